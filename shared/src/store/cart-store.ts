import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { api } from '../api';
import { bus } from '../bus';
import { isHttpError } from '../errors';
import { persistentStorage } from './storage';
import type { CartUpdateBody } from '../schemas';
import type { CartLike, CartResponse } from './types';

export interface CartState {
  token: string | null;
  cart: CartLike | null;
  /** Shopper choices that outlive a reload (carrier, relay point, options): SPEC 4. */
  selections: Record<string, string | number | boolean | null>;
  order: unknown | null;
}

const initialCart: CartState = { token: null, cart: null, selections: {}, order: null };

export const cartStore = createStore<CartState>()(
  persist(() => initialCart, {
    name: 'arbora-cart',
    storage: persistentStorage,
    version: 1,
  }),
);

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
  if (!token) return;
  try {
    applyResponse(await api.get<CartResponse>('/cart', { query: { cart_token: token } }));
  } catch (error) {
    if (isHttpError(error) && error.code === 'CART_NOT_AUTHORIZED') return;
    throw error;
  }
}

export async function updateCartLine(variantId: number, quantity: number, type: 'add' | 'set' = 'add'): Promise<void> {
  const { token } = cartStore.getState();
  // Typed by the API's own body schema: no token means "create a cart", never `null`.
  const body: CartUpdateBody = {
    type,
    ...(token ? { cart_token: token } : {}),
    elements: [{ element_id: variantId, element_type: 'product_variant', type: 'product', quantity }],
  };
  applyResponse(await api.post<CartResponse>('/cart/update', { body }));
}

export const addToCart = (variantId: number, quantity = 1) => updateCartLine(variantId, quantity, 'add');

export async function removeFromCart(variantId: number): Promise<void> {
  const { token, cart } = cartStore.getState();
  let response = await api.post<CartResponse>('/cart/remove', {
    query: { cart_token: token, element_id: variantId, element_type: 'product_variant' },
  });
  // SPEC 4: when only the off-cut recovery line is left, recovery is turned off.
  const remaining = response.cart.list ?? [];
  if (remaining.length > 0 && remaining.every((line) => line.is_recup_chute) && cart) {
    response = await api.post<CartResponse>('/cart/recup-chute', { body: { cart_token: response.token, add: false } });
  }
  applyResponse(response);
}

export function setCartSelection(key: string, value: string | number | boolean | null): void {
  cartStore.setState((state) => ({ selections: { ...state.selections, [key]: value } }));
}

export function clearCart(): void {
  cartStore.setState({ token: null, cart: null });
}

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

export const useCartCount = () => useCart((state) => cartItemCount(state.cart));
