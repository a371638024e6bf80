import { IN_VIEW_PREFETCH_IDLE_TIMEOUT_MS } from '../app/constants';

/**
 * Runs `task` once the page's own files have arrived (the load event, which also waits for what
 * the page asked for while loading, like the configurator's 3D chunk) and the main thread is
 * idle, at most `IN_VIEW_PREFETCH_IDLE_TIMEOUT_MS` after the load. Answers a cancel function.
 */
export function whenPageSettled(task: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const afterLoad = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout: IN_VIEW_PREFETCH_IDLE_TIMEOUT_MS });
    else timer = window.setTimeout(task, 0);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    window.clearTimeout(timer);
  };
}
