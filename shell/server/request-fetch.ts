import { answerResponse, type ApiAnswer } from './api-transport';
import { requestIdFetch, requestIdRead } from './request-id';
import { isShared, sharedReads } from './shared-reads.cjs';

/**
 * One page request's reads of the API, shared: the page's queries and what its render asks for
 * meanwhile (the menus, a query read only with `useSuspenseQuery`) may ask for a resource at the
 * same time. A GET of a URL already asked for during this request gets the same answer instead of
 * a second call. Made per request and dropped with it: nothing is
 * kept between visitors, except what every page reads alike (menus, settings: `siteReads`).
 */
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

/** A GET of the API, its answer read whole. */
export type ApiRead = (url: URL, init: { headers: Headers; signal: AbortSignal }) => Promise<ApiAnswer>;

/** `fetcher`'s GETs read whole (a Response read back into bytes). */
export const readOf =
  (fetcher: typeof fetch): ApiRead =>
  (url, init) =>
    fetcher(url, init).then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: Buffer.from(await response.arrayBuffer()),
    }));

const sharedRead = readOf(siteReads);

/**
 * The page requests' GETs: the shared ones (menus, settings) through `siteReads`; the others read
 * whole from the transport (request-id.ts, api-transport.ts), with no Response of their own.
 */
export const siteRead: ApiRead = (url, init) =>
  isShared(url.href, { headers: init.headers }) ? sharedRead(url, init) : requestIdRead(url, init);

/**
 * A `fetch` for one page request: GETs are read once per URL (query order aside) with `read`, under
 * `signal` (the page's budget), and each caller gets a Response of that answer; anything else goes
 * to `base` untouched.
 */
export function requestFetch(
  signal: AbortSignal,
  { base = siteReads, read = siteRead }: { base?: typeof fetch; read?: ApiRead } = {},
): typeof fetch {
  const answers = new Map<string, Promise<ApiAnswer>>();
  return async (input, init) => {
    if (methodOf(input, init) !== 'GET') return base(input, init);
    const url = urlOf(input);
    url.searchParams.sort();
    const key = url.href;
    let stored = answers.get(key);
    if (!stored) {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      stored = read(url, { headers, signal });
      // A failed call is not an answer: the next caller asks again.
      stored.catch(() => answers.delete(key));
      answers.set(key, stored);
    }
    const answer = await untilAborted(stored, init?.signal ?? (input instanceof Request ? input.signal : undefined));
    return answerResponse(answer);
  };
}
