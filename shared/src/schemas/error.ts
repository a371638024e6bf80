import { z } from './zod-jitless';

/**
 * Stable error codes the API sends in `code`. Clients switch on these, never on `message`
 * (which is French-free developer text; the shopper-facing wording lives in shared/messages).
 * SPEC 8 codes (CART_NOT_AUTHORIZED, CART_RULE_*, USER_NOT_AUTHORIZED, X3_ERROR, token codes) are
 * listed too so both sides share one list.
 */
export const API_ERROR_CODES = [
  'NOT_FOUND',
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'CART_NOT_FOUND',
  'CART_NOT_AUTHORIZED',
  'CART_STOCK_INSUFFICIENT',
  'CART_ELEMENT_NOT_FOUND',
  'CART_RULE_INVALID_CODE',
  'CART_RULE_ALREADY_ANOTHER_CODE_IN_PROGRESS',
  'CART_RULE_INVALID_DATE',
  'CART_RULE_INVALID_CART',
  'USER_NOT_AUTHORIZED',
  'X3_ERROR',
  'SIRET_UNKNOWN',
  'ACCOUNT_TOKEN_INVALID',
  'CART_EMPTY',
  'CARRIER_NOT_AVAILABLE',
  'RELAY_POINT_REQUIRED',
  'CONTEST_ALREADY_ENTERED',
  'UPLOAD_REJECTED',
  'PAYMENT_SIGNATURE_INVALID',
  'URI_TOO_LONG',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_METHOD_UNAVAILABLE',
  'WITHDRAWAL_PERIOD_OVER',
  'LINE_NOT_WITHDRAWABLE',
  'WITHDRAWAL_NOT_AVAILABLE',
  'WITHDRAWAL_ORDER_NOT_FOUND',
  'invalid_token',
  'blacklisted_token',
  'token_required',
  'expired_token',
  'refresh_no_longer_available',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The body of every error answer. `code` is stable (see API_ERROR_CODES; kept a string so a newer
 * server can add codes without breaking older clients), `field` names the offending input of a
 * VALIDATION_ERROR (e.g. `perPage`, `elements.0.quantity`), `data` carries extra facts
 * (a 401 may carry `data.token`, a stock error `data.available`).
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  data: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
