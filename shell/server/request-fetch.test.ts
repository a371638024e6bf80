/** @jest-environment node */
import type { ApiAnswer } from './api-transport';
import { readOf, requestFetch } from './request-fetch';

function countingFetch() {
  const calls: string[] = [];
  const fetcher = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof URL ? input.href : String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return new Response(JSON.stringify({ data: { url } }), {
      status: url.includes('absent') ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, fetcher: fetcher as unknown as typeof fetch };
}

describe('requestFetch (one page request’s API reads, shared)', () => {
  it('asks once for a URL two callers read at the same time, whatever the order of its query', async () => {
    const { calls, fetcher } = countingFetch();
    const shared = requestFetch(new AbortController().signal, { base: fetcher, read: readOf(fetcher) });
    const [a, b] = await Promise.all([
      shared('http://api.test/v1/url/entity?slug=terrasse&entity_type=cms_page'),
      shared(new URL('http://api.test/v1/url/entity?entity_type=cms_page&slug=terrasse'), {
        headers: { accept: 'application/json' },
      }),
    ]);
    expect(calls).toHaveLength(1);
    expect(await a.json()).toEqual(await b.json());
    expect(a.headers.get('content-type')).toBe('application/json');
    const later = await shared('http://api.test/v1/url/entity?slug=terrasse&entity_type=cms_page');
    expect(later.ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('shares a 404 too, and asks separately for other URLs and for anything but GET', async () => {
    const { calls, fetcher } = countingFetch();
    const shared = requestFetch(new AbortController().signal, { base: fetcher, read: readOf(fetcher) });
    const answers = await Promise.all([
      shared('http://api.test/v1/absent'),
      shared('http://api.test/v1/absent'),
      shared('http://api.test/v1/home'),
      shared('http://api.test/v1/cart', { method: 'POST', body: '{}' }),
      shared('http://api.test/v1/cart', { method: 'POST', body: '{}' }),
    ]);
    expect(answers.map((response) => response.status)).toEqual([404, 404, 200, 200, 200]);
    expect(calls.sort()).toEqual([
      'GET http://api.test/v1/absent',
      'GET http://api.test/v1/home',
      'POST http://api.test/v1/cart',
      'POST http://api.test/v1/cart',
    ]);
  });

  it('lets a caller give up on its own budget without failing the other', async () => {
    const { fetcher } = countingFetch();
    const shared = requestFetch(new AbortController().signal, { base: fetcher, read: readOf(fetcher) });
    const impatient = new AbortController();
    const first = shared('http://api.test/v1/home', { signal: impatient.signal });
    const second = shared('http://api.test/v1/home');
    impatient.abort(new Error('budget'));
    await expect(first).rejects.toThrow('budget');
    expect((await second).status).toBe(200);
  });

  it('never shares between two requests', async () => {
    const { calls, fetcher } = countingFetch();
    await requestFetch(new AbortController().signal, { base: fetcher, read: readOf(fetcher) })(
      'http://api.test/v1/home',
    );
    await requestFetch(new AbortController().signal, { base: fetcher, read: readOf(fetcher) })(
      'http://api.test/v1/home',
    );
    expect(calls).toHaveLength(2);
  });

  it('reads a GET whole from the transport, with no Response but the one each caller gets', async () => {
    const { calls, fetcher } = countingFetch();
    const reads: string[] = [];
    const read = async (url: URL, init: { headers: Headers }): Promise<ApiAnswer> => {
      reads.push(`${url.href} ${init.headers.get('accept')}`);
      return {
        status: 200,
        statusText: 'OK',
        headers: [['content-type', 'application/json']],
        body: Buffer.from('{"data":1}'),
      };
    };
    const shared = requestFetch(new AbortController().signal, { base: fetcher, read });
    const [a, b] = await Promise.all([
      shared('http://api.test/v1/home?b=2&a=1', { headers: { accept: 'application/json' } }),
      shared('http://api.test/v1/home?a=1&b=2'),
    ]);
    expect(reads).toEqual(['http://api.test/v1/home?a=1&b=2 application/json']);
    expect(calls).toEqual([]);
    // Each caller reads its own body.
    expect(await a.json()).toEqual({ data: 1 });
    expect(await b.text()).toBe('{"data":1}');
    expect(b.headers.get('content-type')).toBe('application/json');
  });
});
