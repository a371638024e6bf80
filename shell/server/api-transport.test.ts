/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiFetch, apiRead } from './api-transport';

let server: Server;
let base: string;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; port: number }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, port: req.socket.remotePort ?? 0 });
    if (req.url?.startsWith('/slow')) return; // never answers: the caller's signal ends it
    if (req.url?.startsWith('/gone')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ code: 'NOT_FOUND' }));
    }
    if (req.url?.startsWith('/empty')) {
      res.writeHead(204);
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
    res.end(JSON.stringify({ data: { url: req.url, method: req.method } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

beforeEach(() => {
  seen.length = 0;
});

describe('apiFetch (the server’s GETs of the API)', () => {
  it('answers a GET as fetch would: status, headers, body, the query and headers sent', async () => {
    const response = await apiFetch(new URL(`${base}/v1/menu?site_id=1&lang=fr`), {
      headers: { Accept: 'application/json', 'x-request-id': 'abc' },
    });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ data: { url: '/v1/menu?site_id=1&lang=fr', method: 'GET' } });
    expect(seen[0]!.headers).toMatchObject({ accept: 'application/json', 'x-request-id': 'abc' });

    const gone = await apiFetch(`${base}/gone`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ code: 'NOT_FOUND' });
    const empty = await apiFetch(`${base}/empty`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it('keeps the connection for the next read', async () => {
    await (await apiFetch(`${base}/one`)).text();
    await (await apiFetch(`${base}/two`)).text();
    expect(seen.map((request) => request.port)).toEqual([seen[0]!.port, seen[0]!.port]);
  });

  it('gives up when the caller’s signal aborts, with its reason', async () => {
    const abort = new AbortController();
    const pending = apiFetch(`${base}/slow`, { signal: abort.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    abort.abort(new Error('page budget'));
    await expect(pending).rejects.toThrow('page budget');
    await expect(apiFetch(`${base}/one`, { signal: AbortSignal.abort(new Error('already')) })).rejects.toThrow(
      'already',
    );
  });

  it('rejects when the API cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(apiFetch(`http://127.0.0.1:${port}/v1/menu`)).rejects.toThrow();
  });

  it('sends anything but a plain GET through fetch', async () => {
    const response = await apiFetch(`${base}/v1/cart`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ data: { url: '/v1/cart', method: 'POST' } });
    expect(seen[0]!.method).toBe('POST');
  });

  it('reads a GET whole for a page request’s reads (apiRead): status, headers and the body’s bytes', async () => {
    const answer = await apiRead(new URL(`${base}/v1/home?lang=fr`), { headers: { accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.headers).toContainEqual(['content-type', 'application/json']);
    expect(answer.headers.filter(([name]) => name.toLowerCase() === 'set-cookie')).toHaveLength(2);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ data: { url: '/v1/home?lang=fr', method: 'GET' } });
    expect(seen[0]!.headers.accept).toBe('application/json');
  });
});
