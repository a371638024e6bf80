import { SIGNATURE_HEADER } from '../../payments/sandbox';
import { PASSWORD, fromNewIp, tokenFromOutbox, uniqueEmail } from '../../../test/accounts';
import { checkoutSuite, testAddress } from '../../../test/checkout';

// Prices apart from orders.test's variants, and an offset of its own (test files share PostgreSQL).
const suite = checkoutSuite({ above: 1_000_000, below: 3_000_000 }, 11);

/** What the site's API client does: JSON in, `data` out, the bearer token when logged in. */
async function call(method: 'GET' | 'POST', url: string, body?: object, token?: string, status = 200) {
  const res = await suite.app.inject({
    method,
    url,
    ...(body ? { payload: body } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...fromNewIp(),
  });
  if (res.statusCode !== status)
    throw new Error(`${method} ${url}: expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json().data;
}

describe('a shopper’s whole path', () => {
  test('signup → activation → login → cart → promotion → delivery → each payment method → status → history', async () => {
    const { app, variant } = suite;
    const email = uniqueEmail('parcours');
    await call(
      'POST',
      '/v1/customer',
      {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        firstname: 'Jean',
        lastname: 'Parcours',
        terms: true,
      },
      undefined,
      201,
    );
    await call('POST', '/v1/customer/activate', { token: await tokenFromOutbox(app, email, '/account/activate') });

    // A guest fills a cart (about 1 200 €) before logging in; login attaches it.
    const quantity = Math.ceil(12_000_000 / variant.priceTtc);
    const guest = await call('POST', '/v1/cart/update', {
      type: 'add',
      elements: JSON.stringify([
        { element_id: variant.id, element_type: 'product_variant', type: 'product', quantity },
      ]),
    });
    const session = await call('POST', '/v1/user/login', {
      username: email,
      password: PASSWORD,
      cart_token: guest.token,
    });
    expect(session.cart_token).toBe(guest.token);
    const me = await call('GET', '/v1/me', undefined, session.token);
    expect(me.email).toBe(email);

    const outcomes: Record<string, string> = {};
    for (const method of ['card', 'transfer', 'credit'] as const) {
      const cartToken =
        method === 'card'
          ? guest.token
          : (
              await call(
                'POST',
                '/v1/cart/update',
                {
                  type: 'add',
                  elements: [{ element_id: variant.id, element_type: 'product_variant', type: 'product', quantity }],
                },
                session.token,
              )
            ).token;
      const promo = await call(
        'POST',
        '/v1/cart/promotion/add',
        // The welcome code is for a first order only: the next ones take another code.
        { cart_token: cartToken, code: method === 'card' ? 'BIENVENUE10' : 'REMISE50' },
        session.token,
      );
      expect(promo.cart.remise).toHaveLength(1);
      const delivery = await call(
        'POST',
        '/v1/cart/livraison',
        { cart_token: cartToken, carrier_technical_name: 'retrait_magasin', saleplan_id: 1 },
        session.token,
      );
      expect(delivery.cart.carriers.find((c: { selected: boolean }) => c.selected).technical_name).toBe(
        'retrait_magasin',
      );
      const order = await call(
        'POST',
        '/v1/cart/validation',
        {
          cart_token: cartToken,
          saleplan_id: 1,
          payment_method: method,
          delivery_address: testAddress,
          accept_cgv: true,
        },
        session.token,
        201,
      );
      expect(order.total_ttc).toBe(promo.cart.total_ttc);
      const [payment] = await app.db.query.payments.findMany({ where: (p, { eq }) => eq(p.orderId, order.id) });
      if (method === 'card') {
        const pay = await app.inject({
          method: 'POST',
          url: new URL(order.payment.redirect_url).pathname.replace(/^\/api/, ''),
          payload: 'card_number=4242424242424242',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(pay.headers.location).toContain('/commande/confirmation-cb');
      } else {
        const note = app.commerce.provider.notification(
          method === 'transfer' ? 'transfer.received' : 'credit.funded',
          payment!.providerRef,
          payment!.amount,
        );
        const notified = await app.inject({
          method: 'POST',
          url: '/v1/payment/notify',
          payload: note.body,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: note.signature },
        });
        expect([method, notified.body]).toEqual([method, JSON.stringify({ data: { applied: true } })]);
      }
      const status = await call('GET', `/v1/order/status?reference=${order.reference}`, undefined, session.token);
      expect(status).toMatchObject({ paid: true, outcome: method });
      outcomes[method] = status.confirmation_route;
    }
    expect(outcomes).toEqual({
      card: '/commande/confirmation-cb',
      transfer: '/commande/confirmation-virement',
      credit: '/commande/confirmation-credit',
    });
    const history = await call('GET', '/v1/order', undefined, session.token);
    expect(history.items.map((o: { payment_method: string }) => o.payment_method).sort()).toEqual([
      'card',
      'credit',
      'transfer',
    ]);
    await call('GET', '/v1/user/logout', undefined, session.token);
    const after = await app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(after.json().code).toBe('blacklisted_token');
  });
});
