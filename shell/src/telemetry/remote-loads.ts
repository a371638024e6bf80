import { remoteLoadEvent, sendTelemetry } from './beacon';

/**
 * The remote loads of this page, kept for the telemetry reporter (reporter.ts), which is only
 * downloaded once the page is interactive: this part stays in the first screen's bundle, a few
 * lines. A remote counts once when it loads (its later modules come from the same entry), and each
 * failure counts; `fallback` is a failure whose area kept the server's HTML.
 *
 * The shopper a broken remote hurts may leave before the reporter runs, and the reporter's own
 * chunk may not load either: the loads no reporter took are sent from here, in one beacon, when the
 * page is hidden (`visibilitychange` or `pagehide`). Each load goes out once: either from here or
 * from the reporter, which takes them all when it starts.
 */
export type RemoteLoadOutcome = 'ok' | 'failed' | 'fallback';
export type RemoteLoad = { remote: string; version: string; durationMs: number; outcome: RemoteLoadOutcome };

/** The API's largest batch (api/src/routes/v1/telemetry.ts), sent in one beacon. */
const MAX_PENDING = 50;
const pending: RemoteLoad[] = [];
const loadedRemotes = new Set<string>();
let listener: ((load: RemoteLoad) => void) | null = null;
const versionByRemote = new Map<string, string>();
let flushOnHide = false;

/** The version of each remote this page runs, as the remotes config names it (federation/runtime.ts). */
export function setRemoteVersion(remote: string, version: string): void {
  versionByRemote.set(remote, version);
}

export const remoteVersion = (remote: string): string | undefined => versionByRemote.get(remote);

/** Sends, in one beacon, the loads no reporter took. */
function flushPendingLoads(): void {
  if (pending.length) sendTelemetry(pending.splice(0).map(remoteLoadEvent));
}

function sendPendingWhenHidden(): void {
  if (flushOnHide || typeof document === 'undefined') return;
  flushOnHide = true;
  // Hidden comes first when a tab is left or closed, `pagehide` where it does not (an old Safari).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPendingLoads();
  });
  window.addEventListener('pagehide', flushPendingLoads);
}

export function recordRemoteLoad(load: RemoteLoad): void {
  if (load.outcome === 'ok') {
    if (loadedRemotes.has(load.remote)) return;
    loadedRemotes.add(load.remote);
  }
  if (listener) return listener(load);
  if (pending.length < MAX_PENDING) pending.push(load);
  sendPendingWhenHidden();
}

/** The last failed load of `remote` ended with the server's HTML kept in its area. */
export function markFallback(remote: string): void {
  for (let i = pending.length - 1; i >= 0; i--) {
    const load = pending[i]!;
    if (load.remote === remote && load.outcome === 'failed') {
      load.outcome = 'fallback';
      return;
    }
  }
}

/** The reporter takes the loads so far, then each one as it comes; returns what stops it. */
export function onRemoteLoad(take: (load: RemoteLoad) => void): () => void {
  for (const load of pending.splice(0)) take(load);
  listener = take;
  return () => {
    if (listener === take) listener = null;
  };
}
