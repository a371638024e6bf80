import type { MessageKey } from '@arbora/shared/messages';

/** Read calls are retried once on these statuses (SPEC 7). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([401, 408, 409, 425, 429, 500, 502, 503, 504]);

/** A 500 with one of these codes means the token is bad: drop the session and retry without it. */
export const TOKEN_ERROR_CODES: ReadonlySet<string> = new Set([
  'invalid_token',
  'blacklisted_token',
  'token_required',
  'expired_token',
  'refresh_no_longer_available',
]);

const MESSAGE_BY_CODE: Readonly<Record<string, MessageKey>> = {
  CART_NOT_AUTHORIZED: 'cart_not_authorised',
  CART_RULE_INVALID_CODE: 'cart_rule_invalid_code',
  CART_RULE_ALREADY_ANOTHER_CODE_IN_PROGRESS: 'cart_rule_already_have_another_code',
  CART_RULE_INVALID_DATE: 'cart_rule_invalid_date',
  CART_RULE_INVALID_CART: 'cart_rule_invalid_cart',
  X3_ERROR: 'modification_successfully_delayed',
  USER_NOT_AUTHORIZED: 'incorrect_credentials',
};

/** The message shown for an error code (SPEC 8); any other code, or none, gets the default form error. */
export function messageKeyForCode(code: string | undefined): MessageKey {
  return (
    (code !== undefined && Object.hasOwn(MESSAGE_BY_CODE, code) && MESSAGE_BY_CODE[code]) ||
    'default_form_error_message'
  );
}
