/** @jest-environment node */
// The remotes' server (tooling/static-server.mjs), run as `npm start` runs it: a child process
// on a free port, asked over HTTP. Security basics must not cost the CORS and cache headers the
// shell's federation runtime depends on.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const SERVER = path.resolve(__dirname, '..', 'static-server.mjs');
const BIG_JS = `console.log(${JSON.stringify('arbora '.repeat(2000))});`;
let dist: string;
let child: ChildProcess;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>remote</title>');
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"content"}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var content;');
  writeFileSync(path.join(dist, '501.6b62984e.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'cap-detailed.797ecfbf.glb'), Buffer.alloc(1234, 7));
  writeFileSync(path.join(dist, 'main.0badcafe.js'), BIG_JS);
  writeFileSync(path.join(dist, 'main.0badcafe.js.br'), zlib.brotliCompressSync(BIG_JS));
  writeFileSync(path.join(dist, 'main.0badcafe.js.gz'), zlib.gzipSync(BIG_JS, { level: 9 }));
  child = spawn(process.execPath, [SERVER, dist, '0', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const url = /on (http:\/\/\S+)/.exec(String(chunk))?.[1];
      if (url) resolve(url);
    });
  });
});

afterAll(() => {
  child.kill();
  rmSync(dist, { recursive: true, force: true });
});

const get = (file: string, init?: RequestInit) => fetch(`${base}${file}`, init);

describe('static-server.mjs headers', () => {
  it.each(['/mf-manifest.json', '/remoteEntry.js', '/501.6b62984e.js', '/index.html', '/une/route'])(
    '%s: nosniff, a referrer policy and CORS',
    async (file) => {
      const res = await get(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  it.each(['/index.html', '/', '/une/route'])('%s (the standalone page) may not be framed', async (file) => {
    const res = await get(file);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps scripts and the manifest free of the page policy, with their cache headers', async () => {
    const manifest = await get('/mf-manifest.json');
    expect(manifest.headers.get('content-security-policy')).toBeNull();
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/501.6b62984e.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-security-policy')).toBeNull();
  });

  it('tells the size of a file (Content-Length, or X-File-Size when compressed) and caches hashed models for good', async () => {
    const model = await get('/cap-detailed.797ecfbf.glb');
    expect(model.headers.get('content-type')).toBe('model/gltf-binary');
    expect(model.headers.get('content-length')).toBe('1234');
    expect(model.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await model.arrayBuffer()).byteLength).toBe(1234);
    const script = await get('/501.6b62984e.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('x-file-size')).toBe(String('console.log(1);'.length));
    expect(script.headers.get('access-control-expose-headers')).toContain('X-File-Size');
  });

  it('sends the build’s precompressed sibling: Brotli first, then gzip, else the file as it is', async () => {
    const br = await get('/main.0badcafe.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(br.headers.get('content-length'))).toBe(zlib.brotliCompressSync(BIG_JS).length);
    expect(br.headers.get('x-file-size')).toBe(String(BIG_JS.length));
    expect(await br.text()).toBe(BIG_JS);
    const gz = await get('/main.0badcafe.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gz.headers.get('content-length'))).toBe(zlib.gzipSync(BIG_JS, { level: 9 }).length);
    expect(await gz.text()).toBe(BIG_JS);
    const plain = await get('/main.0badcafe.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(BIG_JS.length));
  });

  it('answers the CORS preflight and a missing file with the same basics', async () => {
    const preflight = await get('/mf-manifest.json', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await get('/absent.0123abcd.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a malformed path or a page when the build has no index.html, and keeps serving', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(404);
    rmSync(path.join(dist, 'index.html'));
    try {
      expect((await get('/une-page')).status).toBe(404);
    } finally {
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>remote</title>');
    }
    expect((await get('/remoteEntry.js')).status).toBe(200);
  });
});
