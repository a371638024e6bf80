import { useContext } from 'react';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { api, connectSession, type ReportOptions } from '@arbora/shared/api';
import { bus, showToast, type SessionSnapshot } from '@arbora/shared/bus';
import { cartStore, clearCart, refreshCart, setCartToken } from './cart-store';
import { reported } from './reported';
import { browserOnlyWrites, createRequestStoresFrom, RequestStoresContext, type RequestStores } from './request-stores';
import { persistentStorage } from './storage';
import type { CustomerLike, LoginResponse } from './types';

/** SPEC 9: the cart is reloaded 300 ms after login. */
export const CART_RELOAD_DELAY_MS = 300;

export interface SessionState {
  token: string | null;
  customer: CustomerLike | null;
  isPro: boolean;
}

const loggedOut: SessionState = { token: null, customer: null, isPro: false };

/*
 * The token lives here, persisted to localStorage under `arbora-session`, and this module is one
 * federation singleton: the shell and every remote read the same instance, and a reload keeps the
 * customer logged in. See shared/README.md for why not an httpOnly cookie.
 */
export const sessionStore = createStore<SessionState>()(
  persist(() => loggedOut, { name: 'arbora-session', storage: persistentStorage, version: 1 }),
);
browserOnlyWrites(sessionStore, 'sessionStore');

/** Why the session is ending, while clearSession runs (published with the change). */
let ending: SessionSnapshot['endedBy'];

function publish(state: SessionState): void {
  const name = state.customer ? [state.customer.firstname, state.customer.lastname].filter(Boolean).join(' ') : null;
  bus.emit('session:changed', {
    loggedIn: Boolean(state.token),
    isPro: state.isPro,
    customerName: name || null,
    ...(ending && !state.token ? { endedBy: ending } : {}),
  });
}

function endSession(reason: NonNullable<SessionSnapshot['endedBy']>): void {
  ending = reason;
  try {
    clearSession();
  } finally {
    ending = undefined;
  }
}
sessionStore.subscribe(publish);
publish(sessionStore.getState());

/** Clears the customer, the pro flag, the token and the cart (logout or authentication failure). */
export function clearSession(): void {
  sessionStore.setState(loggedOut);
  clearCart();
}

// The API client ends the session through this port (SPEC 8: 401, token codes). A customer whose
// token was refused (revoked, expired past the refresh window) is told why they are logged out.
connectSession({
  token: () => sessionStore.getState().token,
  replaceToken: (token) => sessionStore.setState({ token }),
  clearSession: () => {
    const hadSession = Boolean(sessionStore.getState().token);
    endSession('refused');
    if (hadSession) showToast({ severity: 'warn', message: 'account_session_ended' });
  },
});

export function loadCustomer(): Promise<void> {
  return reported(async () => {
    const customer = await api.get<CustomerLike>('/me');
    sessionStore.setState({ customer, isPro: Boolean(customer?.isPro) });
  });
}

/**
 * Logs in (SPEC 4); a refused login is told as incorrect_credentials (SPEC 8) and thrown. A form
 * that shows a refusal inline passes `silentCodes` so assistive technologies hear it once.
 */
export async function login(
  username: string,
  password: string,
  options: Pick<ReportOptions, 'silentCodes'> = {},
): Promise<void> {
  const cartToken = cartStore.getState().token;
  const body = { username, password, ...(cartToken ? { cart_token: cartToken } : {}) };
  const response = await reported(() => api.post<LoginResponse>('/user/login', { body, auth: false }), options);
  sessionStore.setState({
    token: response.token,
    customer: response.customer,
    isPro: Boolean(response.customer?.isPro),
  });
  // The server attaches the visitor's cart to the customer and answers the customer's open cart.
  if (response.cart_token !== undefined) setCartToken(response.cart_token);
  await loadCustomer();
  setTimeout(() => void refreshCart().catch(() => undefined), CART_RELOAD_DELAY_MS);
  showToast({ severity: 'success', message: 'login_success' });
}

/** Logs out. The local session ends whatever the server says: the shopper asked to leave. */
export async function logout(): Promise<void> {
  try {
    await api.get('/user/logout');
  } catch {
    // An expired or refused token is already logged out server-side; nothing to tell the shopper.
  }
  endSession('logout');
  showToast({ severity: 'success', message: 'logout_success' });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  // A server render hands its own anonymous store down; the browser has no provider.
  return useStore(useContext(RequestStoresContext)?.session ?? sessionStore, selector);
}

/** Anonymous session and cart stores for one server render (see request-stores.ts). */
export function createRequestStores(): RequestStores {
  return createRequestStoresFrom({ session: sessionStore.getInitialState(), cart: cartStore.getInitialState() });
}

export const useIsLoggedIn = () => useSession((state) => Boolean(state.token));
export const useIsPro = () => useSession((state) => state.isPro);
