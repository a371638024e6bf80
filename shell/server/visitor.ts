import { CART_TOKEN_COOKIE } from '@arbora/shared/env';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '../src/routing/match-route';
import { rendersWithSession, rendersWithVisitorCart } from '../src/routing/customer-pages';
import { bearerFromCookie } from './form-actions/session-cookie';

/** What the server knows of one visitor from its cookies: its cart, and its session's bearer token. */
export interface Visitor {
  cartToken: string | null;
  bearer: string | null;
}

export function visitorOf(request: Pick<FastifyRequest, 'cookies'>): Visitor {
  const cart = request.cookies?.[CART_TOKEN_COOKIE.name] ?? '';
  return {
    cartToken: CART_TOKEN_COOKIE.pattern.test(cart) ? cart : null,
    bearer: bearerFromCookie(request),
  };
}

/**
 * Whether the page at this path is rendered with the visitor's data (never cached, never shared):
 * the cart, and a customer's account pages when the visitor holds a session cookie.
 */
export function rendersForVisitor(pathname: string, visitor?: Pick<Visitor, 'bearer'>): boolean {
  try {
    const match = matchRoute(pathname);
    if (match.kind !== 'page') return false;
    return rendersWithVisitorCart(match.route) || (Boolean(visitor?.bearer) && rendersWithSession(match.route));
  } catch {
    return false;
  }
}

/**
 * The cart a form action made or changed, kept in the cart cookie (not HttpOnly: the browser's cart
 * store reads and writes it too, `@arbora/shared/env`).
 */
export function setCartCookie(reply: FastifyReply, token: string, secureSite: boolean): void {
  if (!CART_TOKEN_COOKIE.pattern.test(token)) return;
  reply.setCookie(CART_TOKEN_COOKIE.name, token, {
    path: '/',
    sameSite: 'lax',
    secure: secureSite,
    maxAge: CART_TOKEN_COOKIE.maxAgeSeconds,
  });
}

/** A fetch that sends the visitor's session (from its cookie) to the API, unless the call names its own. */
export function withBearer(fetcher: typeof fetch, bearer: string | null): typeof fetch {
  if (!bearer) return fetcher;
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has('authorization')) headers.set('authorization', bearer);
    return fetcher(input, { ...init, headers });
  };
}
