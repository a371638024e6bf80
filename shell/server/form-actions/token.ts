import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_PLACEHOLDER } from '@arbora/shared/platform';

/**
 * The anti-CSRF token of a visitor: an HMAC of its visitor cookie (cookies.ts), so nothing more is
 * stored. A cross-site page cannot read the cookie (HttpOnly, SameSite=Strict) nor the page that
 * carries the token. Without FORM_TOKEN_SECRET the key lives as long as the process: a restart
 * makes the forms already open answer 403 once (reloading the page gives a fresh token).
 */
const processKey = randomBytes(32).toString('hex');

export function formToken(visitorId: string, secret: string | undefined): string {
  return createHmac('sha256', secret || processKey)
    .update(`form:${visitorId}`)
    .digest('base64url');
}

export function validFormToken(visitorId: string | undefined, given: unknown, secret: string | undefined): boolean {
  if (!visitorId || typeof given !== 'string' || !given) return false;
  const expected = Buffer.from(formToken(visitorId, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The HTML with every form's token field given this visitor's token (a cached page is anyone's). */
export const withFormToken = (html: string, token: string): string => html.replaceAll(FORM_TOKEN_PLACEHOLDER, token);
