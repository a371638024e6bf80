import { randomBytes } from 'node:crypto';

/**
 * The site's own cookies (SPEC 9), in one place: the cookie page of the CMS must name exactly
 * these, with these lifetimes. Neither needs consent (strictly necessary / preference).
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

/** One cookie's value from a Cookie header (names here are plain ASCII, values unquoted). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export const newVisitorId = () => randomBytes(8).toString('hex');

/**
 * The Set-Cookie lines for an HTML answer: a visitor id when the browser has none (or a forged
 * one), the locale when missing. `secureSite`: the locale cookie is Secure too on an https site;
 * the visitor id always is (SPEC 9; browsers accept Secure from http://localhost in development).
 */
export function siteCookies(cookieHeader: string | undefined, secureSite: boolean): string[] {
  const lines: string[] = [];
  if (!VISITOR_COOKIE.pattern.test(readCookie(cookieHeader, VISITOR_COOKIE.name) ?? '')) {
    // HttpOnly: no script of the page (or of a remote) needs it; the server reads it.
    lines.push(
      `${VISITOR_COOKIE.name}=${newVisitorId()}; Max-Age=${VISITOR_COOKIE.maxAgeSeconds}; Path=/; Secure; HttpOnly; SameSite=Strict`,
    );
  }
  if (readCookie(cookieHeader, LOCALE_COOKIE.name) !== LOCALE_COOKIE.value) {
    lines.push(
      `${LOCALE_COOKIE.name}=${LOCALE_COOKIE.value}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax${secureSite ? '; Secure' : ''}`,
    );
  }
  return lines;
}
