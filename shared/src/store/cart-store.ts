import { useContext } from 'react';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { useQueryClient } from '@tanstack/react-query';
import { reportApiError, type ReportOptions } from '@arbora/shared/api';
import { isBrowser, readCartTokenCookie, writeCartTokenCookie } from '@arbora/shared/env';
import { cartApi } from './cart-api';
import { reported } from './reported';
import { browserOnlyWrites, RequestStoresContext } from './request-stores';
import { persistentStorage } from './storage';
import type { CartLike, CartResponse, OrderLike } from './types';

export interface CartState {
  token: string | null;
  cart: CartLike | null;
  /** Shopper choices that outlive a reload (carrier, relay point, options): SPEC 4. */
  selections: Record<string, string | number | boolean | null>;
  /** The order of the last validation or confirmation (SPEC 4). */
  order: OrderLike | null;
}

const initialCart: CartState = { token: null, cart: null, selections: {}, order: null };

export const cartStore = createStore<CartState>()(
  persist(() => initialCart, {
    name: 'arbora-cart',
    storage: persistentStorage,
    version: 1,
  }),
);
browserOnlyWrites(cartStore, 'cartStore');

export function cartItemCount(cart: CartLike | null): number {
  return (cart?.list ?? []).filter((line) => !line.is_recup_chute).reduce((sum, line) => sum + line.quantity, 0);
}

/*
 * The token is mirrored into the cart cookie, which the shell server reads to render the cart page
 * and to run its forms without JavaScript. A token the cookie holds and the store does not (a cart
 * made or changed by a form posted without JavaScript) is the newer one: the store adopts it.
 */
if (isBrowser) {
  const fromCookie = readCartTokenCookie();
  if (fromCookie && fromCookie !== cartStore.getState().token) cartStore.setState({ token: fromCookie, cart: null });
  else if (!fromCookie && cartStore.getState().token) writeCartTokenCookie(cartStore.getState().token);
  cartStore.subscribe((state, previous) => {
    if (state.token !== previous.token) writeCartTokenCookie(state.token);
  });
}

/** The visitor's cart as the server read it from the cart cookie: the cart page renders it on the server. */
export interface ServerCart {
  token: string | null;
  cart: CartLike | null;
}

/** Where a server render puts the visitor's cart for the page (and its hydration, through the dehydrated cache). */
export const SERVER_CART_KEY = ['arbora', 'visitor-cart'] as const;

/** The cart the server rendered this page with, or null when it rendered none (the browser's first render uses it). */
export function useServerCart(): ServerCart | null {
  return useQueryClient().getQueryData<ServerCart>(SERVER_CART_KEY) ?? null;
}

function applyResponse(response: CartResponse): void {
  cartStore.setState({ token: response.token, cart: response.cart });
}

/** Reloads the cart from the server, the truth; silent when the cart is not the caller's (SPEC 8). */
export async function refreshCart(): Promise<void> {
  const { token } = cartStore.getState();
  // Without a token the API would open a new empty cart: nothing to reload.
  if (!token) return;
  try {
    applyResponse(await cartApi.get(token));
  } catch (error) {
    reportApiError(error, { silentCodes: ['CART_NOT_AUTHORIZED'] });
    if ((error as { code?: unknown }).code === 'CART_NOT_AUTHORIZED') return;
    throw error;
  }
}

/**
 * The cart error policy, one for every remote: a refusal with one of these codes is about what the
 * shopper just did (a quantity, a code, a carrier), so the page shows it in place, next to the
 * control, and the cart commands keep their toast quiet; any other failure is told once by the
 * commands' toast and the page adds nothing. Test a caught error with `isInlineCartError`.
 * @public
 */
export const CART_INLINE_CODES: readonly string[] = [
  'CART_STOCK_INSUFFICIENT',
  'CART_RULE_INVALID_CODE',
  'CART_RULE_ALREADY_ANOTHER_CODE_IN_PROGRESS',
  'CART_RULE_INVALID_DATE',
  'CART_RULE_INVALID_CART',
  'CART_EMPTY',
  'CART_NOT_AUTHORIZED',
  'CART_NOT_FOUND',
  'CARRIER_NOT_AVAILABLE',
  'RELAY_POINT_REQUIRED',
  'VALIDATION_ERROR',
];

/** Whether the page shows this failure in place (the command told nothing): see CART_INLINE_CODES. */
export function isInlineCartError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CART_INLINE_CODES.includes(code);
}

/** A command's report options under the policy: the inline codes are always quiet. */
const inline = (options?: ReportOptions): ReportOptions => ({
  ...options,
  silentCodes: [...CART_INLINE_CODES, ...(options?.silentCodes ?? [])],
});

export function updateCartLine(
  variantId: number,
  quantity: number,
  type: 'add' | 'set' = 'add',
  options?: ReportOptions,
): Promise<void> {
  return reported(async () => {
    // On an empty cart the answer carries the new cart's token: applyResponse keeps it.
    applyResponse(await cartApi.update(cartStore.getState().token, [{ variantId, quantity }], type));
  }, inline(options));
}

/**
 * Adds several products in one request (a configurator's bill of materials): the lines are added to
 * what the cart holds, all or none.
 */
export function addLinesToCart(
  lines: readonly { variantId: number; quantity: number }[],
  options?: ReportOptions,
): Promise<void> {
  return reported(async () => {
    applyResponse(await cartApi.update(cartStore.getState().token, lines, 'add'));
  }, inline(options));
}

export const addToCart = (variantId: number, quantity = 1, options?: ReportOptions) =>
  updateCartLine(variantId, quantity, 'add', options);

/** Turns the off-cut recovery service (a professional option, its own cart line) on or off. */
export function setRecupChute(add: boolean): Promise<void> {
  return reported(async () => {
    applyResponse(await cartApi.recupChute(cartStore.getState().token, add));
  }, inline());
}

export function removeFromCart(variantId: number): Promise<void> {
  return reported(async () => {
    applyResponse(await cartApi.remove(cartStore.getState().token, variantId));
  }, inline());
}

/** Applies a promotion code; a refused code is told with its CART_RULE_* message (SPEC 8). */
export function applyPromotion(code: string, options?: ReportOptions): Promise<void> {
  return reported(async () => {
    applyResponse(await cartApi.addPromotion(cartStore.getState().token, code));
  }, inline(options));
}

export function removePromotion(): Promise<void> {
  return reported(async () => {
    applyResponse(await cartApi.removePromotion(cartStore.getState().token));
  }, inline());
}

/** Chooses the carrier (one of `cart.carriers`) and, for relay-farm delivery, the farm (POST /cart/livraison). */
export function chooseCarrier(carrier: string, relayPointId?: number, options?: ReportOptions): Promise<void> {
  return reported(async () => {
    applyResponse(await cartApi.chooseCarrier(cartStore.getState().token, carrier, relayPointId));
  }, inline(options));
}

/** Adopts the cart the server chose (login attaches the visitor's cart to the customer). */
export function setCartToken(token: string | null): void {
  if (token !== cartStore.getState().token) cartStore.setState({ token, cart: null });
}

export function setCartSelection(key: string, value: string | number | boolean | null): void {
  cartStore.setState((state) => ({ selections: { ...state.selections, [key]: value } }));
}

/** Forgets the cart, its selections and any order (logout, authentication failure). */
export function clearCart(): void {
  cartStore.setState(initialCart);
}

export function useCart<T>(selector: (state: CartState) => T): T {
  // A server render hands its own anonymous store down; the browser has no provider.
  return useStore(useContext(RequestStoresContext)?.cart ?? cartStore, selector);
}

export const useCartCount = () => useCart((state) => cartItemCount(state.cart));
export const useCartOrder = () => useCart((state) => state.order);
