import { isProduction } from '../env';
import { fr, isMessageKey } from '../messages';
import type { ToastRequest } from './events';

/**
 * The French text a toast shows: the catalogue text of its key (or its ready text), with the
 * developer detail appended outside production only (SPEC 8).
 */
export function toastText(request: ToastRequest): string {
  const { message } = request;
  const base = typeof message === 'string' ? (isMessageKey(message) ? fr[message] : message) : message.text;
  return !isProduction && request.detail ? `${base} (${request.detail})` : base;
}
