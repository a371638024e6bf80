import { useContext } from 'react';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { api, apiConfig, connectSession, type ReportOptions } from '@arbora/shared/api';
import { hasSignedInCookie, isBrowser } from '@arbora/shared/env';
import { bus, showToast, type SessionSnapshot } from '@arbora/shared/bus';
import { cartStore, clearCart, refreshCart, setCartToken } from './cart-store';
import { reported } from './reported';
import { browserOnlyWrites, createRequestStoresFrom, RequestStoresContext, type RequestStores } from './request-stores';
import { persistentStorage } from './storage';
import type { CustomerLike, LoginResponse } from './types';

/** SPEC 9: the cart is reloaded 300 ms after login. */
export const CART_RELOAD_DELAY_MS = 300;

export interface SessionState {
  /** A customer is logged in: the browser holds the HttpOnly session cookie (never the token). */
  loggedIn: boolean;
  customer: CustomerLike | null;
  isPro: boolean;
}

const loggedOut: SessionState = { loggedIn: false, customer: null, isPro: false };

/** What version 1 kept in localStorage: the token itself (before issue 36). */
interface PersistedV1 {
  token?: unknown;
  customer?: CustomerLike | null;
  isPro?: boolean;
}

/** In the browser, the session the server rendered this page with (adopted before hydrating). */
let adoptedServerSession: SessionState | null = null;

/** A token an older page left in localStorage (read by migrate), traded for the cookie after hydration. */
let legacyToken: string | null = null;

/*
 * The session's non-secret facts (logged in, the customer, the pro flag), persisted to localStorage
 * under `arbora-session` so a reload keeps the header and the account pages as they were. The token
 * lives in the HttpOnly `arbora_session` cookie that the shell server sets at login and the /api
 * proxy turns into the bearer token (shell/server/session-proxy.ts); see shared/README.md. One
 * federation singleton: the shell and every remote read the same instance.
 */
export const sessionStore = createStore<SessionState>()(
  persist(() => loggedOut, {
    name: 'arbora-session',
    storage: persistentStorage,
    version: 2,
    migrate: (persisted, version) => {
      const old = (persisted ?? {}) as PersistedV1 & Partial<SessionState>;
      if (version < 2) {
        legacyToken = typeof old.token === 'string' && old.token ? old.token : null;
        // Rewritten at once without the token (persist writes the migrated state back).
        return { loggedIn: Boolean(legacyToken), customer: old.customer ?? null, isPro: Boolean(old.isPro) };
      }
      return { ...loggedOut, ...old };
    },
    onRehydrateStorage: () => (state) => {
      const token = legacyToken;
      legacyToken = null;
      // After the module has loaded (the API's address is configured by then).
      setTimeout(() => void settleSession(state, token), 0);
    },
  }),
);
browserOnlyWrites(sessionStore, 'sessionStore');

/** The shell's endpoint that trades an old token for the cookie (shell/server/session-proxy.ts). */
const exchangeUrl = () => `${apiConfig().baseUrl.replace(/\/v\d+\/?$/, '')}/session/exchange`;

/**
 * Once the stored facts are read: an old page's token is exchanged for the cookie (and is already
 * gone from localStorage); otherwise the signed-in flag cookie the server keeps with the session
 * says whether a session exists (a login without JavaScript, a session the server ended).
 */
async function settleSession(hydrated: SessionState | undefined, token: string | null): Promise<void> {
  // A store changed since it was read (a login, a logout) knows better.
  if (!isBrowser || sessionStore.getState() !== hydrated) return;
  if (token) {
    const ok = await apiConfig()
      .fetch(exchangeUrl(), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        credentials: 'same-origin',
      })
      .then((response) => response.ok)
      .catch(() => false);
    if (!ok) sessionStore.setState(loggedOut);
    return;
  }
  const signedIn = hasSignedInCookie();
  if (signedIn === sessionStore.getState().loggedIn) return;
  if (!signedIn) {
    // The server ended it (logout elsewhere, the cookie's age): only the session, the cart stays.
    sessionStore.setState(loggedOut);
    return;
  }
  sessionStore.setState({ loggedIn: true });
  await loadCustomer().catch(() => undefined);
}

/** Why the session is ending, while clearSession runs (published with the change). */
let ending: SessionSnapshot['endedBy'];

function publish(state: SessionState): void {
  const name = state.customer ? [state.customer.firstname, state.customer.lastname].filter(Boolean).join(' ') : null;
  bus.emit('session:changed', {
    loggedIn: state.loggedIn,
    isPro: state.isPro,
    customerName: name || null,
    ...(ending && !state.loggedIn ? { endedBy: ending } : {}),
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

/**
 * Clears the customer, the pro flag and the cart (logout or authentication failure); the cookie is
 * the server's to clear (at logout, or with the answer that refused the session).
 */
export function clearSession(): void {
  sessionStore.setState(loggedOut);
  adoptedServerSession = null;
  clearCart();
}

// The API client ends the session through this port (SPEC 8: 401, token codes). A customer whose
// token was refused (revoked, expired past the refresh window) is told why they are logged out.
connectSession({
  loggedIn: () => sessionStore.getState().loggedIn,
  clearSession: () => {
    const hadSession = sessionStore.getState().loggedIn;
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
  // Through the /api proxy: the token goes into the HttpOnly cookie, the answer comes without it.
  const response = await reported(
    () => api.post<Omit<LoginResponse, 'token'>>('/user/login', { body, auth: false }),
    options,
  );
  sessionStore.setState({
    loggedIn: true,
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

/**
 * The session and cart stores of one server render (see request-stores.ts): anonymous, or, for a
 * customer's page rendered with the session cookie, this customer's session (no token: the render's
 * API calls carry it).
 */
export function createRequestStores(session?: Omit<SessionState, 'loggedIn'>): RequestStores {
  return createRequestStoresFrom({
    session: session ? { ...session, loggedIn: true } : sessionStore.getInitialState(),
    cart: cartStore.getInitialState(),
  });
}

/**
 * The browser's side of createRequestStores(session): the server rendered this customer's page
 * with the session cookie, so the first browser render takes the same session (called by the
 * shell's bootstrap before it hydrates).
 */
export function adoptServerSession(session: Omit<SessionState, 'loggedIn'>): void {
  adoptedServerSession = { ...session, loggedIn: true };
  sessionStore.setState(adoptedServerSession);
}

/**
 * The customer's session this render was made with, or null for a render made anonymously: on the
 * server, the session of createRequestStores(session); in the browser, the one adoptServerSession
 * took from the server's HTML. Server and first browser render agree on it, so a page rendered
 * with the session can show from its HTML on what otherwise waits for the hydration (useHydrated:
 * during the hydration, useSession reads the store's initial, anonymous state).
 */
export function useRenderSession(): SessionState | null {
  const stores = useContext(RequestStoresContext);
  // A server render's session store never changes: logged in only when created with the session.
  const session = stores ? stores.session.getState() : adoptedServerSession;
  return session?.loggedIn ? session : null;
}

export const useIsLoggedIn = () => useSession((state) => state.loggedIn);
export const useIsPro = () => useSession((state) => state.isPro);
