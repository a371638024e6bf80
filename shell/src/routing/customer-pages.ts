import { middlewareOf } from './middleware';
import type { RouteDef } from './route-table';

/**
 * Pages that depend on who the visitor is (a customer's account, the cart, the order pipeline):
 * the server, which renders the anonymous view, sends the shell and a skeleton, and the browser
 * renders them once hydrated, so the first browser render always matches the server's HTML.
 */
export function isCustomerPage(route: RouteDef): boolean {
  return middlewareOf(route).includes('auth') || route.layout === 'order' || route.id === 'account-home';
}

/**
 * Customer pages the server renders with the visitor's own data (issue 36): the cart, from the cart
 * cookie. Never cached nor shared; their forms post without JavaScript.
 */
export function rendersWithVisitorCart(route: RouteDef): boolean {
  return route.id === 'cart';
}
