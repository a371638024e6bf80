import { cartResponseSchema, envelope, orderSchema } from '@arbora/shared/schemas';
import type { Cart, Order } from '@arbora/shared/schemas';
import { bearer, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { checkoutSuite, pickupCart, testAddress } from '../../../test/checkout';

// A deep-stock variant between 10 € and 50 €: one of it is an order below the financing range.
const suite = checkoutSuite({ above: 100_000, below: 500_000 }, 3);

const orderOf = (body: unknown): Order => envelope(orderSchema).parse(body).data;

/** A cart of one cheap line, store pickup chosen: its token and the cart. */
async function smallCart(me: Session): Promise<{ token: string; cart: Cart }> {
  const { token, chosen } = await pickupCart(suite.app, me, suite.variant.id);
  return { token, cart: envelope(cartResponseSchema).parse(chosen.json()).data.cart };
}

const validate = (me: Session, token: string, method: string) =>
  suite.post(
    '/v1/cart/validation',
    { cart_token: token, payment_method: method, delivery_address: testAddress, accept_cgv: true },
    me,
  );

describe('payment methods offered by the cart', () => {
  test('below 150 € financing is listed but not available, with its reason in French; card and transfer are', async () => {
    const me = await newCustomer(suite.app);
    const { cart } = await smallCart(me);
    expect(cart.total_ttc).toBeLessThan(150 * 10000);
    const byName = Object.fromEntries(cart.payments.map((p) => [p.technical_name, p]));
    expect(byName.credit).toMatchObject({
      available: false,
      unavailable_reason: 'Le financement est proposé pour les commandes de 150 € à 6 000 €.',
    });
    expect(byName.card).toMatchObject({ available: true, unavailable_reason: null });
    expect(byName.transfer).toMatchObject({ available: true, unavailable_reason: null });
  });

  test('ordering with a method the total does not qualify for is refused before anything: the cart stays', async () => {
    const me = await newCustomer(suite.app);
    const { token } = await smallCart(me);
    const refused = await validate(me, token, 'credit');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE', field: 'payment_method' });
    const cart = await suite.app.inject({ method: 'GET', url: `/v1/cart?cart_token=${token}`, headers: bearer(me) });
    expect(cart.json().data.cart.list).toHaveLength(1);
    // The same cart is then ordered with a method it qualifies for.
    expect((await validate(me, token, 'transfer')).statusCode).toBe(201);
  });
});

describe('POST /v1/order/{reference}/payment with another method', () => {
  test('a declined card order is paid by transfer instead: same order, awaiting the transfer, bank details given', async () => {
    const me = await newCustomer(suite.app);
    const { token } = await smallCart(me);
    const order = orderOf((await validate(me, token, 'card')).json());
    const hosted = new URL(order.payment.redirect_url!).pathname.replace(/^\/api/, '');
    await suite.post(hosted, { card_number: '4000000000000002' });

    // Financing cannot pay 30 €: refused with the reason, the order stays as it was.
    const credit = await suite.post(`/v1/order/${order.reference}/payment`, { payment_method: 'credit' }, me);
    expect(credit.statusCode).toBe(400);
    expect(credit.json()).toMatchObject({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      data: { reason: 'Le financement est proposé pour les commandes de 150 € à 6 000 €.' },
    });

    const transfer = await suite.post(`/v1/order/${order.reference}/payment`, { payment_method: 'transfer' }, me);
    expect(transfer.statusCode).toBe(201);
    const retried = orderOf(transfer.json());
    expect(retried).toMatchObject({
      reference: order.reference,
      status: 'awaiting_transfer',
      payment_method: 'transfer',
      outcome: 'transfer',
      confirmation_route: '/commande/confirmation-virement',
    });
    expect(retried.payment.bank).toMatchObject({ reference: order.reference, amount: order.total_ttc });
    // Awaiting the transfer is not a refusal: no further attempt.
    expect((await suite.post(`/v1/order/${order.reference}/payment`, { payment_method: 'card' }, me)).statusCode).toBe(
      409,
    );
  });

  test('an unknown method is a 400 VALIDATION_ERROR', async () => {
    const me = await newCustomer(suite.app);
    const res = await suite.post('/v1/order/AR-2026-000001/payment', { payment_method: 'cheque' }, me);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
