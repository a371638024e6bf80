import type { MessageKey } from '../messages';

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

/** Statuses that are the caller's business (SPEC 8): thrown, not toasted by the client. */
export const CALLER_STATUSES: ReadonlySet<number> = new Set([400, 402, 403, 409]);

const MESSAGE_BY_CODE: Record<string, MessageKey> = {
  CART_NOT_AUTHORIZED: 'cart_not_authorised',
  CART_RULE_INVALID_CODE: 'cart_rule_invalid_code',
  CART_RULE_ALREADY_ANOTHER_CODE_IN_PROGRESS: 'cart_rule_already_have_another_code',
  CART_RULE_INVALID_DATE: 'cart_rule_invalid_date',
  CART_RULE_INVALID_CART: 'cart_rule_invalid_cart',
  X3_ERROR: 'modification_successfully_delayed',
  USER_NOT_AUTHORIZED: 'incorrect_credentials',
};

/** The message shown for an error code; any unknown code gets the default form error. */
export function messageKeyForCode(code: string | undefined): MessageKey {
  return (code && MESSAGE_BY_CODE[code]) || 'default_form_error_message';
}

/** X3_ERROR on validation is good news in disguise: the order is stored, the ERP push is delayed. */
export function severityForCode(code: string | undefined): 'success' | 'error' {
  return code === 'X3_ERROR' ? 'success' : 'error';
}
