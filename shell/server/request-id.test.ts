/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import { parseEnv } from './env';
import { acceptedRequestId } from './request-id';
import { fakeDist } from './testing/fake-servers';
import { startHeaderRecorder } from './testing/header-recorder';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('acceptedRequestId', () => {
  it.each(['edge-42', 'b1946ac9-2c47-4ae2-9b5e-3b0d1e0c6f4a', 'lb.node1:123_4'])('keeps %s', (id) => {
    expect(acceptedRequestId(id)).toBe(id);
  });
  it.each(['', ' x', 'a b', 'id\nforged log line', '-starts-with-dash', 'x'.repeat(65), 'é'])('refuses %j', (id) => {
    expect(acceptedRequestId(id)).toBeUndefined();
  });
  it('takes the first of repeated headers', () => {
    expect(acceptedRequestId(['one', 'two'])).toBe('one');
  });
});

describe('the shell server and X-Request-Id', () => {
  let api: Awaited<ReturnType<typeof startHeaderRecorder>>;
  let app: FastifyInstance;
  const dist = fakeDist();
  beforeAll(async () => {
    api = await startHeaderRecorder();
    app = await buildShellServer(parseEnv({ SHELL_DIST: dist.dir, API_URL: api.url, NODE_ENV: 'test' }));
  });
  afterAll(async () => {
    await app.close();
    await api.close();
    dist.remove();
  });
  beforeEach(() => {
    api.seen.length = 0;
  });

  it("answers with the edge's id when it is a safe token", async () => {
    const res = await app.inject({ url: '/health', headers: { 'x-request-id': 'edge-42' } });
    expect(res.headers['x-request-id']).toBe('edge-42');
  });

  it('makes a UUID when the edge sent none or an unsafe one', async () => {
    const none = await app.inject({ url: '/health' });
    const unsafe = await app.inject({ url: '/health', headers: { 'x-request-id': 'x\ty' } });
    expect(none.headers['x-request-id']).toMatch(UUID);
    expect(unsafe.headers['x-request-id']).toMatch(UUID);
    expect(unsafe.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  it('passes the id to the API through the /api proxy, replacing an unsafe one', async () => {
    const res = await app.inject({ url: '/api/v1/home', headers: { 'x-request-id': 'edge-43' } });
    expect(res.headers['x-request-id']).toBe('edge-43');
    expect(api.seen.map((call) => [call.path, call.headers['x-request-id']])).toEqual([['/v1/home', 'edge-43']]);

    const forged = await app.inject({ url: '/api/v1/home', headers: { 'x-request-id': 'a b' } });
    expect(api.seen[1]?.headers['x-request-id']).toBe(forged.headers['x-request-id']);
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });

  it("names the page request to the API in the server's own reads", async () => {
    const res = await app.inject({ url: '/produits/une-lame', headers: { 'x-request-id': 'page-7' } });
    expect(res.headers['x-request-id']).toBe('page-7');
    const reads = api.seen.filter((call) => call.path.startsWith('/v1/'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.map((call) => call.headers['x-request-id'])).toEqual(reads.map(() => 'page-7'));
  });

  it('keeps concurrent requests apart', async () => {
    await Promise.all(
      ['a1', 'b2', 'c3'].map((id) => app.inject({ url: `/produits/lame-${id}`, headers: { 'x-request-id': id } })),
    );
    const lookups = api.seen.filter((c) => c.path === '/v1/redirection');
    expect(lookups).toHaveLength(3);
    // Each lookup names the page it was made for: it carries that page's id, not a neighbour's.
    for (const call of lookups) expect(call.url).toContain(`lame-${String(call.headers['x-request-id'])}`);
    const ids = new Set(api.seen.map((call) => call.headers['x-request-id']));
    expect(ids).toEqual(new Set(['a1', 'b2', 'c3']));
  });
});
