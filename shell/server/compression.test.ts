/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { chooseEncoding, registerCompression } from './compression';
import { shellContext } from './test-support/shell-context';

const ctx = shellContext();
const BIG_JS = `console.log(${JSON.stringify('arbora '.repeat(4000))});\n`;

beforeAll(() => {
  writeFileSync(path.join(ctx.dist, 'big.89abcdef.js'), BIG_JS);
  writeFileSync(path.join(ctx.dist, 'build-manifest.json'), JSON.stringify({ id: 'x'.repeat(3000) }));
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['*', 'gzip'],
    [undefined, null],
  ])('%p → %p', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressed answers', () => {
  it('a hashed file in Brotli (highest quality, kept in memory), the same bytes every time', async () => {
    const app = await ctx.shell();
    const first = await app.inject({
      method: 'GET',
      url: '/big.89abcdef.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.length).toBeLessThan(BIG_JS.length / 20);
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(BIG_JS);
    const second = await app.inject({ method: 'GET', url: '/big.89abcdef.js', headers: { 'accept-encoding': 'br' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('gzip for a client without Brotli, on the fly for a file that is not hashed', async () => {
    const app = await ctx.shell();
    const res = await app.inject({
      method: 'GET',
      url: '/build-manifest.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual({ id: 'x'.repeat(3000) });
  });

  it('the HTML page too, and nothing for a client that accepts no encoding', async () => {
    const app = await ctx.shell();
    const page = await app.inject({ method: 'GET', url: '/cookies', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain(
      '<title>Gestion des cookies | Arbora</title>',
    );
    const plain = await app.inject({ method: 'GET', url: '/big.89abcdef.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    expect(plain.headers.vary).toContain('Accept-Encoding');
  });

  it('COMPRESSION=off sends every answer as it is', async () => {
    const app = await ctx.shell({ COMPRESSION: 'off' });
    const res = await app.inject({ method: 'GET', url: '/big.89abcdef.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BIG_JS);
  });

  it('leaves a range request and a small answer as they are', async () => {
    const app = await ctx.shell();
    const range = await app.inject({
      method: 'GET',
      url: '/big.89abcdef.js',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(BIG_JS.slice(0, 10));
    const small = await app.inject({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

it('compresses the API answers proxied under /api', async () => {
  const { startFakeApi } = await import('./test-support/fake-servers');
  const api = await startFakeApi(() => ({ data: { text: 'é'.repeat(2000) } }));
  try {
    const app = await ctx.shell({ API_URL: api.url });
    const res = await app.inject({ method: 'GET', url: '/api/v1/home', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual({
      data: { text: 'é'.repeat(2000) },
    });
  } finally {
    await api.close();
  }
});

it('weakens a strong ETag of a compressed answer (its bytes are not the ones the tag names)', async () => {
  const app = Fastify();
  registerCompression(app);
  app.get('/strong', async (_request, reply) =>
    reply
      .header('etag', '"abc"')
      .type('application/json')
      .send(JSON.stringify({ x: 'y'.repeat(5000) })),
  );
  const compressed = await app.inject({ method: 'GET', url: '/strong', headers: { 'accept-encoding': 'gzip' } });
  expect(compressed.headers.etag).toBe('W/"abc"');
  const plain = await app.inject({ method: 'GET', url: '/strong' });
  expect(plain.headers.etag).toBe('"abc"');
  await app.close();
});
