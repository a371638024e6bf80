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

/**
 * Customer pages whose anonymous view the server renders for a visitor without a session: the
 * account's home (`/mon-compte`, open to visitors, SPEC 2.2), whose login and signup panels then
 * work before JavaScript instead of a skeleton. Rendered without the page's data (the customer's
 * own), never cached nor shared like every customer page.
 */
export function rendersAnonymousView(route: RouteDef): boolean {
  return route.id === 'account-home';
}

/** A route that needs login (SPEC 2.2, 2.6): its `auth` middleware. */
export const isGuarded = (route: RouteDef): boolean => middlewareOf(route).includes('auth');

/**
 * Customer pages the server renders with the customer's own data when the request carries the
 * session cookie (issue 36 point 2): every guarded page, the account's (orders, construction sites,
 * personal information) and the checkout's (delivery step, order confirmations), and the account's
 * home (`/mon-compte`, open to a visitor without a session). Never cached nor shared (private,
 * no-store).
 */
export function rendersWithSession(route: RouteDef): boolean {
  return (
    (route.remote === 'account' || route.remote === 'checkout') && (isGuarded(route) || route.id === 'account-home')
  );
}

/**
 * Pages whose server render reads the session's customer (GET /me) when the request carries the
 * session cookie: those rendered with the customer's data, and the cart, which a professional reads
 * HT first like the rest of their pages (useProPrices). The browser adopts that customer before it
 * hydrates (SsrState's `session`), so its first render is the server's.
 */
export function rendersWithSessionCustomer(route: RouteDef): boolean {
  return rendersWithSession(route) || rendersWithVisitorCart(route);
}

/** The delivery step shows the customer's cart beside its form: the server reads the cart cookie's cart too. */
export function rendersWithSessionCart(route: RouteDef): boolean {
  return route.id === 'delivery';
}
