import { api, apiConfig } from '@arbora/shared/api';
import type { CartUpdateBody } from '@arbora/shared/schemas';
import type { CartResponse } from './types';

/** One product line of a cart change. */
export interface CartLineChange {
  variantId: number;
  quantity: number;
}

/**
 * The cart's API calls, with the token given: the browser's store commands (cart-store.ts) and the
 * server's form actions (a cart page or a product page posted without JavaScript, which have no
 * store) make the same requests. Each answers the whole priced cart and its token (a new cart's
 * token when none was given).
 */
export const cartApi = {
  get: (token: string) => api.get<CartResponse>('/cart', { query: { cart_token: token } }),

  update(token: string | null, lines: readonly CartLineChange[], type: 'add' | 'set' = 'add') {
    // Typed by the API's own body schema: no token means "create a cart", never `null`.
    const body: CartUpdateBody = {
      type,
      ...(token ? { cart_token: token } : {}),
      elements: lines.map(({ variantId, quantity }) => ({
        element_id: variantId,
        element_type: 'product_variant' as const,
        type: 'product' as const,
        quantity,
      })),
    };
    return api.post<CartResponse>('/cart/update', { body });
  },

  /** Removes a line; recovery of off-cuts alone is not an order (SPEC 4): once it is all that is left, it goes too. */
  async remove(token: string | null, variantId: number) {
    const response = await api.post<CartResponse>('/cart/remove', {
      query: { cart_token: token, element_id: variantId, element_type: 'product_variant' },
    });
    const remaining = response.cart.list ?? [];
    if (remaining.length > 0 && remaining.every((line) => line.is_recup_chute)) {
      return cartApi.recupChute(response.token, false);
    }
    return response;
  },

  recupChute: (token: string | null, add: boolean) =>
    api.post<CartResponse>('/cart/recup-chute', { body: { cart_token: token, add } }),

  addPromotion: (token: string | null, code: string) =>
    api.post<CartResponse>('/cart/promotion/add', { body: { cart_token: token, code } }),

  removePromotion: (token: string | null) =>
    api.post<CartResponse>('/cart/promotion/remove', { body: { cart_token: token } }),

  chooseCarrier(token: string | null, carrier: string, relayPointId?: number) {
    const body = {
      cart_token: token,
      carrier_technical_name: carrier,
      saleplan_id: apiConfig().salesPlanId,
      ...(relayPointId === undefined ? {} : { relay_point_id: relayPointId }),
    };
    return api.post<CartResponse>('/cart/livraison', { body });
  },
};
