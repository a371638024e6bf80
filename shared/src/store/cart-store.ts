import { useContext } from 'react';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { api, apiConfig, reportApiError, type ReportOptions } from '@arbora/shared/api';
import { bus } from '@arbora/shared/bus';
import { reported } from './reported';
import { browserOnlyWrites, RequestStoresContext } from './request-stores';
import { persistentStorage } from './storage';
import type { CartUpdateBody } from '@arbora/shared/schemas';
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

function publish(state: CartState): void {
  bus.emit('cart:changed', { token: state.token, itemCount: cartItemCount(state.cart) });
}
cartStore.subscribe(publish);
publish(cartStore.getState());

function applyResponse(response: CartResponse): void {
  cartStore.setState({ token: response.token, cart: response.cart });
}

/** Reloads the cart from the server, the truth; silent when the cart is not the caller's (SPEC 8). */
export async function refreshCart(): Promise<void> {
  const { token } = cartStore.getState();
  // Without a token the API would open a new empty cart: nothing to reload.
  if (!token) return;
  try {
    applyResponse(await api.get<CartResponse>('/cart', { query: { cart_token: token } }));
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
    const { token } = cartStore.getState();
    // Typed by the API's own body schema: no token means "create a cart", never `null`.
    const body: CartUpdateBody = {
      type,
      ...(token ? { cart_token: token } : {}),
      elements: [{ element_id: variantId, element_type: 'product_variant', type: 'product', quantity }],
    };
    // On an empty cart the answer carries the new cart's token: applyResponse keeps it.
    applyResponse(await api.post<CartResponse>('/cart/update', { body }));
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
    const { token } = cartStore.getState();
    const body: CartUpdateBody = {
      type: 'add',
      ...(token ? { cart_token: token } : {}),
      elements: lines.map(({ variantId, quantity }) => ({
        element_id: variantId,
        element_type: 'product_variant' as const,
        type: 'product' as const,
        quantity,
      })),
    };
    applyResponse(await api.post<CartResponse>('/cart/update', { body }));
  }, inline(options));
}

export const addToCart = (variantId: number, quantity = 1, options?: ReportOptions) =>
  updateCartLine(variantId, quantity, 'add', options);

/** Turns the off-cut recovery service (a professional option, its own cart line) on or off. */
export function setRecupChute(add: boolean): Promise<void> {
  return reported(async () => {
    const { token } = cartStore.getState();
    applyResponse(await api.post<CartResponse>('/cart/recup-chute', { body: { cart_token: token, add } }));
  }, inline());
}

export function removeFromCart(variantId: number): Promise<void> {
  return reported(async () => {
    const { token } = cartStore.getState();
    let response = await api.post<CartResponse>('/cart/remove', {
      query: { cart_token: token, element_id: variantId, element_type: 'product_variant' },
    });
    // SPEC 4: recovery of off-cuts alone is not an order; once it is all that is left, turn it off.
    const remaining = response.cart.list ?? [];
    if (remaining.length > 0 && remaining.every((line) => line.is_recup_chute)) {
      response = await api.post<CartResponse>('/cart/recup-chute', {
        body: { cart_token: response.token, add: false },
      });
    }
    applyResponse(response);
  }, inline());
}

/** Applies a promotion code; a refused code is told with its CART_RULE_* message (SPEC 8). */
export function applyPromotion(code: string, options?: ReportOptions): Promise<void> {
  return reported(async () => {
    const { token } = cartStore.getState();
    applyResponse(await api.post<CartResponse>('/cart/promotion/add', { body: { cart_token: token, code } }));
  }, inline(options));
}

export function removePromotion(): Promise<void> {
  return reported(async () => {
    const { token } = cartStore.getState();
    applyResponse(await api.post<CartResponse>('/cart/promotion/remove', { body: { cart_token: token } }));
  }, inline());
}

/** Chooses the carrier (one of `cart.carriers`) and, for relay-farm delivery, the farm (POST /cart/livraison). */
export function chooseCarrier(carrier: string, relayPointId?: number, options?: ReportOptions): Promise<void> {
  return reported(async () => {
    const { token } = cartStore.getState();
    const body = {
      cart_token: token,
      carrier_technical_name: carrier,
      saleplan_id: apiConfig().salesPlanId,
      ...(relayPointId === undefined ? {} : { relay_point_id: relayPointId }),
    };
    applyResponse(await api.post<CartResponse>('/cart/livraison', { body }));
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
