import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDateTime, formatMoney, moneyFromWire } from '@arbora/shared/format';
import {
  envelope,
  orderDetailWithAmountDueSchema,
  withdrawalReceiptSchema,
  withdrawalReceiptWithOutcomeSchema,
} from '@arbora/shared/schemas';
import type { OrderDetail, OrderDetailWithAmountDue } from '@arbora/shared/schemas';
import { emailOutbox, erpOutbox, orders, payments, productVariants, products, promotions } from '../../db/schema/index';
import { BANK_ACCOUNT } from '../../payments/bank-account';
import { TEST_CARDS } from '../../payments/sandbox';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { publicBody } from '../../../test/public-body';
import { bearer, fromNewIp, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { notifyPayment, paymentOf, testAddress, twoCheapVariants } from '../../../test/checkout';

let t: TestApp;
let app: FastifyInstance;
/** Two cheap variants of two different products, with a deep stock (the test files share PostgreSQL). */
let variants: { id: number; productId: number }[];

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  variants = await twoCheapVariants(app, 20);
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, session?: Session) =>
  app.inject({ method: 'POST', url, payload, headers: session ? bearer(session) : {}, ...fromNewIp() });

/**
 * An order of two lines paid by transfer, through the real cart and validation; `quantities` per
 * line, and a promotion `code` applied to the cart.
 */
async function transferOrder(
  me: Session,
  payment_method: 'transfer' | 'card' = 'transfer',
  { quantities = [1, 1], code }: { quantities?: number[]; code?: string } = {},
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
  expect(
    (await post('/v1/cart/livraison', { cart_token: cart.token, carrier_technical_name: carrier, ...relay }, me))
      .statusCode,
  ).toBe(200);
  const address = testAddress;
  const res = await post(
    '/v1/cart/validation',
    { cart_token: cart.token, saleplan_id: 1, payment_method, delivery_address: address, accept_cgv: true },
    me,
  );
  expect(res.statusCode).toBe(201);
  return detail(me, res.json().data.reference);
}

async function detail(me: Session, reference: string): Promise<OrderDetailWithAmountDue> {
  const res = await app.inject({ method: 'GET', url: `/v1/order/${reference}`, headers: bearer(me) });
  expect(res.statusCode).toBe(200);
  return envelope(orderDetailWithAmountDueSchema).parse(res.json()).data;
}

const stockOf = async (id: number) =>
  (await app.db.select({ s: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.s;

const mails = (to: string, kind: string) =>
  app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));

describe('bank transfer details', () => {
  test('the order detail and the order e-mail give IBAN, BIC, reference, amount and deadline while the transfer is awaited', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    expect(order.transfer).toEqual({
      ...BANK_ACCOUNT,
      reference: order.reference,
      amount: order.total_ttc,
      deadline: new Date(new Date(order.created_at).getTime() + 7 * 86_400_000).toISOString(),
    });
    const [mail] = await mails(me.email, 'order_confirmation');
    for (const fact of [BANK_ACCOUNT.iban, BANK_ACCOUNT.bic, `Référence\u00a0: ${order.reference}`, 'avant le '])
      expect(mail!.text).toContain(fact);
    expect(mail!.text).not.toContain('figurent sur la page de confirmation');
    // Once paid, no more bank details on the order.
    await app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    expect((await detail(me, order.reference)).transfer).toBeNull();
  });
});

describe('withdrawal from the account', () => {
  test('a line is withdrawn once: the first request records it and e-mails the date and time, a repeat changes nothing', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    expect(order.withdrawal).toMatchObject({ open: true, deadline: null });
    const lineId = order.cart.list[0]!.id;
    const url = `/v1/order/${order.reference}/withdrawal`;
    // A double click: two requests at once record one withdrawal and one e-mail.
    const [a, b] = await Promise.all([post(url, { line_ids: [lineId] }, me), post(url, { line_ids: [lineId] }, me)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const first = envelope(withdrawalReceiptSchema).parse((a.statusCode === 201 ? a : b).json()).data;
    const again = envelope(withdrawalReceiptSchema).parse((a.statusCode === 201 ? b : a).json()).data;
    expect(again.withdrawn_at).toBe(first.withdrawn_at);
    const sent = await mails(me.email, 'withdrawal_acknowledgement');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`le ${formatDateTime(first.withdrawn_at)} (heure de Paris)`);
    expect(sent[0]!.text).toContain(order.cart.list[0]!.name);
    expect(sent[0]!.text).not.toContain(order.cart.list[1]!.name);
    // The transfer is still awaited: nothing was collected nor sent, nothing to return.
    expect(sent[0]!.text).toContain('nous n’avons encaissé aucun paiement');
    expect(sent[0]!.text).not.toContain('Retournez ces produits');
    const after = await detail(me, order.reference);
    expect(after.withdrawal.lines.map((l) => l.status)).toEqual(['withdrawn', 'available']);
    expect(after.withdrawal.lines[0]!.withdrawn_at).toBe(first.withdrawn_at);
  });

  test('a delivered order’s acknowledgement says to return the goods, and the refund', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    await app.db
      .update(orders)
      .set({ status: 'paid', deliveredAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(orders.id, order.id));
    const url = `/v1/order/${order.reference}/withdrawal`;
    expect((await post(url, { line_ids: [order.cart.list[0]!.id] }, me)).statusCode).toBe(201);
    const [mail] = await mails(me.email, 'withdrawal_acknowledgement');
    expect(mail!.text).toContain('Retournez ces produits');
    expect(mail!.text).not.toContain('aucun paiement');
    expect(mail!.text).not.toContain('ne vous les enverrons pas');
  });

  test('a paid order not delivered yet: the lines are not sent, the refund needs no return', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    await app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    const url = `/v1/order/${order.reference}/withdrawal`;
    expect((await post(url, { line_ids: [order.cart.list[0]!.id] }, me)).statusCode).toBe(201);
    const [mail] = await mails(me.email, 'withdrawal_acknowledgement');
    expect(mail!.text).toContain(
      'Ces articles ne vous ont pas encore été livrés\u00a0: nous ne vous les enverrons pas, et vous n’avez rien à nous retourner.',
    );
    expect(mail!.text).toContain(
      'Nous vous remboursons au plus tard quatorze jours après réception de votre déclaration.',
    );
    expect(mail!.text).not.toContain('Retournez');
    // A paid order stands: its other line is still to be sent.
    expect((await detail(me, order.reference)).status).toBe('paid');
  });

  test('every line of an unpaid order withdrawn: the order is cancelled at once, a late payment does not revive it, its stock comes back', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const stockBefore = await stockOf(order.cart.list[0]!.element_id);
    const url = `/v1/order/${order.reference}/withdrawal`;
    const line_ids = order.cart.list.map((l) => l.id);
    const res = await post(url, { line_ids }, me);
    expect(res.statusCode).toBe(201);
    const after = await detail(me, order.reference);
    expect(after.status).toBe('cancelled');
    // No bank details to pay it any more; the lines keep their withdrawal and its time.
    expect(after.transfer).toBeNull();
    expect(after.withdrawal.lines.map((l) => l.status)).toEqual(['withdrawn', 'withdrawn']);
    // A transfer notified later is recorded (money to pay back) but the order stays cancelled, never sent to the ERP.
    const payment = await paymentOf(app, order.id);
    const notified = await notifyPayment(app, 'transfer.received', payment.providerRef, payment.amount);
    expect(notified.json()).toEqual({ data: { applied: false } });
    const late = await detail(me, order.reference);
    expect(late.status).toBe('cancelled');
    expect(late.payment_status).toBe('succeeded');
    expect(
      await app.db
        .select()
        .from(erpOutbox)
        .where(and(eq(erpOutbox.orderId, order.id), eq(erpOutbox.event, 'order_paid'))),
    ).toHaveLength(0);
    const payAgain = await post(`/v1/order/${order.reference}/payment`, { payment_method: 'card' }, me);
    expect(payAgain.statusCode).toBe(409);
    expect(await stockOf(order.cart.list[0]!.element_id)).toBe(stockBefore + order.cart.list[0]!.quantity);
    const sent = await mails(me.email, 'withdrawal_acknowledgement');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Accusé de réception de votre rétractation – commande ${order.reference} annulée`);
    expect(sent[0]!.text).toContain('Votre commande est annulée\u00a0:');
    expect(sent[0]!.text).not.toContain('Retournez');
    // A repeat (double click) answers the first declaration: no second e-mail, still cancelled.
    expect((await post(url, { line_ids }, me)).statusCode).toBe(200);
    expect(await mails(me.email, 'withdrawal_acknowledgement')).toHaveLength(1);
  });

  test('a card payment still pending when the order was cancelled: its failure later changes nothing, the stock is not given back twice', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me, 'card');
    expect(order.status).toBe('pending_payment');
    const stockBefore = await stockOf(order.cart.list[0]!.element_id);
    const url = `/v1/order/${order.reference}/withdrawal`;
    expect((await post(url, { line_ids: order.cart.list.map((l) => l.id) }, me)).statusCode).toBe(201);
    const payment = await paymentOf(app, order.id);
    const notified = await notifyPayment(app, 'payment.failed', payment.providerRef, payment.amount);
    expect(notified.json()).toEqual({ data: { applied: false } });
    const after = await detail(me, order.reference);
    expect(after.status).toBe('cancelled');
    expect(after.payment_status).toBe('failed');
    expect(await stockOf(order.cart.list[0]!.element_id)).toBe(stockBefore + order.cart.list[0]!.quantity);
  });

  test('some lines of an unpaid order: the order stays to be paid, those lines are not charged', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const url = `/v1/order/${order.reference}/withdrawal`;
    expect((await post(url, { line_ids: [order.cart.list[1]!.id] }, me)).statusCode).toBe(201);
    const after = await detail(me, order.reference);
    expect(after.status).toBe('awaiting_transfer');
    expect(after.transfer).not.toBeNull();
    const [mail] = await mails(me.email, 'withdrawal_acknowledgement');
    expect(mail!.text).toContain('ces articles ne vous seront ni facturés ni envoyés');
    expect(mail!.text).toContain('Le reste de la commande est maintenu');
    expect(mail!.text).not.toContain('annulée');
  });

  test('over 14 days after delivery: WITHDRAWAL_PERIOD_OVER; within them: recorded', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const url = `/v1/order/${order.reference}/withdrawal`;
    const line_ids = [order.cart.list[0]!.id];
    await app.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 16 * 86_400_000) })
      .where(eq(orders.id, order.id));
    const late = await post(url, { line_ids }, me);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('WITHDRAWAL_PERIOD_OVER');
    expect((await detail(me, order.reference)).withdrawal.open).toBe(false);
    await app.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 13 * 86_400_000) })
      .where(eq(orders.id, order.id));
    expect((await post(url, { line_ids }, me)).statusCode).toBe(201);
  });

  test('a made-to-measure line is excluded with its reason and refused as LINE_NOT_WITHDRAWABLE', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const measured = order.cart.list[1]!;
    await app.db.update(products).set({ madeToMeasure: true }).where(eq(products.id, measured.product_id));
    try {
      const state = (await detail(me, order.reference)).withdrawal.lines;
      expect(state.find((l) => l.line_id === measured.id)).toMatchObject({
        status: 'excluded',
        reason: 'made_to_measure',
      });
      const res = await post(`/v1/order/${order.reference}/withdrawal`, { line_ids: [measured.id] }, me);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'LINE_NOT_WITHDRAWABLE', data: { reason: 'made_to_measure' } });
      expect(await mails(me.email, 'withdrawal_acknowledgement')).toHaveLength(0);
    } finally {
      await app.db.update(products).set({ madeToMeasure: false }).where(eq(products.id, measured.product_id));
    }
  });

  test('another customer’s order is not found; an unknown line is refused', async () => {
    const me = await newCustomer(app);
    const other = await newCustomer(app);
    const order = await transferOrder(me);
    expect((await post(`/v1/order/${order.reference}/withdrawal`, { line_ids: [1] }, other)).statusCode).toBe(404);
    const res = await post(`/v1/order/${order.reference}/withdrawal`, { line_ids: [999] }, me);
    expect(res.json()).toMatchObject({ code: 'LINE_NOT_WITHDRAWABLE', field: 'line_ids.0' });
  });
});

describe('withdrawal without logging in (reference + e-mail)', () => {
  test('the right pair finds the order and withdraws; a wrong e-mail and an unknown reference answer alike', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const lookup = await post('/v1/withdrawal/lookup', { reference: order.reference, email: me.email.toUpperCase() });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data.lines).toHaveLength(2);
    expect(JSON.stringify(lookup.json())).not.toContain('Nantes');

    const wrongMail = await post('/v1/withdrawal/lookup', { reference: order.reference, email: 'autre@exemple.fr' });
    const unknownRef = await post('/v1/withdrawal/lookup', { reference: 'AR-2020-999999', email: me.email });
    expect(wrongMail.statusCode).toBe(404);
    expect(publicBody(wrongMail)).toEqual(publicBody(unknownRef));
    expect(wrongMail.json().code).toBe('WITHDRAWAL_ORDER_NOT_FOUND');
    const wrongWithdraw = await post('/v1/withdrawal', {
      reference: order.reference,
      email: 'autre@exemple.fr',
      line_ids: [1],
    });
    expect(publicBody(wrongWithdraw)).toEqual(publicBody(unknownRef));

    const line_ids = [order.cart.list[1]!.id];
    const res = await post('/v1/withdrawal', { reference: order.reference, email: me.email, line_ids });
    expect(res.statusCode).toBe(201);
    expect(await mails(me.email, 'withdrawal_acknowledgement')).toHaveLength(1);
    expect((await detail(me, order.reference)).withdrawal.lines[1]!.status).toBe('withdrawn');
  });

  test.each([
    [
      'an unpaid order withdrawn from entirely is cancelled',
      'awaiting_transfer',
      null,
      'Votre commande est annulée',
      'order_cancelled',
    ],
    ['a paid order not delivered: nothing to return', 'paid', null, 'nous ne vous les enverrons pas', 'not_sent'],
    ['a delivered order: the goods come back', 'paid', 2, 'Retournez ces produits', 'return'],
  ] as const)(
    'the guest’s acknowledgement says what follows: %s',
    async (_case, status, deliveredDaysAgo, says, outcome) => {
      const me = await newCustomer(app);
      const order = await transferOrder(me);
      const deliveredAt = deliveredDaysAgo === null ? null : new Date(Date.now() - deliveredDaysAgo * 86_400_000);
      await app.db.update(orders).set({ status, deliveredAt }).where(eq(orders.id, order.id));
      const line_ids = order.cart.list.map((l) => l.id);
      const res = await post('/v1/withdrawal', { reference: order.reference, email: me.email, line_ids });
      expect(res.statusCode).toBe(201);
      // The answer says what the e-mail says (the /retractation page reads it).
      expect(envelope(withdrawalReceiptWithOutcomeSchema).parse(res.json()).data.outcome).toBe(outcome);
      const sent = await mails(me.email, 'withdrawal_acknowledgement');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain(says);
      for (const other of ['Votre commande est annulée', 'nous ne vous les enverrons pas', 'Retournez ces produits'])
        if (other !== says) expect(sent[0]!.text).not.toContain(other);
      expect((await detail(me, order.reference)).status).toBe(status === 'paid' ? 'paid' : 'cancelled');
    },
  );
});

describe('what follows, in the withdrawal answer (`outcome`, one rule with the e-mail)', () => {
  const outcomeOf = (res: { json(): unknown }) =>
    envelope(withdrawalReceiptWithOutcomeSchema).parse(res.json()).data.outcome;

  test('the customer’s answer: some lines of an unpaid order not charged, then the rest cancels it, a repeat says so again', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const url = `/v1/order/${order.reference}/withdrawal`;
    const [first, second] = order.cart.list.map((l) => l.id);
    expect(outcomeOf(await post(url, { line_ids: [first] }, me))).toBe('not_charged');
    const last = await post(url, { line_ids: [second] }, me);
    expect(last.statusCode).toBe(201);
    expect(outcomeOf(last)).toBe('order_cancelled');
    const repeat = await post(url, { line_ids: [second] }, me);
    expect(repeat.statusCode).toBe(200);
    expect(outcomeOf(repeat)).toBe('order_cancelled');
  });

  test('the customer’s answer: paid and not delivered, not sent; delivered, return', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const url = `/v1/order/${order.reference}/withdrawal`;
    await app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    expect(outcomeOf(await post(url, { line_ids: [order.cart.list[0]!.id] }, me))).toBe('not_sent');
    await app.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, order.id));
    expect(outcomeOf(await post(url, { line_ids: [order.cart.list[1]!.id] }, me))).toBe('return');
  });

  test('the guest’s answer for some lines of an unpaid order: not charged', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const res = await post('/v1/withdrawal', {
      reference: order.reference,
      email: me.email,
      line_ids: [order.cart.list[0]!.id],
    });
    expect(res.statusCode).toBe(201);
    expect(outcomeOf(res)).toBe('not_charged');
  });
});

describe('the ERP hears of withdrawals (erp_outbox, in the withdrawal’s transaction)', () => {
  const events = async (orderId: number) =>
    (await app.db.select().from(erpOutbox).where(eq(erpOutbox.orderId, orderId)).orderBy(erpOutbox.id)).map(
      (r) => r.event,
    );
  const pushed = (orderId: number) => app.commerce.erp.sandbox!.received.filter((e) => e.order.id === orderId);
  const notifyTransfer = async (orderId: number) => {
    const payment = await paymentOf(app, orderId);
    return notifyPayment(app, 'transfer.received', payment.providerRef, payment.amount);
  };

  test('every line of an unpaid order withdrawn: order_withdrawn then order_cancelled, listing the lines withdrawn', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const line_ids = order.cart.list.map((l) => l.id);
    const res = await post(`/v1/order/${order.reference}/withdrawal`, { line_ids }, me);
    expect(res.statusCode).toBe(201);
    const withdrawnAt = envelope(withdrawalReceiptSchema).parse(res.json()).data.withdrawn_at;
    expect(await events(order.id)).toEqual(['order_created', 'order_withdrawn', 'order_cancelled']);
    // A repeat records nothing new: no second event.
    expect((await post(`/v1/order/${order.reference}/withdrawal`, { line_ids }, me)).statusCode).toBe(200);
    expect(await events(order.id)).toHaveLength(3);
    expect(await app.commerce.erp.pushOrder(order.id)).toBe(true);
    const cancelled = pushed(order.id).find((e) => e.event === 'order_cancelled')!;
    expect(cancelled.order).toMatchObject({ reference: order.reference, status: 'cancelled' });
    expect(cancelled.withdrawn_lines).toEqual(
      order.cart.list.map((l) => ({
        line_id: l.id,
        reference: l.reference,
        quantity: l.quantity,
        withdrawn_at: withdrawnAt,
      })),
    );
    expect(pushed(order.id).find((e) => e.event === 'order_withdrawn')!.withdrawn_lines).toHaveLength(2);
  });

  test('a paid order not delivered: order_withdrawn names the line not to ship, the order is not cancelled', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    expect((await notifyTransfer(order.id)).json()).toEqual({ data: { applied: true } });
    const line = order.cart.list[1]!;
    expect((await post(`/v1/order/${order.reference}/withdrawal`, { line_ids: [line.id] }, me)).statusCode).toBe(201);
    expect(await events(order.id)).toEqual(['order_created', 'order_paid', 'order_withdrawn']);
    expect(await app.commerce.erp.pushOrder(order.id)).toBe(true);
    const withdrawn = pushed(order.id).find((e) => e.event === 'order_withdrawn')!;
    expect(withdrawn.order.status).toBe('paid');
    expect(withdrawn.withdrawn_lines).toEqual([
      expect.objectContaining({ line_id: line.id, reference: line.reference, quantity: line.quantity }),
    ]);
  });

  test('a partly withdrawn unpaid order paid later: its order_paid marks the withdrawn line, not to be shipped', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    const line = order.cart.list[0]!;
    expect((await post(`/v1/order/${order.reference}/withdrawal`, { line_ids: [line.id] }, me)).statusCode).toBe(201);
    expect(await events(order.id)).toEqual(['order_created', 'order_withdrawn']);
    expect((await notifyTransfer(order.id)).json()).toEqual({ data: { applied: true } });
    const paid = pushed(order.id).find((e) => e.event === 'order_paid')!;
    expect(paid.order.status).toBe('paid');
    expect(paid.withdrawn_lines.map((l) => [l.line_id, l.reference, l.quantity])).toEqual([
      [line.id, line.reference, line.quantity],
    ]);
  });

  test('an order nobody withdrew from: its events say no line is withdrawn', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    expect(await app.commerce.erp.pushOrder(order.id)).toBe(true);
    expect(pushed(order.id).find((e) => e.event === 'order_created')!.withdrawn_lines).toEqual([]);
  });
});

describe('the sandbox card page of an order cancelled by the withdrawal', () => {
  test('shows that no payment is possible with a link to the order, and its POST takes no card (409 CONFLICT, nothing notified)', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me, 'card');
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    const path = `/v1/payment/sandbox/checkout/${payment!.providerRef}`;
    // Before the withdrawal the page takes a card.
    expect((await app.inject({ method: 'GET', url: path })).body).toContain('name="card_number"');
    const url = `/v1/order/${order.reference}/withdrawal`;
    expect((await post(url, { line_ids: order.cart.list.map((l) => l.id) }, me)).statusCode).toBe(201);

    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Cette commande est annulée\u00a0: aucun paiement n’est possible.');
    expect(page.body).toMatch(new RegExp(`<a href="[^"]*/mes-commandes/${order.reference}">`));
    expect(page.body).not.toContain('name="card_number"');
    expect(page.body).not.toContain('déjà traité');

    const json = await app.inject({ method: 'POST', url: path, payload: { card_number: TEST_CARDS.success[0] } });
    expect(json.statusCode).toBe(409);
    expect(json.json()).toMatchObject({ code: 'CONFLICT', data: { reason: 'order_cancelled' } });
    // The hosted page's own form (a browser): the same page, 409.
    const form = await app.inject({
      method: 'POST',
      url: path,
      payload: `card_number=${TEST_CARDS.success[0]}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*' },
    });
    expect(form.statusCode).toBe(409);
    expect(form.body).toContain('Cette commande est annulée\u00a0: aucun paiement n’est possible.');
    // Nothing was taken: the attempt is as the withdrawal left it, the order cancelled.
    const [after] = await app.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('pending');
    expect((await detail(me, order.reference)).status).toBe('cancelled');
  });
});

describe('what is left to pay once some lines of an unpaid order are withdrawn', () => {
  const money = (amount: number) => formatMoney(moneyFromWire(amount));
  /** What a line costs the buyer: its TTC total and its éco-participation. */
  const cost = (line: OrderDetail['cart']['list'][number]) => line.total_ttc + line.total_ecotax_ttc;
  const notify = (type: 'transfer.received' | 'payment.succeeded', providerRef: string, amount: number) =>
    notifyPayment(app, type, providerRef, amount);

  test('by transfer: the order detail, its bank details, the e-mail and the payment ask for the total less the line; a notification of the old total is refused', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me, 'transfer', { quantities: [2, 3] });
    // Nothing withdrawn yet: the whole total is due.
    expect(order.amount_due).toEqual({
      total_ttc: order.total_ttc,
      withdrawn_ttc: 0,
      amount_ttc: order.total_ttc,
      lines: [],
    });
    const withdrawnLine = order.cart.list[1]!;
    const due = order.total_ttc - cost(withdrawnLine);
    expect(
      (await post(`/v1/order/${order.reference}/withdrawal`, { line_ids: [withdrawnLine.id] }, me)).statusCode,
    ).toBe(201);
    const after = await detail(me, order.reference);
    expect(after.status).toBe('awaiting_transfer');
    expect(after.total_ttc).toBe(order.total_ttc);
    expect(after.amount_due).toEqual({
      total_ttc: order.total_ttc,
      withdrawn_ttc: cost(withdrawnLine),
      amount_ttc: due,
      lines: [{ line_id: withdrawnLine.id, amount_ttc: cost(withdrawnLine) }],
    });
    expect(after.transfer?.amount).toBe(due);
    // The attempt under way asks for it too (its details are what the confirmation page shows).
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.amount).toBe(due);
    expect(payment!.details.bank?.amount).toBe(due);
    const [mail] = await mails(me.email, 'withdrawal_acknowledgement');
    expect(mail!.text).toContain('le montant à régler est diminué de ces articles');
    expect(mail!.text).not.toContain('pas encore diminué');
    expect(mail!.text).toContain(`Montant de la commande\u00a0: ${money(order.total_ttc)}`);
    expect(mail!.text).toContain(`Articles retirés\u00a0: −\u00a0${money(cost(withdrawnLine))}`);
    expect(mail!.text).toContain(`Reste à régler\u00a0: ${money(due)}`);
    expect(mail!.text).toContain(`virement de ${money(due)}`);
    expect(mail!.text).toContain(`Montant\u00a0: ${money(due)}`);
    // The bank's notice of the whole total is not what is owed: refused, the order still awaits.
    expect((await notify('transfer.received', payment!.providerRef, order.total_ttc)).statusCode).toBe(400);
    expect((await detail(me, order.reference)).status).toBe('awaiting_transfer');
    expect((await notify('transfer.received', payment!.providerRef, due)).json()).toEqual({ data: { applied: true } });
    const paid = await detail(me, order.reference);
    expect(paid.status).toBe('paid');
    expect(paid.amount_due).toBeNull();
    expect(paid.transfer).toBeNull();
  });

  test('by card: the sandbox page asks for the lower amount and its payment settles the order', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me, 'card', { quantities: [1, 2] });
    const withdrawnLine = order.cart.list[0]!;
    const due = order.total_ttc - cost(withdrawnLine);
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    const path = `/v1/payment/sandbox/checkout/${payment!.providerRef}`;
    expect((await app.inject({ method: 'GET', url: path })).body).toContain(`Payer ${money(order.total_ttc)}`);
    expect(
      (await post(`/v1/order/${order.reference}/withdrawal`, { line_ids: [withdrawnLine.id] }, me)).statusCode,
    ).toBe(201);
    expect((await detail(me, order.reference)).amount_due?.amount_ttc).toBe(due);
    const page = (await app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain(`Payer ${money(due)}`);
    expect(page).not.toContain(money(order.total_ttc));
    const paid = await app.inject({ method: 'POST', url: path, payload: { card_number: TEST_CARDS.success[0] } });
    expect(paid.statusCode).toBe(303);
    const after = await detail(me, order.reference);
    expect(after.status).toBe('paid');
    expect(after.payment_status).toBe('succeeded');
    const [settled] = await app.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(settled!.amount).toBe(due);
  });

  test('with a discount on the products: the withdrawn line takes its share, the rest keeps its own, to the cent', async () => {
    const code = `TEST7-${Date.now().toString(36).toUpperCase()}`;
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
    const order = await transferOrder(me, 'transfer', { quantities: [3, 7], code });
    const [discount] = order.cart.remise;
    expect(discount).toBeDefined();
    const [a, b] = order.cart.list as [OrderDetail['cart']['list'][number], OrderDetail['cart']['list'][number]];
    expect((await post(`/v1/order/${order.reference}/withdrawal`, { line_ids: [b.id] }, me)).statusCode).toBe(201);
    const due = (await detail(me, order.reference)).amount_due!;
    const shareB = cost(b) - due.lines[0]!.amount_ttc;
    // B's share: its part of the discount, in whole cents, within a cent of the exact proportion.
    expect(shareB % 100).toBe(0);
    expect(Math.abs(shareB - (discount!.amount_ttc * b.total_ttc) / (a.total_ttc + b.total_ttc))).toBeLessThanOrEqual(
      100,
    );
    // What is left is A, its éco-participation, the delivery, less A's share: it all adds up.
    const shareA = discount!.amount_ttc - shareB;
    expect(due.amount_ttc).toBe(cost(a) + order.cart.shipping_ttc - shareA);
    expect(due.amount_ttc + due.withdrawn_ttc).toBe(order.total_ttc);
    expect((await detail(me, order.reference)).transfer?.amount).toBe(due.amount_ttc);
  });

  test('a paid order: nothing is left to pay, and a withdrawal changes neither its payment nor its total', async () => {
    const me = await newCustomer(app);
    const order = await transferOrder(me);
    await app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    const [before] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(
      (await post(`/v1/order/${order.reference}/withdrawal`, { line_ids: [order.cart.list[0]!.id] }, me)).statusCode,
    ).toBe(201);
    const after = await detail(me, order.reference);
    expect(after.amount_due).toBeNull();
    expect(after.total_ttc).toBe(order.total_ttc);
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, before!.id));
    expect(payment!.amount).toBe(before!.amount);
    const [mail] = await mails(me.email, 'withdrawal_acknowledgement');
    expect(mail!.text).not.toContain('Reste à régler');
  });
});
