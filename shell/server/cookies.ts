import { randomBytes } from 'node:crypto';
// The plugin's type augmentation (request.cookies, reply.setCookie), for every program that
// compiles this file (the e2e suite imports the cookie names from here).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The site's own cookies (SPEC 9), in one place: the cookie page of the CMS must name exactly
 * these, with these lifetimes. Neither needs consent (strictly necessary / preference). Parsing
 * and serialising are @fastify/cookie's (registered in app.ts); this file holds the policy.
 */
export const VISITOR_COOKIE = {
  name: 'arbora_vid',
  /** 16 lowercase hex characters: 64 random bits, enough to tell visitors apart, nothing else. */
  pattern: /^[0-9a-f]{16}$/,
  maxAgeSeconds: 395 * 24 * 60 * 60,
} as const;

export const LOCALE_COOKIE = {
  name: 'arbora_locale',
  /** The only locale of the site (SPEC 1). */
  value: 'fr',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

export const newVisitorId = () => randomBytes(8).toString('hex');

/**
 * A page asked on the machine itself (localhost, 127.0.0.1, [::1]): browsers treat it as a secure
 * context and keep Secure cookies over plain HTTP there, so only plain-HTTP development on another
 * host goes without Secure.
 */
export const isLoopbackHost = (hostname: string) =>
  /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i.test(hostname);

/**
 * Sets the site's cookies on an HTML answer: a visitor id when the browser has none (or a forged
 * one), the locale when missing. `secureSite`: the locale cookie is Secure too on an https site
 * and on a loopback host (every cookie Secure outside plain-HTTP development elsewhere);
 * the visitor id always is (SPEC 9; browsers accept Secure from http://localhost in development).
 * Returns the visitor id the browser holds after this answer (its forms' token is bound to it).
 */
/** The visitor id each request's answer carries, once set (a second call sets no second cookie). */
const answered = new WeakMap<FastifyRequest, string>();

export function setSiteCookies(request: FastifyRequest, reply: FastifyReply, secureSite: boolean): string {
  const known = answered.get(request);
  if (known) return known;
  let visitorId = request.cookies[VISITOR_COOKIE.name] ?? '';
  if (!VISITOR_COOKIE.pattern.test(visitorId)) {
    visitorId = newVisitorId();
    // HttpOnly: no script of the page (or of a remote) needs it; the server reads it.
    reply.setCookie(VISITOR_COOKIE.name, visitorId, {
      maxAge: VISITOR_COOKIE.maxAgeSeconds,
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'strict',
    });
  }
  if (request.cookies[LOCALE_COOKIE.name] !== LOCALE_COOKIE.value) {
    reply.setCookie(LOCALE_COOKIE.name, LOCALE_COOKIE.value, {
      maxAge: LOCALE_COOKIE.maxAgeSeconds,
      path: '/',
      sameSite: 'lax',
      secure: secureSite || isLoopbackHost(request.host ?? request.hostname),
    });
  }
  answered.set(request, visitorId);
  return visitorId;
}
