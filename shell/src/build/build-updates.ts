import {
  BUILD_MANIFEST_PATH,
  BUILD_MANIFEST_TIMEOUT_MS,
  BUILD_POLL_INTERVAL_MS,
  BUILD_POLL_MIN_GAP_MS,
} from '../core/constants';

/** The id of the deployed shell build (SPEC 3 "Build manifest": id), or null when it cannot be read. */
export async function fetchBuildId(now: number = Date.now()): Promise<string | null> {
  try {
    const response = await fetch(`${BUILD_MANIFEST_PATH}?t=${now}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(BUILD_MANIFEST_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id ? id : null;
  } catch {
    // Offline, a deploy in progress, a proxy page: try again at the next poll.
    return null;
  }
}

export interface BuildPollerOptions {
  /** Called once, with the new id, when the deployed build differs from the one this page runs. */
  onUpdate: (id: string) => void;
  fetchId?: (now: number) => Promise<string | null>;
  intervalMs?: number;
}

/**
 * SPEC 4: polls the build manifest (every minute and when the tab comes back). The first id read is
 * the build this page runs; a different id later flags an update, after which polling stops.
 * Returns a function that stops the poller. Browser only: call it from an effect.
 */
export function startBuildUpdatePoller({
  onUpdate,
  fetchId = fetchBuildId,
  intervalMs = BUILD_POLL_INTERVAL_MS,
}: BuildPollerOptions): () => void {
  let current: string | null = null;
  let stopped = false;
  let inFlight = false;
  let lastPoll = -Infinity;

  const poll = async () => {
    const now = Date.now();
    if (stopped || inFlight || now - lastPoll < BUILD_POLL_MIN_GAP_MS) return;
    inFlight = true;
    lastPoll = now;
    const id = await fetchId(now);
    inFlight = false;
    if (stopped || id === null) return;
    if (current === null) current = id;
    else if (id !== current) {
      stop();
      onUpdate(id);
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void poll();
  };
  const onFocus = () => void poll();

  // A hidden tab does not ask: it asks when it comes back.
  const timer = window.setInterval(() => {
    if (document.visibilityState !== 'hidden') void poll();
  }, intervalMs);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  void poll();

  function stop() {
    stopped = true;
    window.clearInterval(timer);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
  }
  return stop;
}
