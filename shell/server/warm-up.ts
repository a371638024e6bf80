import type { WarmUpInput, WarmUpResult } from '../src/ssr/server-entry';

/** How long readiness waits for the warm-up: past it the server takes traffic, and the loads go on. */
export const READY_WAIT_MS = 30_000;

export type WarmUp = (input: WarmUpInput) => Promise<WarmUpResult>;

export interface WarmUpStatus {
  /** `warming` keeps the server out of the pool (/health/ready), for READY_WAIT_MS at most. */
  state: 'off' | 'warming' | 'done';
  /** Per remote, what loaded (once done). */
  result?: WarmUpResult;
}

/**
 * Starts loading the remotes' page modules (the renderer's `warmUp`, src/ssr/warm-up.ts) and
 * tells where it stands. Without a warm-up (SSR off, render threads, a renderer built before it)
 * the state is `off` and readiness does not wait.
 */
export function startWarmUp(warmUp: WarmUp | undefined, input: () => WarmUpInput): () => WarmUpStatus {
  const status: WarmUpStatus = { state: warmUp ? 'warming' : 'off' };
  if (!warmUp) return () => status;
  const limit = setTimeout(() => {
    if (status.state === 'warming') status.state = 'done';
  }, READY_WAIT_MS);
  limit.unref();
  warmUp(input())
    .then((result) => {
      status.result = result;
      const failed = Object.entries(result).filter(([, outcome]) => outcome !== 'ok');
      if (failed.length) console.warn('[shell server] warm-up: not loaded', JSON.stringify(Object.fromEntries(failed)));
    })
    .catch((error: unknown) => console.warn('[shell server] warm-up failed:', String(error)))
    .finally(() => {
      clearTimeout(limit);
      status.state = 'done';
    });
  return () => status;
}
