import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { envelope, orderSchema } from '@arbora/shared/schemas';
import type { Order } from '@arbora/shared/schemas';
import { payments, productVariants } from '../src/db/schema/index';
import type { PaymentEvent } from '../src/payments/provider';
import { SIGNATURE_HEADER } from '../src/payments/sandbox';
import { bearer } from './accounts';
import { buildTestApp, type TestApp } from './helper';
import type { Session } from './accounts';
import testAddress from './test-address.json';

/** What the checkout tests share: a variant to buy, a delivery address, a cart, an order. */

/** The delivery address the tests (and the replica drill, tooling/drill/checks.mjs) order to. */
export { testAddress };

export type TestVariant = typeof productVariants.$inferSelect;

/**
 * A variant with a deep stock priced strictly between `above` and `below` (TTC, in ten-thousandths
 * of a euro). Test files share PostgreSQL: never a scarce variant, and each file takes its own
 * (`offset`) so that one file's orders do not move another's stock.
 */
export async function deepStockVariant(
  app: FastifyInstance,
  price: { above: number; below: number },
  offset = 0,
): Promise<TestVariant> {
  const [variant] = await app.db
    .select()
    .from(productVariants)
    .where(
      and(
        gt(productVariants.stock, 100),
        gt(productVariants.priceTtc, price.above),
        lt(productVariants.priceTtc, price.below),
      ),
    )
    .orderBy(desc(productVariants.id))
    .offset(offset)
    .limit(1);
  if (!variant) throw new Error('seed lacks variants');
  return variant;
}

/** POST as `session` (anonymous without it), with more headers if any. */
export const postAs =
  (app: FastifyInstance) =>
  (url: string, payload: object | string | undefined, session?: Session, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { ...(session ? bearer(session) : {}), ...headers } });

/** A new cart of `quantity` of one variant, store pickup chosen: its token and the carrier's answer. */
export async function pickupCart(app: FastifyInstance, me: Session, variantId: number, quantity = 1) {
  const post = postAs(app);
  const elements = [{ element_id: variantId, element_type: 'product_variant', type: 'product', quantity }];
  const token = (await post('/v1/cart/update', { type: 'add', elements }, me)).json().data.token as string;
  const chosen = await post('/v1/cart/livraison', { cart_token: token, carrier_technical_name: 'retrait_magasin' }, me);
  return { token, chosen };
}

/** Orders the cart to the test address by card (unless `fields` say otherwise); expects 201. */
export async function validatedOrder(
  app: FastifyInstance,
  me: Session,
  token: string,
  fields: object = {},
): Promise<Order> {
  const validation = await postAs(app)(
    '/v1/cart/validation',
    { cart_token: token, payment_method: 'card', delivery_address: testAddress, accept_cgv: true, ...fields },
    me,
  );
  if (validation.statusCode !== 201) throw new Error(`validation: ${validation.statusCode} ${validation.body}`);
  return envelope(orderSchema).parse(validation.json()).data;
}

/**
 * A test file's checkout suite: the app (opened before its tests, closed after), a deep-stock
 * variant (deepStockVariant's `price` and `offset`) and `post`. Read them inside the tests.
 */
export function checkoutSuite(price: { above: number; below: number }, offset = 0) {
  let opened: TestApp | undefined;
  const suite = {} as { app: FastifyInstance; variant: TestVariant; post: ReturnType<typeof postAs> };
  beforeAll(async () => {
    opened = await buildTestApp();
    suite.app = opened.app;
    suite.post = postAs(opened.app);
    suite.variant = await deepStockVariant(opened.app, price, offset);
  });
  afterAll(async () => opened?.close());
  return suite;
}

/**
 * Two cheap variants (0 < TTC < 50 €) of two different products, with a deep stock; each test file
 * takes its own `offset` so that one file's orders do not move another's stock.
 */
export async function twoCheapVariants(
  app: FastifyInstance,
  offset: number,
): Promise<{ id: number; productId: number }[]> {
  const rows = await app.db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(gt(productVariants.stock, 100), lt(productVariants.priceTtc, 500_000), gt(productVariants.priceTtc, 0)))
    .orderBy(desc(productVariants.id))
    .offset(offset)
    .limit(40);
  const variants = rows.filter((r, i) => rows.findIndex((o) => o.productId === r.productId) === i).slice(0, 2);
  if (variants.length < 2) throw new Error('seed lacks variants');
  return variants;
}

/** The payment row of an order (its provider reference and the amount it asks for). */
export async function paymentOf(app: FastifyInstance, orderId: number) {
  const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) throw new Error(`no payment for order ${orderId}`);
  return payment;
}

/** What the bank, the card provider or the financing partner sends: a signed notification, posted. */
export function notifyPayment(app: FastifyInstance, type: PaymentEvent['type'], providerRef: string, amount: number) {
  const note = app.commerce.provider.notification(type, providerRef, amount);
  return app.inject({
    method: 'POST',
    url: '/v1/payment/notify',
    payload: note.body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: note.signature },
  });
}
