import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { bearer, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { deepStockVariant, testAddress } from '../../../test/checkout';

/** Issue 18 point 7: idempotency keys, the welcome code, the recovery fee and free orders. */
let t: TestApp;
let app: FastifyInstance;
let variant: { id: number; priceTtc: number };

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  // A variant worth more than the welcome code's 100 € minimum, with a deep stock.
  variant = await deepStockVariant(app, { above: 1_000_000, below: 50_000_000 });
});
afterAll(async () => t?.close());

const element = (type: 'product' | 'sample', quantity = 1) => ({
  element_id: variant.id,
  element_type: 'product_variant',
  type,
  quantity,
});
const post = (url: string, payload: object, session: Session, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...bearer(session), ...headers } });

async function cartOf(session: Session, elements: object[]): Promise<{ token: string; cart: Record<string, unknown> }> {
  const res = await post('/v1/cart/update', { type: 'add', elements }, session);
  expect(res.statusCode).toBe(200);
  return { token: res.json().data.token, cart: res.json().data.cart };
}
async function withCarrier(session: Session, token: string, name?: string): Promise<void> {
  const cart = (await app.inject({ url: `/v1/cart?cart_token=${token}`, headers: bearer(session) })).json().data.cart;
  const carrier = name ?? (cart.carriers as { technical_name: string }[])[0]!.technical_name;
  const extra = carrier === 'relais_ferme' ? { relay_point_id: 1 } : {};
  const res = await post(
    '/v1/cart/livraison',
    { cart_token: token, carrier_technical_name: carrier, ...extra },
    session,
  );
  expect(res.statusCode).toBe(200);
}
const validate = (session: Session, token: string, headers: Record<string, string> = {}) =>
  post(
    '/v1/cart/validation',
    { cart_token: token, saleplan_id: 1, payment_method: 'card', delivery_address: testAddress, accept_cgv: true },
    session,
    headers,
  );

describe('idempotency key', () => {
  test('reused with another cart: 409 IDEMPOTENCY_KEY_REUSED, and that cart stays open', async () => {
    const me = await newCustomer(app);
    const key = { 'idempotency-key': `key-${Date.now()}-a` };
    const first = await cartOf(me, [element('product')]);
    await withCarrier(me, first.token);
    const ordered = await validate(me, first.token, key);
    expect(ordered.statusCode).toBe(201);
    // The same cart again: the same order (a genuine retry).
    const retry = await validate(me, first.token, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.reference).toBe(ordered.json().data.reference);
    const second = await cartOf(me, [element('product', 2)]);
    await withCarrier(me, second.token);
    const reused = await validate(me, second.token, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency_key' });
    const open = await app.inject({ url: `/v1/cart?cart_token=${second.token}`, headers: bearer(me) });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.cart.list).toHaveLength(1);
    // With a new key the second cart orders normally.
    expect((await validate(me, second.token, { 'idempotency-key': `key-${Date.now()}-b` })).statusCode).toBe(201);
  });
});

describe('welcome code BIENVENUE10', () => {
  test('once per customer: refused on the next cart once an order carries it', async () => {
    const me = await newCustomer(app);
    const first = await cartOf(me, [element('product')]);
    const applied = await post('/v1/cart/promotion/add', { cart_token: first.token, code: 'BIENVENUE10' }, me);
    expect(applied.statusCode).toBe(200);
    await withCarrier(me, first.token);
    expect((await validate(me, first.token)).statusCode).toBe(201);
    const second = await cartOf(me, [element('product')]);
    const again = await post('/v1/cart/promotion/add', { cart_token: second.token, code: 'BIENVENUE10' }, me);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'CART_RULE_INVALID_CART',
      field: 'code',
      data: { reason: 'already_used' },
    });
  });

  test('applied to a guest cart then ordered by a customer who used it: refused at validation', async () => {
    const me = await newCustomer(app);
    const first = await cartOf(me, [element('product')]);
    await post('/v1/cart/promotion/add', { cart_token: first.token, code: 'BIENVENUE10' }, me);
    // A second cart gets the code before the first is ordered...
    const second = await cartOf(me, [element('product')]);
    expect(
      (await post('/v1/cart/promotion/add', { cart_token: second.token, code: 'BIENVENUE10' }, me)).statusCode,
    ).toBe(200);
    await withCarrier(me, first.token);
    expect((await validate(me, first.token)).statusCode).toBe(201);
    // ...and cannot be ordered with it afterwards.
    await withCarrier(me, second.token);
    const res = await validate(me, second.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CART_RULE_INVALID_CART', data: { reason: 'already_used' } });
  });
});

describe('samples only', () => {
  test('no off-cut recovery fee without product lines', async () => {
    const pro = await newCustomer(app, { is_pro: true, company_name: 'Menuiserie Bocage', siret: '72393849400017' });
    const { token } = await cartOf(pro, [element('sample')]);
    const refused = await post('/v1/cart/recup-chute', { cart_token: token, add: true }, pro);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CART_EMPTY', field: 'add' });
    // Asked with a product line, then the product removed: the samples left pay no fee.
    const mixed = await cartOf(pro, [element('sample'), element('product')]);
    expect((await post('/v1/cart/recup-chute', { cart_token: mixed.token, add: true }, pro)).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'POST',
      url: '/v1/cart/update',
      payload: { cart_token: mixed.token, type: 'set', elements: [{ ...element('product'), quantity: 0 }] },
      headers: bearer(pro),
    });
    expect(removed.statusCode).toBe(200);
    const cart = removed.json().data.cart;
    expect((cart.list as { type: string }[]).map((l) => l.type)).toEqual(['sample']);
    expect((cart.list as { is_recup_chute: boolean }[]).some((l) => l.is_recup_chute)).toBe(false);
    expect(cart.recup_chute).toBe(false);
  });

  test('a free order is confirmed at once, without a payment page', async () => {
    const me = await newCustomer(app);
    const { token } = await cartOf(me, [element('sample')]);
    // Samples are free and so is collecting them in store: nothing to pay.
    await withCarrier(me, token, 'retrait_magasin');
    const total = (await app.inject({ url: `/v1/cart?cart_token=${token}`, headers: bearer(me) })).json().data.cart
      .total_ttc;
    expect(total).toBe(0);
    const res = await validate(me, token);
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({ status: 'paid', paid: true, total_ttc: 0 });
    expect(order.payment.redirect_url).toBeNull();
    const [row] = await app.db.select().from(orders).where(eq(orders.reference, order.reference));
    expect(row?.paidAt).not.toBeNull();
  });
});
