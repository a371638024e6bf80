import { requestIdFetch } from './request-id';
import { sharedReads } from './shared-reads.cjs';

/**
 * One page request's reads of the API, shared: the page's queries and what its render asks for
 * meanwhile (the menus, a query read only with `useSuspenseQuery`) may ask for a resource at the
 * same time. A GET of a URL already asked for during this request gets the same answer instead of
 * a second call. Made per request and dropped with it: nothing is
 * kept between visitors, except what every page reads alike (menus, settings: `siteReads`).
 */
interface Stored {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

const urlOf = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

const methodOf = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();

/** Rejects when `signal` aborts, whatever the shared call does (each caller keeps its own budget). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The API as the page requests of this process read it: what all pages read alike (menus,
 * settings) is asked once per few seconds for all of them (shared-reads.cjs), the rest goes through.
 */
export const siteReads: typeof fetch = sharedReads(requestIdFetch);

/**
 * A `fetch` for one page request: GETs are made once per URL (query order aside), under
 * `signal` (the page's budget); anything else goes through untouched.
 */
export function requestFetch(signal: AbortSignal, base: typeof fetch = siteReads): typeof fetch {
  const answers = new Map<string, Promise<Stored>>();
  return async (input, init) => {
    if (methodOf(input, init) !== 'GET') return base(input, init);
    const url = urlOf(input);
    url.searchParams.sort();
    const key = url.href;
    let stored = answers.get(key);
    if (!stored) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      stored = base(url, { headers, signal }).then(async (response) => ({
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      }));
      // A failed call is not an answer: the next caller asks again.
      stored.catch(() => answers.delete(key));
      answers.set(key, stored);
    }
    const answer = await untilAborted(stored, init?.signal ?? (input instanceof Request ? input.signal : undefined));
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body.slice(0), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  };
}
