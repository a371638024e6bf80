import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { matchRoute } from '../routing/match-route';
import { remoteLoadEvent, sendTelemetry, type TelemetryEvent, type VitalEvent } from './beacon';
import { onRemoteLoad, remoteVersion } from './remote-loads';

/** Events sent in one beacon once this many wait; the rest go when the page is hidden. */
export const BATCH_SIZE = 10;

/** The page's route type (its route table id) and the remote that renders it: no URL, no id. */
export function pageContext(pathname: string): { route_type: string; remote?: string; version?: string } {
  try {
    const match = matchRoute(pathname);
    if (match.kind !== 'page') return { route_type: 'not-found' };
    const version = remoteVersion(match.route.remote);
    return { route_type: match.route.id, remote: match.route.remote, ...(version ? { version } : {}) };
  } catch {
    return { route_type: 'not-found' };
  }
}

export type TelemetryOptions = { send?: (events: TelemetryEvent[]) => void; pathname?: string };

/**
 * Reports this page's remote loads (remote-loads.ts) and its web vitals (LCP, INP, CLS, TTFB from
 * web-vitals) with its route type and the version of its remote, batched: a beacon every
 * BATCH_SIZE events and one when the page is hidden (the vitals' final values come then). Started
 * after the interactive mark (bootstrap.tsx): none of it is in the first screen's bytes.
 */
export function startTelemetry(options: TelemetryOptions = {}): () => void {
  const send = options.send ?? sendTelemetry;
  const context = pageContext(options.pathname ?? window.location.pathname);
  let queue: TelemetryEvent[] = [];
  const flush = () => {
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    send(batch);
  };
  const add = (event: TelemetryEvent) => {
    queue.push(event);
    if (queue.length >= BATCH_SIZE) flush();
  };
  const vital = (metric: Metric) =>
    add({ type: 'vital', name: metric.name as VitalEvent['name'], value: metric.value, ...context });

  // web-vitals reports its final values on the page's own `visibilitychange`, registered before ours.
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  onTTFB(vital);
  const stopLoads = onRemoteLoad((load) => add(remoteLoadEvent(load)));
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  return () => {
    stopLoads();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
