import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatMoney, moneyFromWire, orderSummary, summaryAmountText } from '@arbora/shared/format';
import { envelope, orderDetailWithAmountDueSchema } from '@arbora/shared/schemas';
import type { OrderDetailWithAmountDue } from '@arbora/shared/schemas';
import { orderWithdrawals, orders, payments, promotions } from '../../db/schema/index';
import { loadSold } from '../../invoices/sold-cart';
import { printable } from '../../lib/pdf';
import { TEST_CARDS } from '../../payments/sandbox';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { bearer, fromNewIp, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { pdfTextRuns } from '../../../test/pdf-text';
import { notifyPayment, paymentOf, testAddress, twoCheapVariants } from '../../../test/checkout';

let t: TestApp;
let app: FastifyInstance;
/** Two cheap variants of two different products, with a deep stock (the test files share PostgreSQL). */
let variants: { id: number; productId: number }[];

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  variants = await twoCheapVariants(app, 60);
});
afterAll(async () => t?.close());

type Line = OrderDetailWithAmountDue['cart']['list'][number];
const post = (url: string, payload: object, session?: Session) =>
  app.inject({ method: 'POST', url, payload, headers: session ? bearer(session) : {}, ...fromNewIp() });
const euros = (n: number) => formatMoney(moneyFromWire(n)).replace(/[\u202f\u00a0]/g, ' ');
const cost = (line: Line) => line.total_ttc + line.total_ecotax_ttc;

async function detail(me: Session, reference: string): Promise<OrderDetailWithAmountDue> {
  const res = await app.inject({ method: 'GET', url: `/v1/order/${reference}`, headers: bearer(me) });
  expect(res.statusCode).toBe(200);
  return envelope(orderDetailWithAmountDueSchema).parse(res.json()).data;
}

/** An order of two lines (`quantities`), by transfer or card, a promotion `code` applied to its cart. */
async function place(
  me: Session,
  payment_method: 'transfer' | 'card',
  { quantities, code }: { quantities: number[]; code?: string },
): Promise<OrderDetailWithAmountDue> {
  const elements = variants.map((v, i) => ({
    element_id: v.id,
    element_type: 'product_variant',
    type: 'product',
    quantity: quantities[i] ?? 1,
  }));
  const cart = (await post('/v1/cart/update', { type: 'add', elements }, me)).json().data;
  if (code) expect((await post('/v1/cart/promotion/add', { cart_token: cart.token, code }, me)).statusCode).toBe(200);
  const carrier = (cart.cart.carriers as { technical_name: string }[])[0]!.technical_name;
  const relay = carrier === 'relais_ferme' ? { relay_point_id: 1 } : {};
  await post('/v1/cart/livraison', { cart_token: cart.token, carrier_technical_name: carrier, ...relay }, me);
  const res = await post(
    '/v1/cart/validation',
    { cart_token: cart.token, saleplan_id: 1, payment_method, delivery_address: testAddress, accept_cgv: true },
    me,
  );
  expect(res.statusCode).toBe(201);
  return detail(me, res.json().data.reference);
}

const withdraw = async (me: Session, reference: string, line: Line) =>
  expect((await post(`/v1/order/${reference}/withdrawal`, { line_ids: [line.id] }, me)).statusCode).toBe(201);

async function payByTransfer(orderId: number, amount: number) {
  const payment = await paymentOf(app, orderId);
  const res = await notifyPayment(app, 'transfer.received', payment.providerRef, amount);
  expect(res.json()).toEqual({ data: { applied: true } });
}

async function payByCard(orderId: number) {
  const payment = await paymentOf(app, orderId);
  const path = `/v1/payment/sandbox/checkout/${payment.providerRef}`;
  const res = await app.inject({ method: 'POST', url: path, payload: { card_number: TEST_CARDS.success[0] } });
  expect(res.statusCode).toBe(303);
}

/** Each ERP event's amount_paid (events carry the order as it is when pushed: null until paid). */
async function erpAmounts(orderId: number) {
  await app.commerce.erp.pushOrder(orderId);
  const events = app.commerce.erp.sandbox!.received.filter((e) => e.order.id === orderId);
  return Object.fromEntries(events.map((e) => [e.event, e.amount_paid]));
}

/** The invoice's text (the PDF the customer downloads) and the cart it was drawn from. */
async function invoiceOf(me: Session, order: OrderDetailWithAmountDue) {
  const res = await app.inject({ method: 'GET', url: `/v1/order/${order.reference}/invoice`, headers: bearer(me) });
  expect(res.statusCode).toBe(200);
  const text = (await pdfTextRuns(res.rawPayload)).flat().join('\n');
  const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
  return { text, sold: await loadSold(app.db, row!) };
}

/** The amounts of an invoice add up: HT to the cent, VAT = TTC − HT at 20 % (within the rounding of each line). */
function expectConsistent(cart: OrderDetailWithAmountDue['cart'], paid: number) {
  expect(cart.total_ttc).toBe(paid);
  expect(cart.total % 100).toBe(0);
  expect(cart.tva).toBe(cart.total_ttc - cart.total);
  expect(Math.abs(cart.tva - Math.round(cart.total / 5))).toBeLessThanOrEqual(100 * (cart.list.length + 2));
  const lines = cart.list.reduce((s, l) => s + cost(l), 0);
  expect(lines + cart.shipping_ttc - cart.remise.reduce((s, r) => s + r.amount_ttc, 0)).toBe(paid);
}

/** The totals block of the PDF, in its order: Total TTC, Total HT, TVA 20 %. */
function expectTotals(text: string, cart: OrderDetailWithAmountDue['cart']) {
  const sequence = [
    'Montants TTC',
    ...orderSummary(cart).lines.flatMap((l) => [printable(l.label), printable(summaryAmountText(l))]),
    'Total TTC',
    euros(cart.total_ttc),
    'Total HT',
    euros(cart.total),
    'TVA 20 %',
    euros(cart.tva),
  ];
  let from = 0;
  for (const expected of sequence) {
    const at = text.indexOf(expected, from);
    expect({ expected, found: at >= 0 }).toEqual({ expected, found: true });
    from = at + expected.length;
  }
}

describe('the invoice (and the ERP’s order_paid) of an order paid after some of its lines were withdrawn', () => {
  test('by transfer: the withdrawn line is not invoiced, the totals and the VAT are what was paid', async () => {
    const me = await newCustomer(app);
    const order = await place(me, 'transfer', { quantities: [2, 3] });
    const [kept, gone] = order.cart.list as [Line, Line];
    await withdraw(me, order.reference, gone);
    const due = order.total_ttc - cost(gone);
    await payByTransfer(order.id, due);
    expect((await detail(me, order.reference)).status).toBe('paid');
    const { text, sold } = await invoiceOf(me, order);
    expect(sold.cart.list.map((l) => l.id)).toEqual([kept.id]);
    expect(sold.due.lines.map((l) => l.line_id)).toEqual([gone.id]);
    // The ERP books what was received, not the order's total.
    expect((await erpAmounts(order.id)).order_paid).toBe(due);
    expectConsistent(sold.cart, due);
    expect(sold.cart.total_ecotax_ttc).toBe(kept.total_ecotax_ttc);
    expect(sold.cart.shipping_ttc).toBe(order.cart.shipping_ttc);
    expectTotals(text, sold.cart);
    expect(text).not.toContain(euros(order.total_ttc));
    // The withdrawn line is named as such, under the lines, not as a line sold.
    expect(text).toContain('Articles retirés avant paiement (droit de rétractation), non facturés');
    expect(text).toContain(`Réf. ${gone.reference} - qté 3`);
    // Which withdrawals the payment counted is read from the amount paid, not from the times alone:
    // the payment is dated at the start of its transaction, which may have waited on a withdrawal.
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    await app.db
      .update(orderWithdrawals)
      .set({ createdAt: new Date(row!.paidAt!.getTime() + 1000) })
      .where(eq(orderWithdrawals.orderId, order.id));
    expect((await loadSold(app.db, row!)).cart.total_ttc).toBe(due);
  });

  test('by card, with 7 % off the products: the kept line keeps its share of the discount, to the cent', async () => {
    const code = `INV7-${Date.now().toString(36).toUpperCase()}`;
    await app.db.insert(promotions).values({
      siteId: 1,
      code,
      name: 'Essai\u00a0: 7\u00a0%',
      kind: 'percent',
      value: 7,
      minSubtotalTtc: 0,
      startsAt: new Date('2024-01-01T00:00:00Z'),
      endsAt: new Date('2099-01-01T00:00:00Z'),
    });
    const me = await newCustomer(app);
    const order = await place(me, 'card', { quantities: [3, 7], code });
    const [discount] = order.cart.remise;
    expect(discount).toBeDefined();
    const [kept, gone] = order.cart.list as [Line, Line];
    await withdraw(me, order.reference, gone);
    const due = (await detail(me, order.reference)).amount_due!;
    await payByCard(order.id);
    const [settled] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(settled!.status).toBe('succeeded');
    expect(settled!.amount).toBe(due.amount_ttc);
    const { text, sold } = await invoiceOf(me, order);
    expect(sold.cart.list.map((l) => l.id)).toEqual([kept.id]);
    expectConsistent(sold.cart, due.amount_ttc);
    // The discount kept: the whole one less the withdrawn line's share (amountDue's), HT in proportion.
    const shareGone = cost(gone) - due.lines[0]!.amount_ttc;
    expect(sold.cart.remise).toHaveLength(1);
    expect(sold.cart.remise[0]!.amount_ttc).toBe(discount!.amount_ttc - shareGone);
    expect(sold.cart.remise[0]!.amount_ttc).toBe(cost(kept) + order.cart.shipping_ttc - due.amount_ttc);
    expect(
      Math.abs(
        sold.cart.remise[0]!.amount - (discount!.amount * sold.cart.remise[0]!.amount_ttc) / discount!.amount_ttc,
      ),
    ).toBeLessThanOrEqual(1);
    expectTotals(text, sold.cart);
    expect(text).toContain(`Réf. ${gone.reference} - qté 7`);
  });

  test('an order without a withdrawal is invoiced as it was; a line withdrawn after payment changes nothing', async () => {
    const me = await newCustomer(app);
    const order = await place(me, 'transfer', { quantities: [1, 2] });
    await payByTransfer(order.id, order.total_ttc);
    const paid = await detail(me, order.reference);
    expect((await erpAmounts(order.id)).order_paid).toBe(order.total_ttc);
    // A withdrawal after payment is a refund, not an invoice change.
    await withdraw(me, order.reference, order.cart.list[1]!);
    const { text, sold } = await invoiceOf(me, order);
    expect(sold.due.lines).toEqual([]);
    expect(sold.cart).toEqual(paid.cart);
    expectTotals(text, paid.cart);
    expect(text).not.toContain('Articles retirés');
  });
});
