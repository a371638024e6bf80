import { act, renderHook } from '@testing-library/react';
import { apiError, fakeFetch } from '../testing/fake-api';
import { bus, type ToastRequest } from '../bus';
import { messageKeyForCode } from '../api';
import { cartUpdateBodySchema } from '../schemas';
import {
  addLinesToCart,
  addToCart,
  applyPromotion,
  CART_INLINE_CODES,
  cartItemCount,
  cartStore,
  chooseCarrier,
  clearCart,
  isInlineCartError,
  refreshCart,
  removeFromCart,
  removePromotion,
  setCartSelection,
  updateCartLine,
  useCartCount,
} from './cart-store';

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

test('several lines are added in one request that keeps what the cart holds (type add, not list)', async () => {
  cartStore.setState({ token: 'tok-2', cart: { list: [] } });
  const calls = interceptCartUpdate('tok-2', 3);
  await addLinesToCart([
    { variantId: 7, quantity: 3 },
    { variantId: 9, quantity: 4 },
  ]);
  expect(calls).toHaveLength(1);
  expect(cartUpdateBodySchema.strict().parse(calls[0]!.body)).toEqual({
    type: 'add',
    cart_token: 'tok-2',
    elements: [
      { element_id: 7, element_type: 'product_variant', type: 'product', quantity: 3 },
      { element_id: 9, element_type: 'product_variant', type: 'product', quantity: 4 },
    ],
  });
});

test('a second add reuses the cart token and the store counts the new line', async () => {
  cartStore.setState({ token: 'tok-1', cart: { list: [] } });
  const calls = interceptCartUpdate('tok-1', 1);

  await addToCart(7);

  expect(cartUpdateBodySchema.parse(calls[0]!.body).cart_token).toBe('tok-1');
  expect(cartItemCount(cartStore.getState().cart)).toBe(1);
});

test('the cart token survives a reload (persisted locally)', async () => {
  interceptCartUpdate('tok-kept', 1);
  await addToCart(7);
  expect(JSON.parse(localStorage.getItem('arbora-cart') ?? '{}').state.token).toBe('tok-kept');
});

// ---- with the shared fake server (routes, call log, error answers) ----

type Line = { element_id: number; quantity: number; is_recup_chute?: boolean };
const cartAnswer = (token: string, list: Line[]) => ({
  body: {
    data: {
      token,
      cart: { list: list.map((l) => ({ element_type: 'product_variant', is_recup_chute: false, ...l })) },
    },
  },
});
const RECUP: Line = { element_id: 99, quantity: 1, is_recup_chute: true };

let server: ReturnType<typeof fakeFetch> | undefined;
let toasts: ToastRequest[] = [];
let offToasts = () => undefined as void;
beforeEach(() => {
  toasts = [];
  offToasts = bus.on('toast:show', (toast) => toasts.push(toast));
});
afterEach(() => {
  offToasts();
  server?.restore();
  server = undefined;
});

describe('removing a line (SPEC 4)', () => {
  it('when only the off-cut recovery line remains, turns recovery off', async () => {
    cartStore.setState({ token: 'tok', cart: { list: [{ element_id: 7, quantity: 1 }, RECUP] } });
    server = fakeFetch({
      'POST /api/v1/cart/remove': cartAnswer('tok-2', [RECUP]),
      'POST /api/v1/cart/recup-chute': cartAnswer('tok-2', []),
    });
    await removeFromCart(7);
    expect(server.calls.map((c) => c.path)).toEqual(['/api/v1/cart/remove', '/api/v1/cart/recup-chute']);
    expect(Object.fromEntries(server.calls[0]!.url.searchParams)).toMatchObject({
      cart_token: 'tok',
      element_id: '7',
      element_type: 'product_variant',
    });
    expect(server.calls[1]!.body).toEqual({ cart_token: 'tok-2', add: false });
    expect(cartStore.getState().cart?.list).toEqual([]);
  });

  it.each([
    ['another product line remains', [{ element_id: 8, quantity: 2 }, RECUP]],
    ['the cart is now empty', []],
  ])('leaves recovery alone when %s', async (_case, remaining) => {
    cartStore.setState({ token: 'tok', cart: { list: [{ element_id: 7, quantity: 1 }, ...remaining] } });
    server = fakeFetch({ 'POST /api/v1/cart/remove': cartAnswer('tok', remaining) });
    await removeFromCart(7);
    expect(server.calls).toHaveLength(1);
    expect(cartStore.getState().cart?.list).toHaveLength(remaining.length);
  });
});

describe('selections (SPEC 4: persisted locally)', () => {
  it('are written to localStorage and read back on a reload', async () => {
    setCartSelection('carrier', 'relais');
    setCartSelection('relay_point', 42);
    expect(JSON.parse(localStorage.getItem('arbora-cart')!).state.selections).toEqual({
      carrier: 'relais',
      relay_point: 42,
    });

    clearCart(); // what a fresh page starts with, before hydration
    localStorage.setItem(
      'arbora-cart',
      JSON.stringify({
        state: { token: 't', cart: null, selections: { carrier: 'domicile' }, order: null },
        version: 1,
      }),
    );
    await cartStore.persist.rehydrate();
    expect(cartStore.getState()).toMatchObject({ token: 't', selections: { carrier: 'domicile' } });
  });

  it('clearCart forgets token, lines, selections and order', () => {
    cartStore.setState({ token: 't', cart: { list: [] }, selections: { a: 1 }, order: { id: 1 } });
    clearCart();
    expect(cartStore.getState()).toEqual({ token: null, cart: null, selections: {}, order: null });
  });
});

describe('refreshCart', () => {
  it('stays silent when the cart is not the caller’s (CART_NOT_AUTHORIZED)', async () => {
    cartStore.setState({ token: 'someone-else' });
    server = fakeFetch({ 'GET /api/v1/cart': apiError(403, 'CART_NOT_AUTHORIZED') });
    await expect(refreshCart()).resolves.toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('tells and throws any other failure', async () => {
    cartStore.setState({ token: 'tok' });
    server = fakeFetch({ 'GET /api/v1/cart': apiError(500, 'INTERNAL_ERROR') });
    await expect(refreshCart()).rejects.toMatchObject({ status: 500 });
    expect(toasts).toEqual([expect.objectContaining({ message: 'default_form_error_message' })]);
  });

  it('asks nothing without a cart token (the API would open a new empty cart), else sends it', async () => {
    server = fakeFetch({ 'GET /api/v1/cart': cartAnswer('tok', [{ element_id: 3, quantity: 4 }]) });
    await refreshCart();
    expect(server.calls).toHaveLength(0);

    cartStore.setState({ token: 'tok' });
    await refreshCart();
    expect(server.calls[0]!.url.searchParams.get('cart_token')).toBe('tok');
    expect(cartStore.getState().cart?.list).toHaveLength(1);
  });
});

describe('promotions (SPEC 8 codes)', () => {
  it.each([
    ['CART_RULE_INVALID_CODE', 'cart_rule_invalid_code'],
    ['CART_RULE_ALREADY_ANOTHER_CODE_IN_PROGRESS', 'cart_rule_already_have_another_code'],
    ['CART_RULE_INVALID_DATE', 'cart_rule_invalid_date'],
    ['CART_RULE_INVALID_CART', 'cart_rule_invalid_cart'],
  ])(
    'a code refused with %s is thrown for the page to show in place (%s), no toast, the cart kept',
    async (code, key) => {
      const before = { token: 'tok', cart: { list: [{ element_id: 7, quantity: 1 }] } };
      cartStore.setState(before);
      server = fakeFetch({ 'POST /api/v1/cart/promotion/add': apiError(400, code) });
      const refusal = await applyPromotion('ETE2026').catch((error: unknown) => error);
      expect(refusal).toMatchObject({ code });
      expect(messageKeyForCode(code)).toBe(key);
      // The cart error policy: an inline code is the page's to tell, once (never inline and a toast).
      expect(isInlineCartError(refusal)).toBe(true);
      expect(server.calls[0]!.body).toEqual({ cart_token: 'tok', code: 'ETE2026' });
      expect(toasts).toEqual([]);
      expect(cartStore.getState()).toMatchObject(before);
    },
  );

  it('removing the promotion stores the new cart', async () => {
    cartStore.setState({ token: 'tok' });
    server = fakeFetch({ 'POST /api/v1/cart/promotion/remove': cartAnswer('tok', [{ element_id: 7, quantity: 1 }]) });
    await removePromotion();
    expect(server.calls[0]!.body).toEqual({ cart_token: 'tok' });
    expect(cartStore.getState().cart?.list).toHaveLength(1);
  });
});

describe('page-level reporting and delivery choice (checkout)', () => {
  it('a page that shows a refusal inline keeps the toast quiet (silentCodes) and still gets the error', async () => {
    cartStore.setState({ token: 'tok', cart: { list: [{ element_id: 7, quantity: 1 }] } });
    server = fakeFetch({
      'POST /api/v1/cart/update': apiError(400, 'CART_STOCK_INSUFFICIENT', { available: 2 }),
      'POST /api/v1/cart/promotion/add': apiError(400, 'CART_RULE_INVALID_DATE'),
    });
    await expect(updateCartLine(7, 5, 'set', { silentCodes: ['CART_STOCK_INSUFFICIENT'] })).rejects.toMatchObject({
      code: 'CART_STOCK_INSUFFICIENT',
    });
    await expect(applyPromotion('ETE2024', { silentCodes: ['CART_RULE_INVALID_DATE'] })).rejects.toMatchObject({
      code: 'CART_RULE_INVALID_DATE',
    });
    expect(toasts).toEqual([]);
    expect(cartStore.getState().cart?.list).toEqual([{ element_id: 7, quantity: 1 }]);
  });

  it('chooseCarrier posts the carrier, the sales plan and the relay farm, and stores the priced cart', async () => {
    cartStore.setState({ token: 'tok' });
    server = fakeFetch({ 'POST /api/v1/cart/livraison': cartAnswer('tok', [{ element_id: 7, quantity: 2 }]) });
    await chooseCarrier('relais_ferme', 12);
    expect(server.calls[0]!.body).toEqual({
      cart_token: 'tok',
      carrier_technical_name: 'relais_ferme',
      saleplan_id: 1,
      relay_point_id: 12,
    });
    expect(cartStore.getState().cart?.list).toHaveLength(1);
  });
});

describe('the cart error policy (CART_INLINE_CODES, one for every remote)', () => {
  it('a refused add with an inline code is not toasted; any other failure is toasted once and is not inline', async () => {
    cartStore.setState({ token: 'tok', cart: { list: [] } });
    server = fakeFetch({ 'POST /api/v1/cart/update': apiError(400, 'CART_STOCK_INSUFFICIENT', { available: 2 }) });
    const stock = await addToCart(7, 5).catch((error: unknown) => error);
    expect(isInlineCartError(stock)).toBe(true);
    expect(toasts).toEqual([]);

    server = fakeFetch({ 'POST /api/v1/cart/update': apiError(500, 'INTERNAL') });
    const outage = await addToCart(7, 1).catch((error: unknown) => error);
    expect(isInlineCartError(outage)).toBe(false);
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', message: 'default_form_error_message' })]);
  });

  it('covers the codes the checkout shows in place', () => {
    for (const code of ['CART_STOCK_INSUFFICIENT', 'CART_RULE_INVALID_CODE', 'CARRIER_NOT_AVAILABLE', 'CART_EMPTY'])
      expect(CART_INLINE_CODES).toContain(code);
  });
});

describe('selector hooks', () => {
  it('useCartCount follows the store and ignores the off-cut recovery line', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => cartStore.setState({ cart: { list: [{ element_id: 7, quantity: 3 }, RECUP] } }));
    expect(result.current).toBe(3);
  });
});
