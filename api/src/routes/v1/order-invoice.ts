import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type Order, type OrderAddress } from '@arbora/shared/schemas';
import { notFound } from '../../lib/errors';
import { renderInvoice, type InvoiceSeller } from '../../lib/invoice-pdf';
import { invoiceNumber } from '../../repositories/invoices';
import { baseQuerySchema, errorResponses } from './common';

const config = { cache: 'no-store' as const, auth: 'required' as const };

/** What the legal notice says (seed `content-legal.ts`); the site settings override what they hold. */
const SELLER: InvoiceSeller = {
  name: 'Arbora SAS',
  legal: 'SAS au capital de 500 000 € - RCS Nantes 732 829 320',
  address: '12 rue des Scieries, 44000 Nantes',
  siret: '73282932000074',
  vat: 'FR44732829320',
  contact: '02 40 00 00 00 - contact@arbora.example',
};

const PAYMENT_LABELS: Record<Order['payment_method'], string> = {
  card: 'carte bancaire',
  transfer: 'virement bancaire',
  credit: 'financement à crédit',
};

const COUNTRIES: Record<string, string> = { FR: 'France', BE: 'Belgique', LU: 'Luxembourg', CH: 'Suisse' };

function addressLines(a: OrderAddress): string[] {
  return [
    [a.civility === 'M' ? 'M.' : a.civility, a.firstname, a.lastname].filter(Boolean).join(' '),
    a.company,
    a.street,
    a.street_complement,
    `${a.postcode} ${a.city}`,
    COUNTRIES[a.country] ?? a.country,
  ].filter((line) => line.trim() !== '');
}

/** The invoice of one of the logged-in customer's paid orders, as PDF. */
const orderInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.commerce;

  app.get(
    '/order/:ref/invoice',
    {
      config,
      schema: {
        tags: ['Order'],
        summary: 'The invoice of a paid order as PDF (the customer’s own orders only)',
        description:
          'Answers application/pdf. 404 NOT_FOUND for another customer’s order, an unknown one, or an order not paid yet (no invoice is issued before payment).',
        params: z.object({
          ref: z.union([
            z.coerce.number().int().positive().max(2_147_483_647),
            z.string().regex(/^AR-\d{4}-\d{6}$/, 'Invalid order reference'),
          ]),
        }),
        querystring: baseQuerySchema,
        response: { ...errorResponses, 500: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const me = req.customer!;
      const { ref } = req.params;
      const order = await orders.mine(me.id, typeof ref === 'number' ? { id: ref } : { reference: ref });
      const number = order?.paid_at ? await invoiceNumber(app.db, order.id) : null;
      if (!order?.paid_at || !number) throw notFound('Invoice', 'ref');

      const settings = new Map(
        (await app.repos.site.settings(req.query.site_id)).map((s) => [s.technical_name, s.value.trim()]),
      );
      const setting = (key: string, fallback: string) => settings.get(key) || fallback;
      const billing = addressLines(order.billing_address);
      const delivery = addressLines(order.delivery_address);
      const pdf = await renderInvoice({
        number,
        issuedAt: new Date(order.paid_at),
        soldAt: new Date(order.created_at),
        orderReference: order.reference,
        paymentLabel: PAYMENT_LABELS[order.payment_method],
        seller: {
          ...SELLER,
          name: setting('company_name', SELLER.name),
          address: setting('company_address', SELLER.address),
          siret: setting('company_siret', SELLER.siret),
          vat: setting('company_vat', SELLER.vat),
        },
        buyer: billing,
        buyerSiret: me.isPro ? me.siret : null,
        delivery: delivery.join('\n') === billing.join('\n') ? null : delivery,
        carrier: order.carrier,
        cart: order.cart,
        totalTtc: order.total_ttc,
      });
      // Bytes, not JSON: the response schemas above only describe the errors.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="facture-${number}.pdf"`)
        .send(Buffer.from(pdf) as never);
    },
  );
};
export default orderInvoiceRoutes;
