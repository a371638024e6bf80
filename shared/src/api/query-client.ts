import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../errors';
import { RETRYABLE_STATUSES } from './error-codes';

/** Read calls retry once on the statuses of SPEC 7; a network failure (no status) too. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isHttpError(error)) return RETRYABLE_STATUSES.has(error.status);
  return error instanceof TypeError; // fetch's network error
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
