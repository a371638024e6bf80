import { ADDRESS } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { call, freshCustomer, PASSWORD, variants } from './checkout-helpers';

// The shopper's whole path of issue 6, through the site's same-origin /api/v1 proxy (the shell
// server), as the browser's API client calls it: signup → e-mailed activation → login with a
// guest cart → promotion → delivery → card payment on the sandbox's hosted page → order status
// → order history → logout. Signup, activation and calls go through the checkout specs' helpers.

interface CartAnswer {
  token: string;
  cart: { total_ttc: number; remise: unknown[]; carriers: { technical_name: string; selected: boolean }[] };
}

test('signup, activation, login, cart, promotion, delivery, card payment, status and history through /api/v1', async ({
  request,
  stack,
}) => {
  const email = await freshCustomer(request, stack.apiDataDir);

  // A guest fills a cart (about 1 200 €), then logs in: the cart follows the customer.
  const variant = (await variants(request)).find(
    (v) => v.stock >= 20 && v.prices.ttc >= 1_000_000 && v.prices.ttc <= 3_000_000,
  );
  expect(variant, 'a seeded variant between 100 € and 300 € with stock').toBeDefined();
  const quantity = Math.ceil(12_000_000 / variant!.prices.ttc);
  const guest = await call<CartAnswer>(request, 'POST', '/cart/update', {
    type: 'add',
    elements: [{ element_id: variant!.id, element_type: 'product_variant', type: 'product', quantity }],
  });
  const session = await call<{ token: string; cart_token: string; customer: { id: number } }>(
    request,
    'POST',
    '/user/login',
    { username: email, password: PASSWORD, cart_token: guest.token },
  );
  expect(session.cart_token).toBe(guest.token);

  const promo = await call<CartAnswer>(
    request,
    'POST',
    '/cart/promotion/add',
    { cart_token: guest.token, code: 'BIENVENUE10' },
    session.token,
  );
  expect(promo.cart.remise).toHaveLength(1);
  const delivery = await call<CartAnswer>(
    request,
    'POST',
    '/cart/livraison',
    { cart_token: guest.token, carrier_technical_name: 'retrait_magasin', saleplan_id: 1 },
    session.token,
  );
  expect(delivery.cart.carriers.find((c) => c.selected)?.technical_name).toBe('retrait_magasin');

  const order = await call<{ reference: string; total_ttc: number; payment: { redirect_url: string } }>(
    request,
    'POST',
    '/cart/validation',
    {
      cart_token: guest.token,
      saleplan_id: 1,
      payment_method: 'card',
      delivery_address: ADDRESS,
      accept_cgv: true,
    },
    session.token,
    201,
  );
  expect(order.total_ttc).toBe(promo.cart.total_ttc);
  const before = await call<{ paid: boolean }>(
    request,
    'GET',
    `/order/status?reference=${order.reference}`,
    undefined,
    session.token,
  );
  expect(before.paid).toBe(false);

  // The provider's hosted page (proxied like every API path), paid with the success test card.
  const hosted = new URL(order.payment.redirect_url).pathname;
  expect(hosted).toMatch(/^\/api\/v1\/payment\/sandbox\/checkout\//);
  expect(await (await request.get(hosted)).text()).toContain('Numéro de carte');
  const paid = await request.post(hosted, { form: { card_number: '4242 4242 4242 4242' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toBe(`${stack.baseURL}/commande/confirmation-cb?order=${order.reference}`);

  const status = await call<{ paid: boolean; outcome: string; confirmation_route: string }>(
    request,
    'GET',
    `/order/status?reference=${order.reference}`,
    undefined,
    session.token,
  );
  expect(status).toMatchObject({ paid: true, outcome: 'card', confirmation_route: '/commande/confirmation-cb' });
  const history = await call<{ items: { reference: string }[] }>(request, 'GET', '/order', undefined, session.token);
  expect(history.items.map((o) => o.reference)).toContain(order.reference);

  await call(request, 'GET', '/user/logout', undefined, session.token);
  const after = await request.get('/api/v1/me', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(((await after.json()) as { code: string }).code).toBe('blacklisted_token');
});
