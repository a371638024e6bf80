import { and, desc, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import {
  formatMoney,
  moneyFromWire,
  orderSummary,
  proAmountText,
  proOrderSummary,
  summaryAmountText,
} from '@arbora/shared/format';
import { printable, spacedSiret } from '../../lib/pdf';
import { invoiceSeller } from '../../invoices/issue';
import { legalPages } from '../../seed/content-legal';
import { CONTACT, companyLegalLine, sirenInText } from '../../seed/site-facts';
import { envelope, orderSchema, type Order } from '@arbora/shared/schemas';
import { productVariants } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { publicBody } from '../../../test/public-body';
import { bearer, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { pdfTextRuns } from '../../../test/pdf-text';
import { testAddress as address } from '../../../test/checkout';

let t: TestApp;
let app: FastifyInstance;
/** Cheap variants with a deep stock (test files share PostgreSQL: never the scarce ones). */
let cheap: { id: number }[];

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  cheap = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(gt(productVariants.stock, 100), lt(productVariants.priceTtc, 1_000_000), gt(productVariants.priceTtc, 0)),
    )
    .orderBy(desc(productVariants.id))
    .limit(2);
  if (cheap.length < 2) throw new Error('seed lacks variants');
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, session: Session) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(session) });
const invoice = (ref: string | number, session?: Session) =>
  app.inject({ method: 'GET', url: `/v1/order/${ref}/invoice`, headers: session ? bearer(session) : {} });
const euros = (n: number) => formatMoney(moneyFromWire(n)).replace(/[\u202f\u00a0]/g, ' ');

/** An order of `session` for two lines, paid by card through the sandbox page unless `pay` is false. */
async function order(session: Session, extra: object = {}, pay = true): Promise<Order> {
  const elements = cheap.map((v, i) => ({
    element_id: v.id,
    element_type: 'product_variant',
    type: 'product',
    quantity: i + 1,
  }));
  const cart = await post('/v1/cart/update', { type: 'add', elements }, session);
  const token = cart.json().data.token as string;
  const carrier = (cart.json().data.cart.carriers as { technical_name: string }[])[0]!.technical_name;
  const relay = carrier === 'relais_ferme' ? { relay_point_id: 1 } : {};
  await post('/v1/cart/livraison', { cart_token: token, carrier_technical_name: carrier, ...relay }, session);
  const res = await post(
    '/v1/cart/validation',
    {
      cart_token: token,
      saleplan_id: 1,
      payment_method: 'card',
      delivery_address: address,
      accept_cgv: true,
      ...extra,
    },
    session,
  );
  expect(res.statusCode).toBe(201);
  const created = envelope(orderSchema).parse(res.json()).data;
  if (!pay) return created;
  const path = new URL(created.payment.redirect_url!).pathname.replace(/^\/api/, '');
  const paid = await app.inject({
    method: 'POST',
    url: path,
    payload: 'card_number=4242+4242+4242+4242',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
  return envelope(orderSchema).parse(
    (await app.inject({ method: 'GET', url: `/v1/order/${created.reference}`, headers: bearer(session) })).json(),
  ).data;
}

const numberIn = (text: string) => Number(/FA-\d{4}-(\d{6})/.exec(text)![1]);

describe('GET /v1/order/{reference}/invoice', () => {
  test('a paid order: a real PDF with the mentions of a French invoice', async () => {
    const me = await newCustomer(app);
    const paid = await order(me, { delivery_address: { ...address, civility: 'M', firstname: 'Léo' } });
    expect(paid.paid_at).not.toBeNull();
    const res = await invoice(paid.reference, me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="facture-FA-\d{4}-\d{6}\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfTextRuns(res.rawPayload)).flat().join('\n');
    const year = new Date(paid.paid_at!).getFullYear();
    const dated = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date(paid.paid_at!));
    for (const mention of [
      // seller identity: the company's (CONTACT, which the legal notice and the settings are written
      // from), never a copy of the invoice's own
      CONTACT.company,
      printable(companyLegalLine()),
      `SIRET ${spacedSiret(CONTACT.siret)} - TVA intracommunautaire ${CONTACT.vat}`,
      CONTACT.address,
      `${CONTACT.phone} - ${CONTACT.email}`,
      `${CONTACT.company} - ${printable(companyLegalLine())} - SIRET ${spacedSiret(CONTACT.siret)}`,
      // number, dates, operation
      `Facture n° FA-${year}-`,
      `Date de facture : ${dated}`,
      `Commande ${paid.reference}`,
      'Opération : livraison de biens',
      // buyer
      'Facturé à',
      'M. Léo Martin', // the civility as a letter writes it, not the stored « M »
      '44000 Nantes',
      // lines and totals
      paid.cart.list[0]!.name.slice(0, 20),
      'PU HT',
      'TVA',
      // One TTC basis, as the order pages: the summary's lines, then the total, HT and VAT.
      'Montants TTC',
      ...orderSummary(paid.cart).lines.flatMap((l) => [l.label, printable(summaryAmountText(l))]),
      'Total TTC',
      euros(paid.total_ttc),
      'Total HT',
      euros(paid.total_ttc - paid.cart.tva),
      'TVA 20 %',
      euros(paid.cart.tva),
      `Facture acquittée le ${dated} - règlement par carte bancaire.`,
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'Page 1/1',
    ])
      expect(text).toContain(mention);
    expect(text).not.toContain('\ufffd');
    // The same invoice every time: same number, same bytes.
    const again = await invoice(paid.reference, me);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
    // By id as well as by reference.
    expect((await invoice(paid.id, me)).headers['content-disposition']).toBe(res.headers['content-disposition']);
  });

  test('numbers follow the order of payment, without reusing one', async () => {
    const me = await newCustomer(app);
    const first = await order(me);
    const second = await order(me);
    const a = numberIn(String((await invoice(first.reference, me)).headers['content-disposition']));
    const b = numberIn(String((await invoice(second.reference, me)).headers['content-disposition']));
    expect(b).toBeGreaterThan(a);
  });

  test('a professional: their SIRET, and the delivery address when it differs', async () => {
    const pro = await newCustomer(app, { is_pro: true, company_name: 'Menuiserie Bocage', siret: '72393849400017' });
    const paid = await order(pro, {
      billing_same_as_delivery: false,
      billing_address: { ...address, company: 'Menuiserie Bocage', street: '1 place Royale' },
    });
    const text = (await pdfTextRuns((await invoice(paid.reference, pro)).rawPayload)).flat().join('\n');
    expect(text).toContain('SIRET 723 938 494 00017');
    expect(text).toContain('Menuiserie Bocage');
    expect(text).toContain('1 place Royale');
    expect(text).toContain('Livré à');
    expect(text).toContain('3 rue des Lilas');
    // HT first, as the site shows him his order (shared proOrderSummary): the lines' totals HT, the
    // summary's lines HT, then « Total HT », the VAT and « Total TTC », the amount paid, in that order.
    expect(text).not.toContain('Montants TTC');
    const view = proOrderSummary(paid.cart);
    const sequence = [
      'Total HT', // the lines table's column
      ...paid.cart.list.map((l) => euros(l.total_ht + l.total_ecotax)),
      'Montants HT',
      ...view.lines.flatMap((l) => [l.label, printable(proAmountText(l))]),
      'Total HT',
      euros(paid.cart.total),
      'TVA 20 %',
      euros(paid.cart.tva),
      'Total TTC',
      euros(paid.total_ttc),
    ];
    let from = 0;
    for (const expected of sequence) {
      const at = text.indexOf(expected, from);
      expect({ expected, found: at >= 0 }).toEqual({ expected, found: true });
      from = at + expected.length;
    }
  });

  test('no invoice before payment, nor for anyone else’s order; a token is required', async () => {
    const me = await newCustomer(app);
    const other = await newCustomer(app);
    const unpaid = await order(me, {}, false);
    expect(unpaid.paid_at).toBeNull();
    const notYet = await invoice(unpaid.reference, me);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toMatchObject({ code: 'NOT_FOUND', field: 'ref' });
    const paid = await order(me);
    const foreign = await invoice(paid.reference, other);
    expect(foreign.statusCode).toBe(404);
    expect(publicBody(foreign)).toEqual(publicBody(notYet));
    expect((await invoice('AR-1999-999999', me)).statusCode).toBe(404);
    expect((await invoice('pas-une-reference', me)).json().code).toBe('VALIDATION_ERROR');
    // SPEC 8, as every token call: no token is a 500 token_required (the client clears the session).
    const anonymous = await invoice(paid.reference);
    expect(anonymous.json().code).toBe('token_required');
    expect(anonymous.headers['content-type']).toContain('application/json');
  });
});

describe('the seller an invoice names', () => {
  test('is the company of the legal notice: its capital, registration and numbers as the notice states them', () => {
    const seller = invoiceSeller(new Map());
    expect(seller).toEqual({
      name: CONTACT.company,
      legal: companyLegalLine(),
      address: CONTACT.address,
      siret: CONTACT.siret,
      vat: CONTACT.vat,
      contact: `${CONTACT.phone} - ${CONTACT.email}`,
    });
    // As a French invoice abbreviates it, with no-break spaces in the amount and the SIREN.
    expect(seller.legal).toBe('SAS au capital de 500\u202f000\u00a0€ - RCS Nantes 732\u00a0829\u00a0320');
    const notice = legalPages().find((page) => page.slug === 'mentions-legales')!.content;
    for (const fact of [
      CONTACT.company,
      'au capital de 500\u202f000\u00a0€',
      `RCS de ${CONTACT.rcsCity} sous le numéro ${sirenInText(seller.siret)}`,
      seller.vat,
      seller.address,
    ])
      expect(notice).toContain(fact);
  });

  test('a site setting overrides its part, and the RCS number follows the SIRET printed beside it', () => {
    const seller = invoiceSeller(
      new Map([
        ['company_name', 'Arbora Ouest SAS'],
        ['company_siret', '81234567800013'],
        ['contact_phone', '02 51 00 00 00'],
        ['company_vat', '  '],
      ]),
    );
    expect(seller.name).toBe('Arbora Ouest SAS');
    expect(seller.siret).toBe('81234567800013');
    expect(seller.legal).toBe('SAS au capital de 500\u202f000\u00a0€ - RCS Nantes 812\u00a0345\u00a0678');
    expect(seller.contact).toBe(`02 51 00 00 00 - ${CONTACT.email}`);
    // A blank setting keeps the company's value.
    expect(seller.vat).toBe(CONTACT.vat);
  });
});

describe('invoice layout', () => {
  test('many lines flow onto further pages, each numbered', async () => {
    const me = await newCustomer(app);
    const paid = await order(me);
    const { renderInvoice } = await import('../../lib/invoice-pdf');
    const line = paid.cart.list[0]!;
    const list = Array.from({ length: 45 }, (_, i) => ({
      ...line,
      id: i + 1,
      name: `${line.name} - coloris ${i + 1} avec une désignation assez longue pour tenir sur deux lignes`,
    }));
    const bytes = await renderInvoice({
      number: 'FA-2026-000042',
      issuedAt: new Date('2026-03-14T10:00:00Z'),
      soldAt: new Date('2026-03-13T10:00:00Z'),
      orderReference: paid.reference,
      paymentLabel: 'carte bancaire',
      seller: {
        name: 'Arbora SAS',
        legal: 'SAS',
        address: 'Nantes',
        siret: '73282932000074',
        vat: 'FR44732829320',
        contact: '',
      },
      buyer: ['Żak Wiśniewski', 'Łódź'],
      buyerSiret: null,
      pro: false,
      delivery: null,
      carrier: 'colissimo',
      cart: { ...paid.cart, list },
      totalTtc: paid.total_ttc,
    });
    const pages = await pdfTextRuns(bytes);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((runs, i) => expect(runs).toContain(`Page ${i + 1}/${pages.length}`));
    expect(pages[1]).toContain('Facture n° FA-2026-000042 (suite)');
    expect(pages.flat()).toContain('Żak Wiśniewski');
    expect(pages.flat().filter((r) => r.startsWith('Réf. '))).toHaveLength(45);
    expect(pages.at(-1)).toContain('Total TTC');
  });
});
