/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeRenderer } from './testing/fake-renderer';
import { shellContext } from './testing/shell-context';

const ctx = shellContext();
let renderer: ReturnType<typeof fakeRenderer>;
beforeAll(() => {
  renderer = fakeRenderer(ctx.dist);
});
beforeEach(() => renderer.reset());

const robots = (html: string) => /<meta name="robots" content="([^"]*)" \/>/.exec(html)?.[1];
const get = async (url: string, vars: Record<string, string> = {}) =>
  (await ctx.shell({ SSR_CACHE_SECONDS: '0', ...vars })).inject({ method: 'GET', url });

describe('a page the server could not render (never a 200 with an empty page area)', () => {
  it('answers a rendered page 200, indexable', async () => {
    const res = await get('/terrasse-bois');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Rendu 1 de /terrasse-bois</h1>');
    expect(res.headers['retry-after']).toBeUndefined();
    expect(robots(res.body)).toBe('index, follow');
  });

  it.each(['skeleton', 'cut', 'throw'] as const)(
    'answers 503 with Retry-After and noindex when the render gives %s and no page was rendered before',
    async (mode) => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderer.set('/terrasse-bois', mode);
      const res = await get('/terrasse-bois');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(robots(res.body)).toBe('noindex');
      // The browser still renders the page for a person (the shell and its config are there).
      expect(res.body).toContain('id="arbora-remotes"');
      logged.mockRestore();
    },
  );

  it('answers 503 when the renderer never answers (a remote’s Node build that hangs)', async () => {
    renderer.set('/terrasse-bois', 'hang');
    const res = await get('/terrasse-bois', { SSR_REMOTE_TIMEOUT_MS: '10', PAGE_API_TIMEOUT_MS: '10' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
  });

  it('sends the last good HTML of the page instead, even with the HTML cache off and however old', async () => {
    const app = await ctx.shell({ SSR_CACHE_SECONDS: '0' });
    expect((await app.inject({ method: 'GET', url: '/terrasse-bois' })).statusCode).toBe(200);
    renderer.deploy(2);
    expect((await app.inject({ method: 'GET', url: '/terrasse-bois' })).body).toContain('Rendu 2');
    renderer.set('/terrasse-bois', 'skeleton');
    const res = await app.inject({ method: 'GET', url: '/terrasse-bois' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-page-cache']).toBe('stale');
    expect(res.body).toContain('<h1>Rendu 2 de /terrasse-bois</h1>');
    expect(res.body).not.toContain('aria-busy');
    // Another page has no good HTML yet: a 503.
    renderer.set('/', 'skeleton');
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
  });

  it('sends the last good HTML with the remotes of now: a repoint since its render wins', async () => {
    const file = path.join(ctx.dist, 'remotes-repointed.json');
    const repoint = (entry: string) => writeFileSync(file, JSON.stringify({ remotes: [{ name: 'content', entry }] }));
    const inlined = (html: string) =>
      (
        JSON.parse(/<script id="arbora-remotes" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
          remotes: { name: string; entry: string }[];
        }
      ).remotes.find((remote) => remote.name === 'content')?.entry;
    repoint(ctx.remotes.entries.content!);
    const app = await ctx.shell({ SSR_CACHE_SECONDS: '0', REMOTES_FILE: file });
    const good = await app.inject({ method: 'GET', url: '/terrasse-bois' });
    expect(inlined(good.body)).toBe(ctx.remotes.entries.content);

    const moved = 'http://127.0.0.1:9/content/mf-manifest.json';
    repoint(moved);
    renderer.set('/terrasse-bois', 'skeleton');
    const res = await app.inject({ method: 'GET', url: '/terrasse-bois' });
    expect(res.headers['x-page-cache']).toBe('stale');
    expect(res.body).toContain('<h1>Rendu 1 de /terrasse-bois</h1>');
    expect(inlined(res.body)).toBe(moved);
    // The CSP names the remotes of now, and so does the page: the browser may load what it names.
    expect(res.headers['content-security-policy']).toContain('http://127.0.0.1:9');
    expect(res.headers.etag).not.toBe(good.headers.etag);
  });

  it('keeps a customer page (always rendered in the browser) and SSR=off answering 200', async () => {
    renderer.set('/mon-compte', 'skeleton');
    expect((await get('/mon-compte')).statusCode).toBe(200);
    renderer.set('/terrasse-bois', 'skeleton');
    expect((await get('/terrasse-bois', { SSR: 'off' })).statusCode).toBe(200);
  });
});

describe('soft 404s', () => {
  it('answers 404 for a list asked for a page past its last', async () => {
    renderer.set('/c-lames-de-terrasse/-p--9', 'past-end');
    const res = await get('/c-lames-de-terrasse/-p--9');
    expect(res.statusCode).toBe(404);
    expect(robots(res.body)).toBe('noindex');
  });

  it.each([
    ['/blog/-p--1', '/blog'],
    ['/blog/jardin/-p--1?tri=date', '/blog/jardin?tri=date'],
    ['/realisations/-p--1', '/realisations'],
    ['/realisations/cloture/-p--1', '/realisations/cloture'],
    ['/temoignages/-p--1', '/temoignages'],
    ['/c-lames-de-terrasse/-p--1?tri=prix', '/c-lames-de-terrasse?tri=prix'],
    ['/c-lames-de-terrasse/gris/-p--1', '/c-lames-de-terrasse/gris'],
    ['/ocelia/c-lames-de-terrasse/-p--1', '/ocelia/c-lames-de-terrasse'],
    ['/recherche/-p--1?q=lame', '/recherche?q=lame'],
    ['/blog/-p--1/', '/blog'],
  ])('answers %s with a 301 to the first page’s one URL, %s, without rendering it', async (url, location) => {
    const before = ctx.api.calls.length;
    const res = await get(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
    expect(res.body).not.toContain('Rendu');
    expect(ctx.api.calls).toHaveLength(before);
  });

  it.each(['/blog/-p--2', '/blog/-p--10', '/c-lames-de-terrasse/-p--11'])(
    'renders %s, a page past the first',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
    },
  );

  // Not the first page's segment (the list's page says whether such a tag exists), or on no list.
  it.each(['/blog/-p--01', '/blog/-p--0', '/realisations/-p--1x'])('never redirects %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).not.toBe(301);
    expect(res.headers.location).toBeUndefined();
  });

  it('answers 404 for -p--1 under a content page, never a redirect', async () => {
    const res = await get('/terrasse-bois/-p--1');
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });

  it.each([
    ['//blog', '//blog'],
    ['//blog/', '//blog/'],
    ['a path of 501 characters', `/${'a'.repeat(500)}`],
  ])('answers 404 for %s, without asking the API or the renderer', async (_label, url) => {
    const before = ctx.api.calls.length;
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(robots(res.body)).toBe('noindex');
    expect(res.body).not.toContain('Rendu');
    expect(ctx.api.calls).toHaveLength(before);
    // Without JavaScript the page still says it, in French, with the site's search and a way home.
    expect(res.body).toContain('<h1>Page introuvable</h1>');
    expect(res.body).toContain('<form role="search" action="/recherche" method="get">');
    expect(res.body).toContain('<a href="/">Retour à l’accueil</a>');
  });
});
