import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@arbora/shared/schemas';
import { notFound } from '../../lib/errors';
import { baseQuerySchema, errorResponses } from './common';

const config = { cache: 'no-store' as const, auth: 'required' as const };

/**
 * The invoice of one of the logged-in customer's paid orders, as PDF: the file stored when it was
 * issued (invoices/issue.ts), the same bytes on every download and from every replica.
 */
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
      const invoice = order?.paid_at ? await app.invoices.pdf(order.id) : null;
      if (!invoice) throw notFound('Invoice', 'ref');
      // Bytes, not JSON: the response schemas above only describe the errors.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="facture-${invoice.number}.pdf"`)
        .send(invoice.bytes as never);
    },
  );
};
export default orderInvoiceRoutes;
