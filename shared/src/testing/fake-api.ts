import { apiConfig, configureApi } from '@arbora/shared/api';

/** What the fake server answers: a status and the JSON body the real API would send. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface FakeCall {
  method: string;
  url: URL;
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or the raw body (FormData) when it is not a string. */
  body: unknown;
}

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Plugs a fake `fetch` into the real client through `configureApi`, so URL building, headers,
 * envelopes and the session rules all run. Routes are keyed `METHOD /api/v1/path` (no query);
 * a list of answers is served in order, one per call, and an unknown route answers 404 so a wrong
 * URL fails loudly. jsdom has no `Response`: the client reads only ok, status, statusText, text().
 */
export function fakeFetch(routes: Record<string, Handler | Handler[]>) {
  const calls: FakeCall[] = [];
  const served = new Map<string, number>();
  const previous = apiConfig().fetch;
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: FakeCall = {
      method,
      url,
      path: url.pathname,
      headers: { ...(init.headers as Record<string, string>) },
      body,
    };
    calls.push(call);
    const route = routes[key];
    let handler: Handler | undefined = route as Handler | undefined;
    if (Array.isArray(route)) {
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      handler = route[Math.min(index, route.length - 1)];
    }
    const answer = await (typeof handler === 'function'
      ? handler(call)
      : (handler ?? { status: 404, body: { code: 'NOT_FOUND', message: `No fake route ${key}` } }));
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: `status ${status}`,
      text: async () => text,
    } as Response;
  });
  configureApi({ fetch: fetch as unknown as typeof globalThis.fetch });
  return { calls, fetch, restore: () => configureApi({ fetch: previous }) };
}

/** An API error body as the API sends it (shared/schemas apiErrorSchema). */
export const apiError = (status: number, code: string, data?: unknown): FakeAnswer => ({
  status,
  body: { code, message: `${code} (test)`, ...(data === undefined ? {} : { data }) },
});

/** The name the remotes' tests use: the real API client served by fake routes. */
export const fakeApi = fakeFetch;
