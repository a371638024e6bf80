export function sharedReads(
  fetchImpl: typeof fetch,
  options?: { ttlMs?: number; now?: () => number; maxKept?: number },
): typeof fetch;
export function isShared(url: string, init?: RequestInit): boolean;
