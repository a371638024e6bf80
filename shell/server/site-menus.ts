import type { Menu } from '@arbora/shared/schemas';
import { apiGet } from './api-client';
import { requestFetch } from './request-fetch';
import { SHARED_READ_TTL_MS } from './shared-reads.cjs';

const TIMEOUT_MS = 2_000;

interface Options {
  ttlMs?: number;
  now?: () => number;
  /** Made for each read, under its timeout; by default a page request's (the same shared read). */
  fetcher?: (signal: AbortSignal) => typeof fetch;
}

/**
 * The header's and footer's menus (`GET /v1/menu`), the same for every page and every anonymous
 * visitor: read and parsed once per few seconds for all the renders of this process, and handed to
 * the renderer as data (RenderInput.menus) instead of each render asking for them and parsing them
 * again. A render never waits for them: until a read has answered (the first render, the first one
 * after the few seconds, or while the API fails), it gets none and reads them itself, as it would
 * without this, through the same shared read (request-fetch.ts). The menus are frozen: renders share them.
 */
export function siteMenusReader(
  apiUrl: string,
  { ttlMs = SHARED_READ_TTL_MS, now = Date.now, fetcher = requestFetch }: Options = {},
) {
  let kept: { menus: readonly Menu[]; expires: number } | null = null;
  let reading = false;
  const read = async () => {
    reading = true;
    try {
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      const answer = await apiGet<Menu[]>(apiUrl, '/menu', {}, signal, fetcher(signal));
      const at = now();
      kept =
        answer.kind === 'ok' && Array.isArray(answer.data)
          ? { menus: deepFreeze(answer.data), expires: at + ttlMs }
          : null;
    } finally {
      reading = false;
    }
  };
  return function siteMenus(): readonly Menu[] | undefined {
    if (kept && kept.expires > now()) return kept.menus;
    kept = null;
    if (!reading) void read();
    return undefined;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const readers = new Map<string, () => readonly Menu[] | undefined>();

/** The menus this process last read from the API at `apiUrl`, if still fresh (see siteMenusReader). */
export function siteMenus(apiUrl: string): readonly Menu[] | undefined {
  let reader = readers.get(apiUrl);
  if (!reader) {
    reader = siteMenusReader(apiUrl);
    readers.set(apiUrl, reader);
  }
  return reader();
}
