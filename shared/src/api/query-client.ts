import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from '@arbora/shared/errors';
import { RETRYABLE_STATUSES } from './error-codes';
import { reportApiError, type ReportOptions } from './error-report';
import { STALE_TIME } from './stale-times';

/** Read calls retry once on the statuses of SPEC 7; a network failure (no status) too. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isHttpError(error)) return RETRYABLE_STATUSES.has(error.status);
  return error instanceof TypeError; // fetch's network error
}

/**
 * `meta: { apiErrors: false }` on a query or mutation reports nothing (the component shows the
 * failure itself); `meta: { apiErrors: { silentCodes, successCodes } }` tunes the report.
 */
function reportOptions(meta: Record<string, unknown> | undefined): ReportOptions | null {
  const value = meta?.apiErrors;
  if (value === false) return null;
  return typeof value === 'object' && value !== null ? (value as ReportOptions) : {};
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // The caches' onError run once per failed operation, after the last retry: one toast, not one
    // per attempt.
    queryCache: new QueryCache({
      onError: (error, query) => {
        const options = reportOptions(query.meta);
        if (options) reportApiError(error, { ...options, serverErrorsOnly: true });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const options = reportOptions(mutation.meta);
        if (options) reportApiError(error, options);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetryRead, staleTime: STALE_TIME.page, refetchOnWindowFocus: false },
      // Writes are never replayed: a repeated POST could add a line or an order twice.
      mutations: { retry: false },
    },
  });
}
