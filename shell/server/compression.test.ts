/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { shellContext } from './testing/shell-context';

const ctx = shellContext();
const BIG_JS = `console.log(${JSON.stringify('arbora '.repeat(4000))});\n`;

const PRECOMPRESSED_BR = zlib.brotliCompressSync(BIG_JS);

beforeAll(() => {
  writeFileSync(path.join(ctx.dist, 'big.89abcdef.js'), BIG_JS);
  // What tooling/webpack/precompress.cjs writes beside a built file.
  writeFileSync(path.join(ctx.dist, 'big.89abcdef.js.br'), PRECOMPRESSED_BR);
  writeFileSync(path.join(ctx.dist, 'big.89abcdef.js.gz'), zlib.gzipSync(BIG_JS, { level: 9 }));
  writeFileSync(path.join(ctx.dist, 'lone.0fedcba9.js'), BIG_JS);
  writeFileSync(path.join(ctx.dist, 'build-manifest.json'), JSON.stringify({ id: 'x'.repeat(3000) }));
});

describe('compressed answers', () => {
  it('a built file: its precompressed Brotli sibling, sent as it is, with the file’s cache headers', async () => {
    const app = await ctx.shell();
    const res = await app.inject({
      method: 'GET',
      url: '/big.89abcdef.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(PRECOMPRESSED_BR)).toBe(true);
    const gz = await app.inject({ method: 'GET', url: '/big.89abcdef.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
  });

  it('a built file without a sibling is compressed on the fly', async () => {
    const app = await ctx.shell();
    const res = await app.inject({ method: 'GET', url: '/lone.0fedcba9.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JS);
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
    const page = await app.inject({ method: 'GET', url: '/contactez-nous', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Contactez-nous | Arbora</title>');
    const plain = await app.inject({ method: 'GET', url: '/big.89abcdef.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('COMPRESSION=off sends every answer as it is', async () => {
    const app = await ctx.shell({ COMPRESSION: 'off' });
    const res = await app.inject({ method: 'GET', url: '/big.89abcdef.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BIG_JS);
  });

  it('a range is taken from the bytes sent; a small answer is left as it is', async () => {
    const app = await ctx.shell();
    const range = await app.inject({
      method: 'GET',
      url: '/lone.0fedcba9.js',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(BIG_JS.slice(0, 10));
    const ofSibling = await app.inject({
      method: 'GET',
      url: '/big.89abcdef.js',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
    });
    expect(ofSibling.statusCode).toBe(206);
    expect(ofSibling.headers['content-encoding']).toBe('br');
    expect(ofSibling.rawPayload.equals(PRECOMPRESSED_BR.subarray(0, 10))).toBe(true);
    const small = await app.inject({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

it('compresses the API answers proxied under /api', async () => {
  const { startFakeApi } = await import('./testing/fake-servers');
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
