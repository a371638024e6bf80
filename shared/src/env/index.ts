// The one place that asks whether code runs in a browser: modules must not touch window,
// document or localStorage at top level or during render (the server will render them later).
export const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

export const isProduction = process.env.NODE_ENV === 'production';

/** localStorage when it exists and works (private mode, server), otherwise null. */
export function safeLocalStorage(): Storage | null {
  if (!isBrowser) return null;
  try {
    const probe = '__arbora_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The visitor's cart token, in a cookie the shell server reads (issue 36: the cart page is rendered
 * on the server and its forms work without JavaScript). Not HttpOnly: the browser's cart store
 * passes the token in every cart call (SPEC 7) and keeps this cookie equal to it. It grants the
 * cart only, never the account (the session cookie is HttpOnly).
 */
export const CART_TOKEN_COOKIE = {
  name: 'arbora_cart',
  /** The API's cart tokens. */
  pattern: /^[A-Za-z0-9_-]{16,64}$/,
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

/** The cart token the cookie holds, or null (none, not a token, or no document). */
export function readCartTokenCookie(): string | null {
  if (!isBrowser) return null;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CART_TOKEN_COOKIE.name}=`));
  const value = found ? decodeURIComponent(found.slice(CART_TOKEN_COOKIE.name.length + 1)) : '';
  return CART_TOKEN_COOKIE.pattern.test(value) ? value : null;
}

/** Writes (or, with null, removes) the cart token cookie for the whole site. */
export function writeCartTokenCookie(token: string | null): void {
  if (!isBrowser) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const life = token ? `; Max-Age=${CART_TOKEN_COOKIE.maxAgeSeconds}` : '; Max-Age=0';
  document.cookie = `${CART_TOKEN_COOKIE.name}=${token ? encodeURIComponent(token) : ''}; Path=/; SameSite=Lax${life}${secure}`;
}

/**
 * Whether the browser holds a session: set and cleared by the shell server with the HttpOnly session
 * cookie (which holds the token, unreadable by scripts). Not HttpOnly and no secret: it only tells
 * the pages that a customer is logged in (a login without JavaScript, a session the server ended).
 */
export const SIGNED_IN_COOKIE = { name: 'arbora_signed_in', value: '1' } as const;

/** Whether the signed-in flag cookie is there (false without a document). */
export function hasSignedInCookie(): boolean {
  if (!isBrowser) return false;
  return document.cookie
    .split(';')
    .some((part) => part.trim() === `${SIGNED_IN_COOKIE.name}=${SIGNED_IN_COOKIE.value}`);
}
