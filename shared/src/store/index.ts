export {
  addToCart,
  cartItemCount,
  cartStore,
  clearCart,
  refreshCart,
  removeFromCart,
  setCartSelection,
  updateCartLine,
  useCart,
  useCartCount,
} from './cart-store';
export type { CartState } from './cart-store';
export {
  CART_RELOAD_DELAY_MS,
  clearSession,
  loadCustomer,
  login,
  logout,
  sessionStore,
  useIsLoggedIn,
  useSession,
} from './session-store';
export type { SessionState } from './session-store';
export type { CartLike, CartLineLike, CartResponse, CustomerLike, LoginResponse } from './types';
