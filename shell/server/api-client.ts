import { DEFAULT_LANG, DEFAULT_SALES_PLAN_ID, DEFAULT_SITE_ID } from '@arbora/shared/api';
import { requestIdFetch } from './request-id';
/**
 * The shell server's reads of the API. A page is answered whatever the API does, so a read never
 * throws: it tells what it learnt (the data, a definite 404, or nothing).
 */
export type ApiAnswer<T> = { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'unknown' };

/** SPEC 7: every call carries the sales plan, the site and the language (SPEC 9 defaults, one source in shared). */
const BASE_QUERY = {
  sales_plan_id: String(DEFAULT_SALES_PLAN_ID),
  site_id: String(DEFAULT_SITE_ID),
  lang: DEFAULT_LANG,
};

export type ApiQuery = Record<string, string | number | undefined>;

export function apiUrlOf(apiUrl: string, path: string, query: ApiQuery = {}): URL {
  const url = new URL(`/v1${path}`, apiUrl);
  for (const [key, value] of Object.entries({ ...BASE_QUERY, ...query })) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

export async function apiGet<T>(
  apiUrl: string,
  path: string,
  query: ApiQuery,
  signal: AbortSignal,
  // A page request's shared reads (request-fetch.ts) when the renderer asks for the same data.
  fetcher: typeof fetch = requestIdFetch,
): Promise<ApiAnswer<T>> {
  try {
    const response = await fetcher(apiUrlOf(apiUrl, path, query), { signal, headers: { accept: 'application/json' } });
    if (response.status === 404) {
      await response.body?.cancel();
      return { kind: 'not-found' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'unknown' };
    }
    const body = (await response.json()) as { data?: T };
    return body.data === undefined ? { kind: 'unknown' } : { kind: 'ok', data: body.data };
  } catch {
    // down, slow (aborted) or not JSON: the caller falls back
    return { kind: 'unknown' };
  }
}
