import { createContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { refuseOnServer } from '@arbora/shared/bus';
import type { CartState } from './cart-store';
import type { SessionState } from './session-store';

/** The session and cart stores of one server render. */
export interface RequestStores {
  session: StoreApi<SessionState>;
  cart: StoreApi<CartState>;
}

/**
 * The stores of one server render, handed down by the renderer; absent in the browser, where the
 * hooks read the module's stores (federation singletons) exactly as before.
 */
export const RequestStoresContext = createContext<RequestStores | null>(null);

let singletonsRefused = false;

/**
 * Makes a module store refuse writes once this process renders on a server: its state would be
 * every visitor's. Reads keep working (the anonymous view it was created with).
 */
export function browserOnlyWrites<S>(store: StoreApi<S>, name: string): void {
  const setState = store.setState;
  store.setState = ((...args: Parameters<typeof setState>) => {
    if (singletonsRefused) return refuseOnServer(`${name}.setState`);
    return setState(...args);
  }) as typeof setState;
}

function anonymousStore<S>(initial: S, name: string): StoreApi<S> {
  const store = createStore<S>()(() => initial);
  // The server renders the anonymous view: a write while rendering is a page bug, told loudly.
  store.setState = () => refuseOnServer(`${name}.setState`);
  return store;
}

/**
 * Fresh anonymous stores (logged out, empty cart) for one server render. Creating them marks the
 * process as a server: from then on the module's stores refuse writes.
 */
export function createRequestStoresFrom(initial: { session: SessionState; cart: CartState }): RequestStores {
  singletonsRefused = true;
  return {
    session: anonymousStore(initial.session, 'session store'),
    cart: anonymousStore(initial.cart, 'cart store'),
  };
}
