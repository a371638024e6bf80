import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products, productVariants } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { newCustomer } from '../../../test/accounts';
import { pickupCart, postAs, validatedOrder } from '../../../test/checkout';

// Issue 35 point 2: a product made to measure is made for the order, it has no stock to run out
// of (repositories/stock.ts). Its variant is ordered whatever its `stock` column says, and an order
// neither takes nor gives back stock of it. Its own database: this file sets a variant's stock.

let t: TestApp;
let app: FastifyInstance;
let post: ReturnType<typeof postAs>;
let made: { id: number };

beforeAll(async () => {
  t = await buildTestApp({}, { privateDatabase: true });
  app = t.app;
  post = postAs(app);
  const [row] = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.madeToMeasure, true))
    // The cheapest: one of them stays below the first order's manual review (payments/risk.ts).
    .orderBy(asc(productVariants.priceTtc))
    .limit(1);
  if (!row) throw new Error('seed lacks a made-to-measure product');
  made = row;
  await app.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, made.id));
});
afterAll(async () => t?.close());

const stockOf = async (id: number) =>
  (await app.db.select({ s: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0]!.s;

const element = (id: number, quantity: number) => ({
  element_id: id,
  element_type: 'product_variant',
  type: 'product',
  quantity,
});

describe('a made-to-measure variant whose stock says 0', () => {
  test('is added to a cart in any quantity the cart allows', async () => {
    const res = await post('/v1/cart/update', { type: 'add', elements: [element(made.id, 3)] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cart.list).toMatchObject([{ element_id: made.id, quantity: 3 }]);
    const more = await post('/v1/cart/update', {
      type: 'add',
      cart_token: res.json().data.token,
      elements: [element(made.id, 2)],
    });
    expect(more.statusCode).toBe(200);
    expect(more.json().data.cart.list).toMatchObject([{ element_id: made.id, quantity: 5 }]);
  });

  test('its cart line says how many the line may hold, not the 0 of its stock column (the cart page bounds by it)', async () => {
    const res = await post('/v1/cart/update', { type: 'add', elements: [element(made.id, 1)] });
    expect(res.json().data.cart.list).toMatchObject([{ element_id: made.id, stock: 999 }]);
    const read = await app.inject({ method: 'GET', url: `/v1/cart?cart_token=${res.json().data.token}` });
    expect(read.json().data.cart.list).toMatchObject([{ element_id: made.id, stock: 999 }]);
  });

  test('is ordered, its stock neither taken nor given back when the card is declined', async () => {
    const me = await newCustomer(app);
    const { token } = await pickupCart(app, me, made.id, 1);
    const order = await validatedOrder(app, me, token, { saleplan_id: 1 });
    expect(order).toMatchObject({ status: 'pending_payment', cart: { list: [{ element_id: made.id, quantity: 1 }] } });
    expect(await stockOf(made.id)).toBe(0);
    const declined = await post(
      new URL(order.payment.redirect_url!).pathname.replace(/^\/api/, ''),
      'card_number=4000+0000+0000+0002',
      undefined,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(declined.headers.location).toContain(`/commande/erreur-cb?order=${order.reference}`);
    expect(await stockOf(made.id)).toBe(0);
    // Paid again on the same order: nothing to take, nothing refused.
    expect((await post(`/v1/order/${order.reference}/payment`, undefined, me)).statusCode).toBe(201);
    expect(await stockOf(made.id)).toBe(0);
  });
});
