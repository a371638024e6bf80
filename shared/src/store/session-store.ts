import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { api, connectSession } from '../api';
import { bus, showToast } from '../bus';
import { clearCart, refreshCart } from './cart-store';
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

export const sessionStore = createStore<SessionState>()(
  persist(() => loggedOut, { name: 'arbora-session', storage: persistentStorage, version: 1 }),
);

function publish(state: SessionState): void {
  const name = state.customer ? [state.customer.firstname, state.customer.lastname].filter(Boolean).join(' ') : null;
  bus.emit('session:changed', { loggedIn: Boolean(state.token), isPro: state.isPro, customerName: name || null });
}
sessionStore.subscribe(publish);
publish(sessionStore.getState());

/** Clears the customer, the pro flag, the token and the cart (logout or authentication failure). */
export function clearSession(): void {
  sessionStore.setState(loggedOut);
  clearCart();
}

connectSession({
  token: () => sessionStore.getState().token,
  replaceToken: (token) => sessionStore.setState({ token }),
  clearSession,
});

export async function loadCustomer(): Promise<void> {
  const customer = await api.get<CustomerLike>('/me');
  sessionStore.setState({ customer, isPro: Boolean(customer?.isPro) });
}

export async function login(username: string, password: string): Promise<void> {
  const response = await api.post<LoginResponse>('/user/login', { body: { username, password }, auth: false });
  sessionStore.setState({ token: response.token, customer: response.customer, isPro: Boolean(response.customer?.isPro) });
  await loadCustomer();
  setTimeout(() => void refreshCart().catch(() => undefined), CART_RELOAD_DELAY_MS);
  showToast({ severity: 'success', message: 'login_success' });
}

export async function logout(): Promise<void> {
  try {
    await api.get('/user/logout');
  } finally {
    clearSession();
    showToast({ severity: 'success', message: 'logout_success' });
  }
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const useIsLoggedIn = () => useSession((state) => Boolean(state.token));
