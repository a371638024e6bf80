import { and, asc, gt, lte, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartResponseSchema, envelope } from '@arbora/shared/schemas';
import type { CartResponse } from '@arbora/shared/schemas';
import { products, productVariants } from '../../db/schema/index';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

let t: TestApp;
let app: FastifyInstance;
let plenty: { id: number; priceHt: number; priceTtc: number; ecotaxHt: number; ecotaxTtc: number }[];
let scarce: { id: number; stock: number };
let soldOut: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  plenty = await app.db
    .select()
    .from(productVariants)
    .where(gt(productVariants.stock, 50))
    .orderBy(asc(productVariants.id))
    .limit(4);
  const low = await app.db
    .select()
    .from(productVariants)
    .where(and(gt(productVariants.stock, 0), lte(productVariants.stock, 5)))
    .limit(1);
  // Sold out in stock: a made-to-measure product's variant has no stock to run out of (stock.ts).
  const none = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.stock, 0), eq(products.madeToMeasure, false)))
    .limit(1);
  if (!low[0] || !none[0] || plenty.length < 4) throw new Error('seed lacks the variants these tests need');
  scarce = low[0];
  soldOut = none[0];
});
afterAll(async () => t?.close());

const element = (id: number, quantity: number) => ({
  element_id: id,
  element_type: 'product_variant',
  type: 'product',
  quantity,
});

async function update(body: Record<string, unknown>, status = 200) {
  const res = await app.inject({ method: 'POST', url: '/v1/cart/update', payload: body });
  if (res.statusCode !== status) throw new Error(`update: expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json();
}
const cartOf = (body: unknown): CartResponse => envelope(cartResponseSchema).parse(body).data;

describe('cart', () => {
  test('GET without a token answers a new empty cart and its token; the token reads it back', async () => {
    const first = cartOf(await getJson(app, '/v1/cart'));
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.cart).toMatchObject({ total_product: 0, total_ttc: 0, list: [], carriers: [] });
    const again = cartOf(await getJson(app, `/v1/cart?cart_token=${first.token}`));
    expect(again.token).toBe(first.token);
    const res = await app.inject({ method: 'GET', url: '/v1/cart' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('adding lines: totals HT/TTC, VAT 20 %, éco-participation, integers', async () => {
    const [a, b] = plenty as [(typeof plenty)[number], (typeof plenty)[number]];
    const { token, cart } = cartOf(
      await update({ type: 'add', elements: JSON.stringify([element(a.id, 2), element(b.id, 1)]) }),
    );
    expect(token).toBeTruthy();
    expect(cart.total_product).toBe(3);
    expect(cart.subtotal).toBe(a.priceHt * 2 + b.priceHt);
    expect(cart.subtotal_ttc).toBe(a.priceTtc * 2 + b.priceTtc);
    expect(cart.total_ecotax_ttc).toBe(a.ecotaxTtc * 2 + b.ecotaxTtc);
    // HT total to the cent (Total HT + TVA = Total TTC as printed: issue 35).
    expect(cart.total).toBe(Math.round((cart.subtotal + cart.total_ecotax + cart.shipping) / 100) * 100);
    expect(cart.total_ttc).toBe(cart.subtotal_ttc + cart.total_ecotax_ttc + cart.shipping_ttc);
    expect(cart.tva).toBe(cart.total_ttc - cart.total);
    // VAT is 20 % of HT, give or take the rounding of each unit price.
    expect(Math.abs(cart.tva - Math.round(cart.total * 0.2))).toBeLessThanOrEqual(cart.list.length * 3);
    expect(cart.carriers.length).toBeGreaterThan(0);
    expect(cart.payments.map((p) => p.technical_name)).toEqual(['card', 'transfer', 'credit']);
    for (const v of Object.values(cart).filter((x): x is number => typeof x === 'number'))
      expect(Number.isInteger(v)).toBe(true);

    const more = cartOf(await update({ type: 'add', cart_token: token, elements: [element(a.id, 1)] }));
    expect(more.token).toBe(token);
    expect(more.cart.list.find((l) => l.element_id === a.id)?.quantity).toBe(3);
    const set = cartOf(
      await update({ type: 'set', cart_token: token, elements: [element(a.id, 1), element(b.id, 0)] }),
    );
    expect(set.cart.list.map((l) => [l.element_id, l.quantity])).toEqual([[a.id, 1]]);
  });

  test('list replaces the cart; remove deletes a line', async () => {
    const [a, b, c] = plenty as [(typeof plenty)[number], (typeof plenty)[number], (typeof plenty)[number]];
    const { token } = cartOf(await update({ elements: [element(a.id, 1), element(b.id, 1)] }));
    const listed = cartOf(await update({ type: 'list', cart_token: token, elements: [element(c.id, 4)] }));
    expect(listed.cart.list.map((l) => l.element_id)).toEqual([c.id]);
    const res = await app.inject({
      method: 'POST',
      url: `/v1/cart/remove?element_id=${c.id}&element_type=product_variant&cart_token=${token}`,
    });
    expect(res.statusCode).toBe(200);
    expect(cartOf(res.json()).cart.list).toEqual([]);
    const unknown = await app.inject({
      method: 'POST',
      url: `/v1/cart/remove?element_id=${c.id}&element_type=product_variant&cart_token=${'x'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CART_NOT_FOUND' });
  });

  test('stock is checked with a stable code', async () => {
    const over = await update({ elements: [element(scarce.id, scarce.stock + 1)] }, 400);
    expect(over).toMatchObject({
      code: 'CART_STOCK_INSUFFICIENT',
      data: { element_id: scarce.id, available: scarce.stock },
    });
    expect((await update({ elements: [element(soldOut.id, 1)] }, 400)).code).toBe('CART_STOCK_INSUFFICIENT');
    const ok = cartOf(await update({ elements: [element(scarce.id, scarce.stock)] }));
    expect((await update({ type: 'add', cart_token: ok.token, elements: [element(scarce.id, 1)] }, 400)).code).toBe(
      'CART_STOCK_INSUFFICIENT',
    );
  });

  test('bad input is a 400 naming the field, never a 500', async () => {
    expect(await update({ elements: '[{' }, 400)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'elements' });
    expect(await update({ elements: [] }, 400)).toMatchObject({ field: 'elements' });
    expect(await update({ elements: [element(1, -1)] }, 400)).toMatchObject({ field: 'elements.0.quantity' });
    expect(await update({ elements: JSON.stringify([{ element_id: 'x' }]) }, 400)).toMatchObject({
      field: 'elements.0.element_id',
    });
    expect(await update({ elements: [element(99999999, 1)] }, 400)).toMatchObject({
      code: 'CART_ELEMENT_NOT_FOUND',
      field: 'elements.0.element_id',
    });
    expect(await update({ type: 'explode', elements: [element(1, 1)] }, 400)).toMatchObject({ field: 'type' });
    expect(await update({ cart_token: "'; drop table carts; --", elements: [element(1, 1)] }, 400)).toMatchObject({
      field: 'cart_token',
    });
    const text = await app.inject({
      method: 'POST',
      url: '/v1/cart/update',
      payload: 'garbage',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('BAD_REQUEST');
    expect((await getJson(app, '/v1/cart?cart_token=short', 400)) as object).toMatchObject({ field: 'cart_token' });
    const noToken = await app.inject({
      method: 'POST',
      url: '/v1/cart/remove?element_id=1&element_type=product_variant',
    });
    expect(noToken.statusCode).toBe(400);
  });

  test('two concurrent updates of one cart lose no line', async () => {
    const { token } = cartOf(await getJson(app, '/v1/cart'));
    const ids = plenty.map((v) => v.id);
    await Promise.all([
      ...ids.map((id) => update({ type: 'add', cart_token: token, elements: [element(id, 1)] })),
      ...ids.map((id) => update({ type: 'add', cart_token: token, elements: [element(id, 1)] })),
    ]);
    const { cart } = cartOf(await getJson(app, `/v1/cart?cart_token=${token}`));
    expect(
      cart.list.map((l) => [l.element_id, l.quantity]).sort((x, y) => (x[0] as number) - (y[0] as number)),
    ).toEqual(ids.map((id) => [id, 2]));
  });
});
