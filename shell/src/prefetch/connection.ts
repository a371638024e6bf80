import { PAYLOAD_PRELOAD_SKIPPED_CONNECTION, PREFETCH_SKIPPED_CONNECTIONS } from '../core/constants';

/** The part of the Network Information API the prefetch reads (Chromium only; absent elsewhere). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** navigator.connection when the browser has it. Browser only. */
export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** SPEC 9: no route prefetch in data-saver mode or on 2g connections. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !PREFETCH_SKIPPED_CONNECTIONS.includes(connection.effectiveType ?? '');
}

/** SPEC 9: page payloads are preloaded unless the connection is slow-2g. */
export function payloadPreloadAllowed(connection: ConnectionInfo | undefined): boolean {
  return prefetchAllowed(connection) && connection?.effectiveType !== PAYLOAD_PRELOAD_SKIPPED_CONNECTION;
}
