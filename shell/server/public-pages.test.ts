/** @jest-environment node */
import { fakeRenderer } from './testing/fake-renderer';
import { shellContext } from './testing/shell-context';

// The product page's form (buy-box.tsx) has no token; the others carry `<FormToken />`.
const ADD_TO_CART_FORM =
  '<form method="post"><input type="hidden" name="variant" value="7"/><button type="submit">Ajouter au panier</button></form>';
const TOKEN_FORM =
  '<form method="post"><input type="hidden" name="_csrf" value="__arbora_form_token__"/><button>Envoyer</button></form>';

const ctx = shellContext();
let renderer: ReturnType<typeof fakeRenderer>;
beforeAll(() => {
  renderer = fakeRenderer(ctx.dist);
});
beforeEach(() => renderer.reset());

describe('public pages: the same answer for every anonymous visitor, which a CDN can keep', () => {
  it('carry Cache-Control public with s-maxage and stale-while-revalidate, an ETag, and no cookie', async () => {
    const app = await ctx.shell();
    for (const url of ['/', '/terrasse-bois', '/Pas_Une_Page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('take their lifetimes from HTML_S_MAXAGE_SECONDS and HTML_STALE_WHILE_REVALIDATE_SECONDS', async () => {
    const app = await ctx.shell({ HTML_S_MAXAGE_SECONDS: '120', HTML_STALE_WHILE_REVALIDATE_SECONDS: '30' });
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=120, stale-while-revalidate=30',
    );
  });

  it('answer 304 without a body to If-None-Match with their ETag, 200 once the page changed', async () => {
    const app = await ctx.shell({ SSR_CACHE_SECONDS: '0' });
    // A page names the remotes' files once the server has read their manifests, in the background
    // (remote-assets.ts), which a busy machine may not have done by the first render: from then on
    // the page is the same. (A poll, for a hang only.)
    const named = (html: string) =>
      Object.keys(ctx.remotes.entries).every((name) => html.includes(`/${name}/remoteEntry.js`));
    let first = await app.inject({ method: 'GET', url: '/terrasse-bois' });
    for (let tries = 0; !named(first.body) && tries < 600; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      first = await app.inject({ method: 'GET', url: '/terrasse-bois' });
    }
    expect(named(first.body)).toBe(true);
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/terrasse-bois', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    renderer.deploy(2);
    const changed = await app.inject({ method: 'GET', url: '/terrasse-bois', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Rendu 2');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('a product page with its add-to-cart form (no token: guard.ts) is public, served from the HTML cache', async () => {
    const product = '/p-lame-de-terrasse-alveolaire-boreal';
    renderer.page(product, { body: ADD_TO_CART_FORM });
    const app = await ctx.shell();
    const first = await app.inject({
      method: 'GET',
      url: product,
      headers: { cookie: 'arbora_cart=cart_aaaaaaaaaaaaaaaa' },
    });
    const second = await app.inject({ method: 'GET', url: product });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<form method="post">');
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(second.body).toBe(first.body);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(renderer.calls(product)).toBe(1);
    const again = await app.inject({
      method: 'GET',
      url: product,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a page with a form that carries the visitor’s token (login, contact…) is that visitor’s', async () => {
    renderer.page('/contactez-nous', { body: TOKEN_FORM });
    const app = await ctx.shell();
    const res = await app.inject({ method: 'GET', url: '/contactez-nous' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(/arbora_vid=/);
    expect(res.body).not.toContain('__arbora_form_token__');
  });

  it('a customer page stays private, no-store, without ETag, and gets the site’s cookies', async () => {
    const app = await ctx.shell();
    const res = await app.inject({ method: 'GET', url: '/mon-compte' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['set-cookie']).toBeDefined();
  });

  it('a 503 is kept nowhere; the last good HTML sent instead is revalidated before reuse', async () => {
    const app = await ctx.shell({ SSR_CACHE_SECONDS: '0' });
    renderer.set('/', 'skeleton');
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-store');
    await app.inject({ method: 'GET', url: '/terrasse-bois' });
    renderer.set('/terrasse-bois', 'skeleton');
    const stale = await app.inject({ method: 'GET', url: '/terrasse-bois' });
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.headers.etag).toBeDefined();
  });
});

describe('the HTML cache', () => {
  it('is on by default: the second request is served from it', async () => {
    const app = await ctx.shell();
    expect((await app.inject({ method: 'GET', url: '/terrasse-bois' })).headers['x-page-cache']).toBe('miss');
    expect((await app.inject({ method: 'GET', url: '/terrasse-bois' })).headers['x-page-cache']).toBe('hit');
    expect(renderer.calls('/terrasse-bois')).toBe(1);
  });

  it('renders a page once for concurrent requests that miss it (single-flight); not when it is off', async () => {
    renderer.set('/terrasse-bois', 'slow');
    const on = await ctx.shell();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => on.inject({ method: 'GET', url: '/terrasse-bois' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(renderer.calls('/terrasse-bois')).toBe(1);

    const off = await ctx.shell({ SSR_CACHE_SECONDS: '0' });
    await Promise.all(Array.from({ length: 3 }, () => off.inject({ method: 'GET', url: '/terrasse-bois' })));
    expect(renderer.calls('/terrasse-bois')).toBe(4);
  });
});
