import { eq } from 'drizzle-orm';
import { envelope, orderSchema } from '@arbora/shared/schemas';
import type { Order } from '@arbora/shared/schemas';
import { productVariants } from '../../db/schema/index';
import { bearer, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { checkoutSuite, pickupCart, validatedOrder } from '../../../test/checkout';

// A deep-stock, cheap variant (test files share PostgreSQL: never a scarce one).
const suite = checkoutSuite({ above: 0, below: 1_000_000 }, 5);

const orderOf = (body: unknown): Order => envelope(orderSchema).parse(body).data;
const stockOf = async () =>
  (
    await suite.app.db
      .select({ s: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, suite.variant.id))
  )[0]!.s;

/** A validated card order of a fresh customer. */
async function cardOrder(me: Session): Promise<Order> {
  const { token } = await pickupCart(suite.app, me, suite.variant.id, 2);
  return validatedOrder(suite.app, me, token, { saleplan_id: 1 });
}

const hostedPath = (order: Order) => new URL(order.payment.redirect_url!).pathname.replace(/^\/api/, '');

describe('the sandbox card page', () => {
  test('takes the card number as JSON as well as a form post', async () => {
    const me = await newCustomer(suite.app);
    const order = await cardOrder(me);
    const pay = await suite.post(hostedPath(order), { card_number: '4242 4242 4242 4242' });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toContain(`/commande/confirmation-cb?order=${order.reference}`);
    const bad = await suite.post(hostedPath(order), '{not json', undefined, { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /v1/order/{reference}/payment: pay again after a declined card', () => {
  test('a declined order gets a new attempt on the same order, stock taken again, then can be paid', async () => {
    const me = await newCustomer(suite.app);
    const before = await stockOf();
    const order = await cardOrder(me);
    const declined = await suite.post(hostedPath(order), 'card_number=4000+0000+0000+0002', undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(declined.headers.location).toContain(`/commande/erreur-cb?order=${order.reference}`);
    expect(await stockOf()).toBe(before);

    const again = await suite.post(`/v1/order/${order.reference}/payment`, undefined, me);
    expect(again.statusCode).toBe(201);
    const retried = orderOf(again.json());
    expect(retried).toMatchObject({ reference: order.reference, status: 'pending_payment', outcome: 'pending' });
    expect(retried.payment.redirect_url).not.toBe(order.payment.redirect_url);
    expect(await stockOf()).toBe(before - 2);

    // A second click while that attempt is open is refused: one attempt at a time.
    expect((await suite.post(`/v1/order/${order.reference}/payment`, undefined, me)).statusCode).toBe(409);

    const paid = await suite.post(hostedPath(retried), { card_number: '4242424242424242' });
    expect(paid.headers.location).toContain(`/commande/confirmation-cb?order=${order.reference}`);
    const status = await suite.app.inject({
      method: 'GET',
      url: `/v1/order/status?reference=${order.reference}`,
      headers: bearer(me),
    });
    expect(status.json().data).toMatchObject({ paid: true, outcome: 'card', status: 'paid' });
    expect((await suite.post(`/v1/order/${order.reference}/payment`, undefined, me)).statusCode).toBe(409);
  });

  test('another customer’s order is a 404, and a visitor is refused', async () => {
    const owner = await newCustomer(suite.app);
    const other = await newCustomer(suite.app);
    const order = await cardOrder(owner);
    expect((await suite.post(`/v1/order/${order.reference}/payment`, undefined, other)).statusCode).toBe(404);
    expect((await suite.post(`/v1/order/${order.reference}/payment`, undefined)).statusCode).toBeGreaterThanOrEqual(
      401,
    );
  });
});
