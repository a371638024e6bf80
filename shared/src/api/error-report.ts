import { showToast, type ToastRequest } from '@arbora/shared/bus';
import { isProduction } from '@arbora/shared/env';
import { isHttpError } from '@arbora/shared/errors';
import { messageKeyForCode, TOKEN_ERROR_CODES } from './error-codes';

/** How one operation wants its failures told to the shopper (SPEC 8). */
export interface ReportOptions {
  /** Codes this operation expects and keeps quiet about (fetching the cart: CART_NOT_AUTHORIZED). */
  silentCodes?: readonly string[];
  /** Codes that are good news for this operation (validation: X3_ERROR → a success toast). */
  successCodes?: readonly string[];
  /**
   * Reads report server failures (5xx) only: their 4xx are the page's business (a 404 screen,
   * an empty state) and are thrown to the caller (SPEC 8: 400, 402, 403, 409).
   */
  serverErrorsOnly?: boolean;
}

// An error reaches several handlers (a store command, then the mutation cache that ran it): the
// shopper hears about it once.
const reported = new WeakSet<object>();

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function detailOf(error: unknown): string | undefined {
  if (isProduction) return undefined;
  if (isHttpError(error)) return [error.endpoint, error.status, error.code, error.message].filter(Boolean).join(' ');
  return error instanceof Error ? error.message : String(error);
}

/** The toast SPEC 8 asks for, or null when this failure is not the shopper's to hear about. */
export function toastForApiError(error: unknown, options: ReportOptions = {}): ToastRequest | null {
  if (isAbort(error)) return null; // a cancelled query (navigation away) is not a failure
  if (!isHttpError(error)) {
    // No answer at all (network down): the shopper still needs to know the action failed.
    return { severity: 'error', message: 'default_form_error_message', detail: detailOf(error) };
  }
  const { code, status } = error;
  if (code !== undefined && options.silentCodes?.includes(code)) return null;
  if (code !== undefined && options.successCodes?.includes(code)) {
    return { severity: 'success', message: messageKeyForCode(code) };
  }
  // The client already ended the session and retried without the token: nothing to say.
  if (code !== undefined && TOKEN_ERROR_CODES.has(code)) return null;
  if (options.serverErrorsOnly && status < 500) return null;
  return { severity: 'error', message: messageKeyForCode(code), detail: detailOf(error) };
}

/**
 * Tells the shopper about a failed operation, once: the one place where SPEC 8's error codes
 * become toasts. Store commands call it; the QueryClient calls it after a query's last retry and
 * for every mutation. Returns the toast shown, if any.
 */
export function reportApiError(error: unknown, options: ReportOptions = {}): ToastRequest | null {
  const isObject = typeof error === 'object' && error !== null;
  if (isObject && reported.has(error)) return null;
  const toast = toastForApiError(error, options);
  if (isObject) reported.add(error);
  if (toast) showToast(toast);
  return toast;
}
