import { bus } from '../bus';
import { cartUpdateBodySchema } from '../schemas';
import { addToCart, cartStore, clearCart } from './cart-store';

interface Call {
  url: string;
  body: unknown;
}

/** Intercepts fetch: records what the store sends and answers like POST /v1/cart/update. */
function interceptCartUpdate(token: string, quantity: number): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const cart = { list: [{ element_id: 7, element_type: 'product_variant', type: 'product', quantity }] };
    // jsdom has no Response: the client reads only these members.
    const text = JSON.stringify({ data: { token, cart } });
    return { ok: true, status: 200, statusText: 'OK', text: async () => text } as Response;
  }) as typeof fetch;
  return calls;
}

beforeEach(() => {
  clearCart();
  localStorage.clear();
});

test('adding to an empty cart sends a body the API accepts and keeps the returned token', async () => {
  const calls = interceptCartUpdate('tok-new', 2);
  await addToCart(7, 2);

  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toMatch(/\/api\/v1\/cart\/update\?/);
  // The API validates with this very schema: a null token or an unknown line type is a 400 there.
  const body = cartUpdateBodySchema.strict().parse(calls[0]!.body);
  expect(body).toEqual({
    type: 'add',
    elements: [{ element_id: 7, element_type: 'product_variant', type: 'product', quantity: 2 }],
  });
  expect(cartStore.getState().token).toBe('tok-new');
});

test('a second add reuses the cart token and publishes the new count on the bus', async () => {
  cartStore.setState({ token: 'tok-1', cart: { list: [] } });
  const calls = interceptCartUpdate('tok-1', 1);
  const counts: number[] = [];
  const off = bus.on('cart:changed', ({ itemCount }) => counts.push(itemCount));

  await addToCart(7);
  off();

  expect(cartUpdateBodySchema.parse(calls[0]!.body).cart_token).toBe('tok-1');
  expect(counts.at(-1)).toBe(1);
});

test('the cart token survives a reload (persisted locally)', async () => {
  interceptCartUpdate('tok-kept', 1);
  await addToCart(7);
  expect(JSON.parse(localStorage.getItem('arbora-cart') ?? '{}').state.token).toBe('tok-kept');
});
