export function sharedReads(
  fetchImpl: typeof fetch,
  options?: { ttlMs?: number; now?: () => number; maxKept?: number },
): typeof fetch;
export function isShared(url: string, init?: RequestInit): boolean;
/** How long a shared read is kept: what the back office changes reaches every replica within it. */
export const SHARED_READ_TTL_MS: number;
