import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatMoney, moneyFromWire, orderSummaryText } from '@arbora/shared/format';
import { envelope, orderSchema } from '@arbora/shared/schemas';
import type { Order } from '@arbora/shared/schemas';
import { orders, productVariants } from '../../db/schema/index';
import { SIGNATURE_HEADER } from '../../payments/sandbox';
import { sign } from '../../payments/signature';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { bearer, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { notifyPayment, paymentOf, testAddress as address } from '../../../test/checkout';

let t: TestApp;
let app: FastifyInstance;
/**
 * Cheap variants with a deep stock (test files share PostgreSQL: never the scarce ones). Past the
 * first ten: this file checks stock to the unit while order-invoice orders the first two and
 * payment-retry the sixth, at the same time.
 */
let cheap: { id: number; priceTtc: number; stock: number }[];
let pricey: { id: number; priceTtc: number; stock: number };

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  cheap = await app.db
    .select()
    .from(productVariants)
    .where(
      and(gt(productVariants.stock, 100), lt(productVariants.priceTtc, 1_000_000), gt(productVariants.priceTtc, 0)),
    )
    .orderBy(desc(productVariants.id))
    .offset(10)
    .limit(3);
  const [p] = await app.db
    .select()
    .from(productVariants)
    .where(gt(productVariants.stock, 100))
    .orderBy(desc(productVariants.priceTtc))
    .limit(1);
  if (cheap.length < 3 || !p) throw new Error('seed lacks variants');
  pricey = p;
});
afterAll(async () => t?.close());

const element = (id: number, quantity: number) => ({
  element_id: id,
  element_type: 'product_variant',
  type: 'product',
  quantity,
});

async function post(url: string, payload: object, session?: Session, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload, headers: { ...(session ? bearer(session) : {}), ...headers } });
}

/** A cart of this customer with a carrier chosen; answers its token. */
async function readyCart(session: Session, elements = [element(cheap[0]!.id, 1)]): Promise<string> {
  const res = await post('/v1/cart/update', { type: 'add', elements }, session);
  const token = res.json().data.token as string;
  const carrier = (res.json().data.cart.carriers as { technical_name: string }[])[0]!.technical_name;
  const extra = carrier === 'relais_ferme' ? { relay_point_id: 1 } : {};
  expect(
    (await post('/v1/cart/livraison', { cart_token: token, carrier_technical_name: carrier, ...extra }, session))
      .statusCode,
  ).toBe(200);
  return token;
}

const validate = (session: Session, cartToken: string, extra: object = {}, headers: Record<string, string> = {}) =>
  post(
    '/v1/cart/validation',
    {
      cart_token: cartToken,
      saleplan_id: 1,
      payment_method: 'card',
      delivery_address: address,
      accept_cgv: true,
      ...extra,
    },
    session,
    headers,
  );
const orderOf = (body: unknown): Order => envelope(orderSchema).parse(body).data;
const status = async (session: Session, reference: string) =>
  (await app.inject({ method: 'GET', url: `/v1/order/status?reference=${reference}`, headers: bearer(session) })).json()
    .data;
/** What the bank or the financing partner sends: a signed notification for the order's payment. */
async function settle(order: Order, type: 'transfer.received' | 'credit.funded') {
  const payment = await paymentOf(app, order.id);
  const res = await notifyPayment(app, type, payment.providerRef, payment.amount);
  expect(res.json()).toEqual({ data: { applied: true } });
}
const stockOf = async (id: number) =>
  (await app.db.select({ s: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.s;

describe('card payment through the hosted page', () => {
  test('success: only the signed notification marks the order paid', async () => {
    const me = await newCustomer(app);
    const res = await validate(me, await readyCart(me));
    expect(res.statusCode).toBe(201);
    const order = orderOf(res.json());
    expect(order).toMatchObject({
      status: 'pending_payment',
      payment_method: 'card',
      outcome: 'pending',
      paid: false,
      delivery_address: { city: 'Nantes' },
    });
    expect(order.reference).toMatch(/^AR-\d{4}-\d{6}$/);
    expect(order.cart.list).toHaveLength(1);
    const url = new URL(order.payment.redirect_url!);
    const path = url.pathname.replace(/^\/api/, '');
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(order.reference);
    // The return URL is a site page: reaching it (or guessing it) changes nothing.
    expect((await status(me, order.reference)).paid).toBe(false);
    const pay = await app.inject({
      method: 'POST',
      url: path,
      payload: 'card_number=4242+4242+4242+4242',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`http://localhost:3000/commande/confirmation-cb?order=${order.reference}`);
    expect(await status(me, order.reference)).toMatchObject({
      status: 'paid',
      paid: true,
      outcome: 'card',
      payment_status: 'succeeded',
      confirmation_route: '/commande/confirmation-cb',
    });
    // Paying again changes nothing; the page says it is done.
    expect((await app.inject({ method: 'GET', url: path })).body).toContain('déjà traité');
    const confirmation = (await app.repos.outbox.to(me.email)).find((m) => m.kind === 'order_confirmation');
    expect(confirmation?.subject).toContain(order.reference);
    // The e-mail's amounts are the order pages' summary (one TTC basis, lines adding up to the total).
    expect(confirmation?.text).toContain(orderSummaryText(order.cart).join('\n'));
  });

  test('a professional’s confirmation e-mail reads HT first: « Total HT », the VAT, then « Total TTC »', async () => {
    const pro = await newCustomer(app, { is_pro: true, company_name: 'Menuiserie Bocage', siret: '72393849400017' });
    const res = await validate(pro, await readyCart(pro));
    expect(res.statusCode).toBe(201);
    const order = orderOf(res.json());
    const confirmation = (await app.repos.outbox.to(pro.email)).find((m) => m.kind === 'order_confirmation');
    const amount = (wire: number) => formatMoney(moneyFromWire(wire));
    expect(confirmation?.text).toContain(
      [
        `Total HT\u00a0: ${amount(order.cart.total)}`,
        `TVA (20\u00a0%)\u00a0: ${amount(order.cart.tva)}`,
        `Total TTC\u00a0: ${amount(order.cart.total_ttc)}`,
      ].join('\n'),
    );
    expect(confirmation?.text).toContain(
      `d’un montant de ${amount(order.cart.total)} HT (${amount(order.total_ttc)} TTC)`,
    );
    expect(confirmation?.text).not.toContain('dont TVA');
  });

  test('decline: card-error outcome, stock given back', async () => {
    const me = await newCustomer(app);
    const before = await stockOf(cheap[1]!.id);
    const order = orderOf((await validate(me, await readyCart(me, [element(cheap[1]!.id, 2)]))).json());
    expect(await stockOf(cheap[1]!.id)).toBe(before - 2);
    const path = new URL(order.payment.redirect_url!).pathname.replace(/^\/api/, '');
    const pay = await app.inject({
      method: 'POST',
      url: path,
      payload: 'card_number=4000000000000002',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.headers.location).toContain('/commande/erreur-cb?order=');
    expect(await status(me, order.reference)).toMatchObject({
      status: 'payment_failed',
      outcome: 'card_error',
      confirmation_route: '/commande/erreur-cb',
      paid: false,
    });
    expect(await stockOf(cheap[1]!.id)).toBe(before);
  });

  test('forged, unsigned, stale or replayed notifications change nothing', async () => {
    const me = await newCustomer(app);
    const order = orderOf((await validate(me, await readyCart(me))).json());
    const ref = new URL(order.payment.redirect_url!).pathname.split('/').pop()!;
    const body = JSON.stringify({
      id: 'evt_forged_0001',
      type: 'payment.succeeded',
      provider_ref: ref,
      amount: order.total_ttc,
    });
    const notify = (payload: string, signature?: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/payment/notify',
        payload,
        headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
      });
    expect((await notify(body)).json().code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect((await notify(body, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).statusCode).toBe(400);
    expect((await notify(body, sign('not-the-secret-not-the-secret-not-the-secret', body))).statusCode).toBe(400);
    expect((await status(me, order.reference)).paid).toBe(false);
    const good = app.commerce.provider.notification('payment.succeeded', ref, order.total_ttc);
    expect((await notify(good.body, good.signature)).json()).toEqual({ data: { applied: true } });
    expect((await notify(good.body, good.signature)).json()).toEqual({ data: { applied: false } });
    expect((await status(me, order.reference)).paid).toBe(true);
  });
});

describe('other payment methods', () => {
  test('transfer: pending with bank details and reference, paid on the bank’s notification', async () => {
    const me = await newCustomer(app);
    const order = orderOf((await validate(me, await readyCart(me), { payment_method: 'transfer' })).json());
    expect(order).toMatchObject({
      status: 'awaiting_transfer',
      outcome: 'transfer',
      confirmation_route: '/commande/confirmation-virement',
    });
    expect(order.payment.bank).toMatchObject({
      holder: 'Arbora SAS',
      reference: order.reference,
      amount: order.total_ttc,
    });
    expect(order.payment.redirect_url).toBeNull();
    await settle(order, 'transfer.received');
    expect(await status(me, order.reference)).toMatchObject({ status: 'paid', outcome: 'transfer', paid: true });
  });

  test('credit: a financing decision; below its range it is not offered and the validation refuses it', async () => {
    const me = await newCustomer(app);
    const quantity = Math.ceil(1_500_000 / cheap[2]!.priceTtc);
    const accepted = orderOf(
      (await validate(me, await readyCart(me, [element(cheap[2]!.id, quantity)]), { payment_method: 'credit' })).json(),
    );
    expect(accepted).toMatchObject({
      status: 'credit_pending',
      outcome: 'credit',
      payment: { decision: 'accepted' },
      confirmation_route: '/commande/confirmation-credit',
    });
    await settle(accepted, 'credit.funded');
    expect(await status(me, accepted.reference)).toMatchObject({ status: 'paid', outcome: 'credit' });
    const low = await newCustomer(app);
    // Not an order refused after the fact: a 400 before anything is taken (the cart stays open).
    const refused = await validate(low, await readyCart(low, [element(cheap[0]!.id, 1)]), { payment_method: 'credit' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE', field: 'payment_method' });
  });

  test('blocked: a new customer over the limit is held for review', async () => {
    const me = await newCustomer(app);
    const quantity = Math.min(pricey.stock, Math.ceil(30_000_010 / pricey.priceTtc));
    const order = orderOf((await validate(me, await readyCart(me, [element(pricey.id, quantity)]))).json());
    expect(order).toMatchObject({
      status: 'blocked',
      outcome: 'blocked',
      payment_status: 'blocked',
      confirmation_route: '/commande/confirmation-bloquee',
    });
    expect(order.payment.reason).toContain('3\u202f000\u00a0€');
    expect(order.payment.redirect_url).toBeNull();
  });
});

describe('validation rules', () => {
  test('a repeated submission returns the same order (idempotency key, or the same cart)', async () => {
    const me = await newCustomer(app);
    const token = await readyCart(me);
    const key = { 'idempotency-key': `checkout-${me.customerId}-1` };
    const [a, b] = await Promise.all([validate(me, token, {}, key), validate(me, token, {}, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(orderOf(a.json()).id).toBe(orderOf(b.json()).id);
    const again = await validate(me, token);
    expect(again.statusCode).toBe(200);
    expect(orderOf(again.json()).id).toBe(orderOf(a.json()).id);
    // The cart is reset: its token now reads as a new empty cart.
    const cart = (await app.inject({ method: 'GET', url: `/v1/cart?cart_token=${token}`, headers: bearer(me) })).json()
      .data;
    expect(cart.token).not.toBe(token);
  });

  test('each refusal has its code', async () => {
    const me = await newCustomer(app);
    expect((await validate(me, 'x'.repeat(40))).json().code).toBe('CART_NOT_FOUND');
    const empty = (await app.inject({ method: 'GET', url: '/v1/cart', headers: bearer(me) })).json().data.token;
    expect((await validate(me, empty)).json().code).toBe('CART_EMPTY');
    const noCarrier = (await post('/v1/cart/update', { elements: [element(cheap[0]!.id, 1)] }, me)).json().data.token;
    expect((await validate(me, noCarrier)).json().code).toBe('CARRIER_NOT_AVAILABLE');
    const ready = await readyCart(me);
    expect((await validate(me, ready, { delivery_address: undefined })).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'delivery_address',
    });
    expect((await validate(me, ready, { accept_cgv: false })).json()).toMatchObject({ field: 'accept_cgv' });
    expect((await validate(me, ready, { payment_method: 'cheque' })).json()).toMatchObject({ field: 'payment_method' });
    expect((await validate(me, ready, {}, { 'idempotency-key': 'no spaces allowed' })).statusCode).toBe(400);
    const other = await newCustomer(app);
    const theirs = await readyCart(other);
    expect((await validate(me, theirs)).json().code).toBe('CART_NOT_AUTHORIZED');
    const saved = (await post(`/v1/customer/${other.customerId}/address`, address, other)).json().data.address.id;
    expect(
      (await validate(me, ready, { delivery_address: undefined, delivery_address_id: saved })).json(),
    ).toMatchObject({ code: 'NOT_FOUND', field: 'delivery_address_id' });
    const anonymous = await post('/v1/cart/validation', {
      cart_token: ready,
      payment_method: 'card',
      delivery_address: address,
      accept_cgv: true,
    });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([500, 'token_required']);
  });
});

describe('ERP outbox (X3)', () => {
  test('ERP down: the order is stored and the answer is X3_ERROR; the outbox delivers it later', async () => {
    const me = await newCustomer(app);
    const token = await readyCart(me);
    app.commerce.erp.sandbox!.setAvailable(false);
    const res = await validate(me, token);
    app.commerce.erp.sandbox!.setAvailable(true);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('X3_ERROR');
    const order = orderSchema.parse(res.json().data);
    const stored = await app.inject({ method: 'GET', url: `/v1/order/${order.reference}`, headers: bearer(me) });
    expect(orderOf(stored.json()).id).toBe(order.id);
    expect(await app.commerce.erp.pushOrder(order.id)).toBe(true);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.erpStatus).toBe('sent');
    expect(app.commerce.erp.sandbox!.received.some((e) => e.order.id === order.id && e.event === 'order_created')).toBe(
      true,
    );
  });
});

describe('order history', () => {
  test('list and detail for the customer only; another customer gets 404', async () => {
    const me = await newCustomer(app);
    const first = orderOf((await validate(me, await readyCart(me), { payment_method: 'transfer' })).json());
    const second = orderOf((await validate(me, await readyCart(me))).json());
    const list = (await app.inject({ method: 'GET', url: '/v1/order?perPage=1', headers: bearer(me) })).json().data;
    expect(list.pagination).toMatchObject({ total: 2, pages: 2, perPage: 1 });
    expect(list.items[0].reference).toBe(second.reference);
    const byId = orderOf(
      (await app.inject({ method: 'GET', url: `/v1/order/${first.id}`, headers: bearer(me) })).json(),
    );
    expect(byId.reference).toBe(first.reference);
    const intruder = await newCustomer(app);
    for (const url of [
      `/v1/order/${first.id}`,
      `/v1/order/${first.reference}`,
      `/v1/order/status?reference=${first.reference}`,
      `/v1/order/status?order_id=${first.id}`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(intruder) });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/v1/order', headers: bearer(intruder) })).json().data.items,
    ).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/v1/order/not-a-ref', headers: bearer(me) })).statusCode).toBe(400);
  });
});
