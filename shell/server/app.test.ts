/** @jest-environment node */
import fs, { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import { parseEnv } from './env';
import { fakeRenderer } from './testing/fake-renderer';
import { closedPortUrl } from './testing/fake-servers';
import { shellContext } from './testing/shell-context';

const DEFAULT_ENTRIES = {
  catalogue: 'http://localhost:3001/mf-manifest.json',
  content: 'http://localhost:3002/mf-manifest.json',
  forms: 'http://localhost:3003/mf-manifest.json',
  checkout: 'http://localhost:3004/mf-manifest.json',
  account: 'http://localhost:3005/mf-manifest.json',
  configurator: 'http://localhost:3006/mf-manifest.json',
};

const ctx = shellContext();
const shell = (vars: Record<string, string> = {}) => ctx.shell(vars);
const extraApps: FastifyInstance[] = [];
afterAll(() => Promise.all(extraApps.map((app) => app.close())));

/** A shell with the remotes of its defaults (no REMOTE_*_URL): only for answers that fetch no manifest. */
async function defaultShell(vars: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildShellServer(
    parseEnv({ SHELL_DIST: ctx.dist, API_URL: ctx.api.url, NODE_ENV: 'test', ...vars }),
  );
  extraApps.push(app);
  return app;
}

const entries = (body: string) =>
  Object.fromEntries(
    (JSON.parse(body) as { remotes: { name: string; entry: string }[] }).remotes.map((r) => [r.name, r.entry]),
  );

describe('GET /remotes.json', () => {
  it('answers no-cache with the six remotes on their local default ports', async () => {
    const app = await defaultShell();
    const res = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json<{ remotes: { name: string; entry: string; version: string }[] }>();
    expect(body.remotes).toHaveLength(6);
    expect(entries(res.body)).toEqual(DEFAULT_ENTRIES);
    expect(body.remotes.every((r) => r.version === 'local')).toBe(true);
  });

  it('takes one remote from REMOTE_<NAME>_URL and _VERSION', async () => {
    const app = await defaultShell({
      REMOTE_CONTENT_URL: 'https://content.cdn.example/v7/mf-manifest.json',
      REMOTE_CONTENT_VERSION: '7.0.1',
    });
    const body = (await app.inject({ method: 'GET', url: '/remotes.json' })).json<{
      remotes: { name: string; entry: string; version: string }[];
    }>();
    expect(body.remotes.find((r) => r.name === 'content')).toEqual({
      name: 'content',
      entry: 'https://content.cdn.example/v7/mf-manifest.json',
      version: '7.0.1',
    });
    expect(body.remotes.find((r) => r.name === 'forms')).toEqual({
      name: 'forms',
      entry: DEFAULT_ENTRIES.forms,
      version: 'local',
    });
  });

  it('reads REMOTES_FILE again on each request (repoint without a restart)', async () => {
    const file = path.join(ctx.dist, 'remotes-override.json');
    const write = (entry: string, version: string) =>
      writeFileSync(file, JSON.stringify({ remotes: [{ name: 'catalogue', entry, version }] }));
    write('https://a.example/mf-manifest.json', '1.0.0');
    const app = await defaultShell({ REMOTES_FILE: file });

    const first = (await app.inject({ method: 'GET', url: '/remotes.json' })).body;
    expect(entries(first).catalogue).toBe('https://a.example/mf-manifest.json');
    expect(entries(first).content).toBe(DEFAULT_ENTRIES.content);

    write('https://b.example/mf-manifest.json', '2.0.0');
    const second = (await app.inject({ method: 'GET', url: '/remotes.json' })).body;
    expect(entries(second).catalogue).toBe('https://b.example/mf-manifest.json');
    expect(JSON.parse(second).remotes[0].version).toBe('2.0.0');
  });
});

describe('trailing slash (SPEC 2.1)', () => {
  it('answers 301 to the path without the slash, keeping the query', async () => {
    const app = await shell();
    const res = await app.inject({ method: 'GET', url: '/blog/jardin/?tri=date' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/blog/jardin?tri=date');
  });

  it('does not redirect //evil.com/ (a protocol-relative URL) anywhere', async () => {
    const app = await shell();
    const res = await app.inject({ method: 'GET', url: '//evil.com/' });
    expect(res.statusCode).not.toBe(301);
    expect(res.headers.location).toBeUndefined();
  });

  it.each(['//evil.com/page/', '/\\evil.com/', '///evil.com/x/', '/%2Fevil.com/'])(
    'keeps the redirect of %s on the site',
    async (url) => {
      const app = await shell();
      const res = await app.inject({ method: 'GET', url });
      // a location starting with // or /\ would send the browser to another host
      expect(res.headers.location ?? '/').toMatch(/^\/(?![/\\])/);
    },
  );
});

describe('pages', () => {
  it('serves the root with the remotes config inlined as inert JSON', async () => {
    const app = await shell();
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toMatch(/^public, /);
    const inline = /<script id="arbora-remotes" type="application\/json">(.*?)<\/script>/.exec(res.body);
    expect(inline).not.toBeNull();
    expect(entries(inline?.[1] ?? '')).toEqual(ctx.remotes.entries);
    expect(res.body).not.toContain('<!--arbora-config-->');
    expect(res.body).toContain('<meta name="robots" content="index, follow" />');
  });

  it('answers 404 with noindex for a path no route matches', async () => {
    const app = await shell();
    const res = await app.inject({ method: 'GET', url: '/Pas_Une_Page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('id="arbora-remotes"');
  });

  it('answers 404 for a route whose validation fails', async () => {
    const app = await shell();
    expect((await app.inject({ method: 'GET', url: '/devis/devis-piscine' })).statusCode).toBe(404);
  });

  it('serves a content slug with 200 when the API is down (existence unknown)', async () => {
    const app = await shell({ API_URL: await closedPortUrl() });
    const res = await app.inject({ method: 'GET', url: '/terrasse-bois' });
    expect(res.statusCode).toBe(200);
  });

  it('serves a content slug with 200 when the API answers an error (existence unknown)', async () => {
    const app = await shell();
    expect((await app.inject({ method: 'GET', url: '/api-en-panne' })).statusCode).toBe(200);
  });

  it('does not ask the API anything for a route of the table without API data (a form)', async () => {
    const app = await shell();
    const before = ctx.api.calls.length;
    expect((await app.inject({ method: 'GET', url: '/contactez-nous' })).statusCode).toBe(200);
    expect(ctx.api.calls).toHaveLength(before);
  });

  it.each(['/p-%E0%A4%A', '/category/%C0', '/%E0%A4%A'])(
    'answers the malformed escape of %s with a 4xx, not a 500',
    async (url) => {
      const app = await shell();
      const { statusCode } = await app.inject({ method: 'GET', url });
      expect(statusCode).toBeGreaterThanOrEqual(400);
      expect(statusCode).toBeLessThan(500);
    },
  );

  it.each(['/mon-compte', '/panier/livraison', '/commande/confirmation', '/styleguide'])(
    'keeps %s out of search engines',
    async (url) => {
      const app = await shell();
      // With a session cookie: a guarded page asked without one is a 302 to the login page.
      const res = await app.inject({ method: 'GET', url, headers: { cookie: 'arbora_session=tok_test_0123456789' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    },
  );

  it('answers a missing file with a plain 404, not the page', async () => {
    const app = await shell();
    const res = await app.inject({ method: 'GET', url: '/missing.0123abcd.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('arbora-remotes');
  });
});

describe('security headers', () => {
  const scriptSrc = (csp: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';

  it('allows scripts from self and the remote origins only, never inline', async () => {
    const app = await defaultShell({ REMOTE_CONTENT_URL: 'https://content.cdn.example/mf-manifest.json' });
    const res = await app.inject({ method: 'GET', url: '/remotes.json' });
    const csp = String(res.headers['content-security-policy']);
    const script = scriptSrc(csp);
    expect(script).toContain("'self'");
    expect(script).toContain('https://content.cdn.example');
    for (const port of [3001, 3003, 3004, 3005, 3006]) expect(script).toContain(`http://localhost:${port}`);
    expect(script).not.toContain('http://localhost:3002');
    expect(script).not.toContain("'unsafe-inline'");
    // WebAssembly may compile (3D models' decoder); JavaScript eval stays forbidden.
    expect(script.split(' ')).toContain("'wasm-unsafe-eval'");
    expect(script.split(' ')).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts the headers on every answer, JSON and 404 included', async () => {
    const app = await shell();
    for (const url of ['/remotes.json', '/Pas_Une_Page', '/health']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('sends HSTS in production only', async () => {
    const dev = await shell({ NODE_ENV: 'test' });
    expect((await dev.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const prod = await shell({ NODE_ENV: 'production' });
    expect((await prod.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toMatch(
      /max-age=\d+/,
    );
  });
});

describe('static files', () => {
  it('serves a hashed asset as immutable', async () => {
    const app = await shell();
    const res = await app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("main");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/remoteEntry.js', '/index.html'])(
    'serves %s no-cache (its name does not change between deploys)',
    async (url) => {
      const app = await shell();
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('looks a page path up in the build folder never: it goes straight to the page', async () => {
    const app = await shell();
    const stat = jest.spyOn(fs, 'stat');
    try {
      const inDist = () => stat.mock.calls.filter(([file]) => String(file).startsWith(ctx.dist));
      const page = await app.inject({
        method: 'GET',
        url: '/mentions-legales',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(inDist()).toEqual([]);
      // A file's path is still looked up (and served).
      expect((await app.inject({ method: 'GET', url: '/main.0123abcd.js' })).statusCode).toBe(200);
      expect(inDist().length).toBeGreaterThan(0);
    } finally {
      stat.mockRestore();
    }
  });
});

describe('site icon', () => {
  it('serves the SVG icon, cached for a day; /favicon.ico leads to it instead of a 404', async () => {
    const app = await shell();
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.body).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
    const ico = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
  });
});

it('answers /health', async () => {
  const app = await shell();
  const res = await app.inject({ method: 'GET', url: '/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

describe('the status of a page is the one its render gives', () => {
  const rendered = shellContext();
  let renderer: ReturnType<typeof fakeRenderer>;
  beforeAll(() => {
    renderer = fakeRenderer(rendered.dist);
  });

  it('404 where the page’s query found no such content, product or category; 200 where it did', async () => {
    const app = await rendered.shell();
    const missing = [
      '/page-disparue',
      '/p-lame-inconnue',
      '/c-inconnue',
      '/ocelia/c-inconnue',
      '/ocelia/p-lame-inconnue',
    ];
    for (const url of missing) renderer.page(url, { status: 404 });
    for (const url of missing) expect((await app.inject({ url })).statusCode).toBe(404);
    for (const url of ['/terrasse-bois', '/p-lame-horizon', '/c-lames-de-terrasse/-p--2', '/ocelia/p-lame-horizon'])
      expect((await app.inject({ url })).statusCode).toBe(200);
  });

  it('hands the renderer the route it matched: one match per request', async () => {
    const app = await rendered.shell();
    await app.inject({ url: '/ocelia/c-lames-de-terrasse/-p--2' });
    expect(renderer.routeOf('/ocelia/c-lames-de-terrasse/-p--2')).toEqual({
      kind: 'page',
      routeId: 'plastic-product-list',
      params: { slug: 'lames-de-terrasse', filter: '-p--2' },
      plasticLine: true,
    });
  });
});
