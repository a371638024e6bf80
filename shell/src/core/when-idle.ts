import { startAfterInteractive } from './after-interactive';

/** The longest an idle wait lasts on a page that is never idle: the work then runs anyway. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves in an idle period of the main thread (`requestIdleCallback`, at most IDLE_TIMEOUT_MS
 * later), or in a new task where the browser has no idle callbacks (Safari before 18): what waits
 * here runs in a task of its own, after the tasks the page had queued.
 */
export function whenIdle(timeout = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

/**
 * startAfterInteractive (code the first screen does not run), its chunk asked for in an idle period
 * once the page is interactive and started in a later one: the chunk's evaluation and its start
 * were two long tasks right after the hydration's commit (Lighthouse's TBT), each now a task of its
 * own when the main thread has nothing else to do.
 */
export function startWhenIdle<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  return startAfterInteractive(async () => {
    await whenIdle();
    const module = await load();
    await whenIdle();
    return module;
  }, start);
}
