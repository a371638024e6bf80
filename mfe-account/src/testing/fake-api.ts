import { apiConfig, configureApi } from '@arbora/shared/api';

// A copy of the fake fetch of shared/src/api/test-utils (a remote does not import test code from
// elsewhere): the real API client (URLs, headers, envelopes, session rules) runs in the tests.

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer of the fake API: a status and the JSON body the real API would send. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Plugs a fake `fetch` into the shared API client through `configureApi`. Routes are keyed
 * `METHOD /api/v1/path` without the query; an unknown route answers 404 so a wrong URL fails
 * loudly. jsdom has no `Response`: the client reads only ok, status, statusText and text().
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const previous = apiConfig().fetch;
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: RecordedCall = { method, url, headers: { ...(init.headers as Record<string, string>) }, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = await (typeof handler === 'function'
      ? handler(call)
      : (handler ?? { status: 404, body: { code: 'NOT_FOUND', message: `No fake route ${method} ${url.pathname}` } }));
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
export const apiError = (status: number, code: string): FakeAnswer => ({
  status,
  body: { code, message: `${code} (test)` },
});
