import { messageKeyForCode } from '@arbora/shared/api';
import { isHttpError } from '@arbora/shared/errors';
import type { MessageKey } from '@arbora/shared/messages/account';

/**
 * The message an account form shows for a refused call: the form's own codes first, then
 * RATE_LIMITED (429: signup, activation, rewind and SIRET checks are limited per IP), then SPEC 8.
 */
export function accountErrorKey(error: unknown, byCode: Readonly<Record<string, MessageKey>> = {}): MessageKey {
  if (!isHttpError(error)) return 'default_form_error_message';
  if (error.code !== undefined && Object.hasOwn(byCode, error.code)) return byCode[error.code]!;
  if (error.status === 429 || error.code === 'RATE_LIMITED') return 'account_rate_limited';
  return messageKeyForCode(error.code);
}
