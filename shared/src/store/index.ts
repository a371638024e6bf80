export {
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
  SERVER_CART_KEY,
  removePromotion,
  setCartSelection,
  setRecupChute,
  updateCartLine,
  useCart,
  useCartCount,
  useCartOrder,
  useServerCart,
} from './cart-store';
export type { CartState, ServerCart } from './cart-store';
export { cartApi } from './cart-api';
export type { CartLineChange } from './cart-api';
export {
  adoptServerSession,
  CART_RELOAD_DELAY_MS,
  clearSession,
  createRequestStores,
  loadCustomer,
  login,
  logout,
  sessionStore,
  useIsLoggedIn,
  useIsPro,
  useRenderSession,
  useSession,
} from './session-store';
export type { SessionState } from './session-store';
export { useProPrices } from './use-pro-prices';
export type { CartLike, CartLineLike, CartResponse, CustomerLike, LoginResponse, OrderLike } from './types';
export { RequestStoresContext } from './request-stores';
export type { RequestStores } from './request-stores';
