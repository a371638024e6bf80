// The plugin's type augmentation (request.cookies, reply.setCookie).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The customer's session token (issue 36, point 2), from a login with or without JavaScript: HttpOnly, so
 * no script of the page reads it; SameSite=Lax, so a link from elsewhere arrives logged in but a
 * cross-site POST does not; Secure on an https site. The /api proxy turns it into the bearer token
 * the API expects (api-proxy.ts), so the API's contract does not change.
 */
export const SESSION_COOKIE = {
  name: 'arbora_session',
  /** The API's tokens are opaque strings of these characters. */
  pattern: /^[A-Za-z0-9._~+/=-]{16,2048}$/,
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

export function setSessionCookie(reply: FastifyReply, token: string, secureSite: boolean): void {
  reply.setCookie(SESSION_COOKIE.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureSite,
    maxAge: SESSION_COOKIE.maxAgeSeconds,
  });
  // The pages' scripts learn that a customer is logged in (never the token): shared/src/env.
  reply.setCookie(SIGNED_IN_COOKIE.name, SIGNED_IN_COOKIE.value, {
    path: '/',
    sameSite: 'lax',
    secure: secureSite,
    maxAge: SESSION_COOKIE.maxAgeSeconds,
  });
}

/**
 * The non-secret flag the pages' scripts read (`SIGNED_IN_COOKIE` of `@arbora/shared/env`, which
 * this server file cannot import: the API's programs compile it without the DOM's types; a test
 * keeps the two equal).
 */
export const SIGNED_IN_COOKIE = { name: 'arbora_signed_in', value: '1' } as const;

/** `Bearer <token>` from the session cookie, or null (none, or not a token). */
export function bearerFromCookie(request: Pick<FastifyRequest, 'cookies'>): string | null {
  const token = request.cookies?.[SESSION_COOKIE.name];
  return token && SESSION_COOKIE.pattern.test(token) ? `Bearer ${token}` : null;
}

/** The API's logout: the cookie session ends with it (the API revokes the token it was sent). */
export const LOGOUT_PATH = '/api/v1/user/logout';

export function clearSessionCookie(reply: FastifyReply, secureSite: boolean): void {
  reply.clearCookie(SESSION_COOKIE.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureSite });
  reply.clearCookie(SIGNED_IN_COOKIE.name, { path: '/', sameSite: 'lax', secure: secureSite });
}
