import { act, renderHook, waitFor } from '@testing-library/react';
import { api } from '../api';
import { apiError, fakeFetch } from '../testing/fake-api';
import { bus, type SessionSnapshot, type ToastRequest } from '../bus';
import { cartStore } from './cart-store';
import {
  adoptServerSession,
  CART_RELOAD_DELAY_MS,
  clearSession,
  login,
  logout,
  sessionStore,
  useIsLoggedIn,
  useRenderSession,
} from './session-store';

const CUSTOMER = { id: 5, firstname: 'Camille', lastname: 'Martin', isPro: true };
const LOGGED_IN = { loggedIn: true, customer: CUSTOMER, isPro: true };
const CART = {
  token: 'cart-tok',
  cart: { list: [{ element_id: 7, quantity: 1 }] },
  selections: { carrier: 'relais' },
  order: null,
};
const LOGGED_OUT = { loggedIn: false, customer: null, isPro: false };
const EMPTY_CART = { token: null, cart: null, selections: {}, order: null };

let server: ReturnType<typeof fakeFetch> | undefined;
let toasts: ToastRequest[];
let off: () => void;
beforeEach(() => {
  sessionStore.setState(LOGGED_OUT);
  cartStore.setState(EMPTY_CART);
  localStorage.clear();
  toasts = [];
  off = bus.on('toast:show', (toast) => toasts.push(toast));
});
afterEach(() => {
  off();
  server?.restore();
  server = undefined;
  jest.useRealTimers();
});

const loginRoutes = {
  'POST /api/v1/user/login': {
    body: { data: { token: 'jwt', user: { id: 1 }, customer: { id: 5, isPro: false }, cart_token: 'customer-cart' } },
  },
  'GET /api/v1/me': { body: { data: CUSTOMER } },
  'GET /api/v1/cart': { body: { data: { token: 'customer-cart', cart: { list: [{ element_id: 3, quantity: 2 }] } } } },
};

describe('login (SPEC 4)', () => {
  it('keeps no token (the proxy put it in the HttpOnly cookie), loads the customer, shows login_success, and fetches the cart 300 ms later', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    cartStore.setState({ token: 'visitor-cart' });
    server = fakeFetch(loginRoutes);
    await login('client@arbora.fr', 'abcdef1!');

    // The visitor's cart is handed to the server, which answers the customer's open cart.
    expect(server.calls[0]).toMatchObject({
      path: '/api/v1/user/login',
      body: { username: 'client@arbora.fr', password: 'abcdef1!', cart_token: 'visitor-cart' },
    });
    expect(server.calls[0]!.headers.Authorization).toBeUndefined();
    expect(server.calls[1]).toMatchObject({ path: '/api/v1/me' });
    expect(server.calls[1]!.headers.Authorization).toBeUndefined();
    expect(sessionStore.getState()).toEqual(LOGGED_IN); // isPro from /me, the loaded customer
    expect(toasts).toEqual([{ severity: 'success', message: 'login_success' }]);

    jest.advanceTimersByTime(CART_RELOAD_DELAY_MS - 1);
    expect(server.calls.map((c) => c.path)).not.toContain('/api/v1/cart');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(server.calls.at(-1)).toMatchObject({ path: '/api/v1/cart' });
    expect(server.calls.at(-1)!.url.searchParams.get('cart_token')).toBe('customer-cart');
    expect(cartStore.getState().cart?.list).toEqual([{ element_id: 3, quantity: 2 }]);
  });

  it('a refused login is told as incorrect_credentials, thrown, and keeps the visitor’s cart', async () => {
    cartStore.setState(CART);
    server = fakeFetch({ 'POST /api/v1/user/login': apiError(401, 'USER_NOT_AUTHORIZED') });
    await expect(login('client@arbora.fr', 'faux')).rejects.toMatchObject({ code: 'USER_NOT_AUTHORIZED' });
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', message: 'incorrect_credentials' })]);
    expect(sessionStore.getState()).toEqual(LOGGED_OUT);
    expect(cartStore.getState()).toEqual(CART);
  });

  it('a form that shows the refusal itself can keep the toast quiet (heard once), and still gets the error', async () => {
    server = fakeFetch({ 'POST /api/v1/user/login': apiError(401, 'USER_NOT_AUTHORIZED') });
    await expect(login('client@arbora.fr', 'faux', { silentCodes: ['USER_NOT_AUTHORIZED'] })).rejects.toMatchObject({
      code: 'USER_NOT_AUTHORIZED',
    });
    expect(toasts).toEqual([]);
  });
});

describe('logout and authentication failure (SPEC 4)', () => {
  it('logout clears the customer, the pro flag and the cart, and shows logout_success', async () => {
    sessionStore.setState(LOGGED_IN);
    cartStore.setState(CART);
    server = fakeFetch({ 'GET /api/v1/user/logout': { body: { data: null } } });
    await logout();
    expect(server.calls[0]!.path).toBe('/api/v1/user/logout');
    expect(sessionStore.getState()).toEqual(LOGGED_OUT);
    expect(cartStore.getState()).toEqual(EMPTY_CART);
    expect(toasts).toEqual([{ severity: 'success', message: 'logout_success' }]);
  });

  it('logout still ends the local session when the server call fails', async () => {
    sessionStore.setState(LOGGED_IN);
    server = fakeFetch({ 'GET /api/v1/user/logout': apiError(500, 'INTERNAL_ERROR') });
    await expect(logout()).resolves.toBeUndefined();
    expect(sessionStore.getState()).toEqual(LOGGED_OUT);
    expect(toasts).toEqual([{ severity: 'success', message: 'logout_success' }]);
  });

  it('a 401 on a token call ends the session through the client (customer, pro flag, token, cart)', async () => {
    sessionStore.setState(LOGGED_IN);
    cartStore.setState(CART);
    server = fakeFetch({ 'GET /api/v1/me': apiError(401, 'UNAUTHORIZED') });
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState()).toEqual(LOGGED_OUT);
    expect(cartStore.getState()).toEqual(EMPTY_CART);
    expect(JSON.parse(localStorage.getItem('arbora-session')!).state).toEqual(LOGGED_OUT);
  });

  it('a 401 the proxy refreshed (fresh token in the cookie) keeps the session', async () => {
    sessionStore.setState(LOGGED_IN);
    server = fakeFetch({
      'GET /api/v1/me': [apiError(401, 'expired_token', { session_refreshed: true }), { body: { data: CUSTOMER } }],
    });
    await expect(api.get('/me')).resolves.toEqual(CUSTOMER);
    expect(sessionStore.getState()).toEqual(LOGGED_IN);
  });
});

describe('persistence and events', () => {
  it('survives a page reload: persisted under arbora-session and read back', async () => {
    sessionStore.setState(LOGGED_IN);
    expect(JSON.parse(localStorage.getItem('arbora-session')!)).toEqual({ state: LOGGED_IN, version: 2 });

    sessionStore.setState(LOGGED_OUT); // a fresh page before hydration
    localStorage.setItem('arbora-session', JSON.stringify({ state: LOGGED_IN, version: 2 }));
    await sessionStore.persist.rehydrate();
    expect(sessionStore.getState()).toEqual(LOGGED_IN);
  });

  it('publishes session:changed, replayed to a subscriber that joins late', () => {
    sessionStore.setState(LOGGED_IN);
    const seen: SessionSnapshot[] = [];
    const unsubscribe = bus.on('session:changed', (snapshot) => seen.push(snapshot));
    unsubscribe();
    expect(seen).toEqual([{ loggedIn: true, isPro: true, customerName: 'Camille Martin' }]);
  });

  it('useIsLoggedIn follows the store', () => {
    const { result } = renderHook(() => useIsLoggedIn());
    expect(result.current).toBe(false);
    act(() => sessionStore.setState({ loggedIn: true }));
    expect(result.current).toBe(true);
  });
});

describe('the session cookie (issue 36)', () => {
  const OLD_PAGE = { state: { token: 'jwt-old-0123456789', customer: CUSTOMER, isPro: true }, version: 1 };
  afterEach(() => {
    document.cookie = 'arbora_signed_in=; Max-Age=0; Path=/';
  });

  it('trades a token an older page kept in localStorage for the cookie, once, and forgets it', async () => {
    server = fakeFetch({ 'POST /api/session/exchange': () => ({ status: 204, body: undefined }) });
    localStorage.setItem('arbora-session', JSON.stringify(OLD_PAGE));
    await sessionStore.persist.rehydrate();
    expect(localStorage.getItem('arbora-session')).not.toContain('jwt-old');
    expect(JSON.parse(localStorage.getItem('arbora-session')!)).toEqual({ state: LOGGED_IN, version: 2 });
    await waitFor(() => expect(server!.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({ path: '/api/session/exchange', method: 'POST' });
    expect(server.calls[0]!.headers.Authorization).toBe('Bearer jwt-old-0123456789');
    expect(sessionStore.getState()).toEqual(LOGGED_IN);
  });

  it('ends the session when the server refuses the old token', async () => {
    server = fakeFetch({ 'POST /api/session/exchange': apiError(401, 'SESSION_REFUSED') });
    localStorage.setItem('arbora-session', JSON.stringify(OLD_PAGE));
    await sessionStore.persist.rehydrate();
    await waitFor(() => expect(sessionStore.getState()).toEqual(LOGGED_OUT));
    expect(server.calls).toHaveLength(1);
  });

  it('follows the signed-in flag cookie: a login without JavaScript, a session the server ended', async () => {
    server = fakeFetch({ 'GET /api/v1/me': { body: { data: CUSTOMER } } });
    document.cookie = 'arbora_signed_in=1; Path=/';
    localStorage.setItem('arbora-session', JSON.stringify({ state: LOGGED_OUT, version: 2 }));
    await sessionStore.persist.rehydrate();
    await waitFor(() => expect(sessionStore.getState()).toEqual(LOGGED_IN));

    document.cookie = 'arbora_signed_in=; Max-Age=0; Path=/';
    await sessionStore.persist.rehydrate();
    await waitFor(() => expect(sessionStore.getState()).toEqual(LOGGED_OUT));
  });
});

describe('the session a page was rendered with (issue 36 point 2)', () => {
  it('is the one the browser adopted from the server’s HTML, none for an anonymous page or after the session ends', () => {
    sessionStore.setState(LOGGED_IN);
    // A session remembered by this browser is not the page's: its HTML was rendered anonymously.
    expect(renderHook(() => useRenderSession()).result.current).toBeNull();
    act(() => adoptServerSession({ customer: CUSTOMER, isPro: true }));
    expect(sessionStore.getState()).toEqual(LOGGED_IN);
    expect(renderHook(() => useRenderSession()).result.current).toEqual(LOGGED_IN);
    act(() => clearSession());
    expect(renderHook(() => useRenderSession()).result.current).toBeNull();
  });
});
