import { apiConfig, configureApi } from '@arbora/shared/api';

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

/** An answer of the fake API: a status and the JSON body the real API would send. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

type Handler = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Plugs a fake `fetch` into the shared API client (its `configureApi` seam), so the real client
 * (URL building, common query fields, envelopes, HttpError) runs in the tests. Routes are keyed
 * `METHOD /api/v1/path` without the query; an unknown route answers 404 so a wrong URL fails loudly.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const previous = apiConfig().fetch;
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = await (typeof handler === 'function'
      ? handler(call)
      : (handler ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Route not found' } }));
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => JSON.stringify(answer.body),
    } as Response;
  });
  configureApi({ fetch });
  return { calls, fetch, restore: () => configureApi({ fetch: previous }) };
}
