import type { RemoteLoad } from './remote-loads';

/**
 * What a telemetry beacon carries and how it goes, shared by the reporter (reporter.ts) and the
 * boot code's own flush of the remote loads no reporter took (remote-loads.ts): a few lines, no
 * library, so that part stays in the first screen's bundle.
 */

/** The shell's relay to the API (shell/server/telemetry-relay.ts). */
export const TELEMETRY_URL = '/telemetry';

export type RemoteLoadEvent = {
  type: 'remote_load';
  remote: string;
  version: string;
  duration_ms: number;
  outcome: RemoteLoad['outcome'];
};
export type VitalEvent = {
  type: 'vital';
  name: 'LCP' | 'INP' | 'CLS' | 'TTFB';
  value: number;
  route_type: string;
  remote?: string;
  version?: string;
};
export type TelemetryEvent = RemoteLoadEvent | VitalEvent;

export const remoteLoadEvent = (load: RemoteLoad): RemoteLoadEvent => ({
  type: 'remote_load',
  remote: load.remote,
  version: load.version,
  duration_ms: Math.round(load.durationMs),
  outcome: load.outcome,
});

/** One batch to the relay: a beacon, else a `keepalive` fetch (both outlive the page). */
export function sendTelemetry(events: TelemetryEvent[]): void {
  const body = JSON.stringify({ events });
  // A string goes as text/plain, a type a beacon may carry (Chromium refuses a JSON Blob); the
  // shell's relay reads it as JSON.
  let sent = false;
  try {
    sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TELEMETRY_URL, body);
  } catch {
    sent = false;
  }
  if (!sent && typeof fetch === 'function') {
    void fetch(TELEMETRY_URL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  }
}
