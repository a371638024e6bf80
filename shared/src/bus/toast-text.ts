import { isProduction } from '@arbora/shared/env';
import { messageText } from '@arbora/shared/messages';
import type { ToastRequest } from './events';

/**
 * The French text a toast shows: the catalogue text of its key (or its ready text), with the
 * developer detail appended outside production only (SPEC 8).
 */
export function toastText(request: ToastRequest): string {
  const { message } = request;
  const base = typeof message === 'string' ? messageText(message) : message.text;
  return !isProduction && request.detail ? `${base} (${request.detail})` : base;
}
