/** @jest-environment node */
import { collectSitemap, createSitemapCache, sitemapXml } from './sitemap';
import { closedPortUrl, startFakeApi } from './testing/fake-servers';
import { siteApi } from './testing/site-api';
import { shellContext } from './testing/shell-context';

const ctx = shellContext();
const PUBLIC_URL = 'https://www.arbora.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const lastmodOf = (xml: string, loc: string) =>
  new RegExp(`<loc>${loc.replace(/[.?/]/g, '\\$&')}</loc><lastmod>([^<]*)</lastmod>`).exec(xml)?.[1];

describe('GET /sitemap.xml', () => {
  it('lists the CMS pages, categories, products and static routes with absolute URLs and lastmod', async () => {
    const app = await ctx.shell({ PUBLIC_URL });
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(res.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://www.arbora.example/',
        'https://www.arbora.example/cookies',
        'https://www.arbora.example/conseils/portail',
        'https://www.arbora.example/blog/cinq-idees',
        'https://www.arbora.example/c-lames-de-terrasse',
        'https://www.arbora.example/p-lame-horizon',
        'https://www.arbora.example/p-lame-sans-stock',
        'https://www.arbora.example/contactez-nous',
        'https://www.arbora.example/devis/devis-terrasse',
        'https://www.arbora.example/echantillons/echantillons-box',
        'https://www.arbora.example/blog',
      ]),
    );
    expect(lastmodOf(res.body, 'https://www.arbora.example/cookies')).toBe('2024-07-28T08:00:00.000Z');
    expect(lastmodOf(res.body, 'https://www.arbora.example/p-lame-horizon')).toBe('2023-07-25T08:00:00.000Z');
    // A category changes when its latest product does.
    expect(lastmodOf(res.body, 'https://www.arbora.example/c-lames-de-terrasse')).toBe('2025-01-15T08:00:00.000Z');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('leaves out what is not an indexable page of the route table', async () => {
    const app = await ctx.shell({ PUBLIC_URL });
    const urls = locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    for (const path of [
      '/panier',
      '/mon-compte',
      '/connexion',
      '/styleguide',
      '/devis/confirmation',
      '/accueil',
      '/content',
      '/temoignages/avis-01',
    ]) {
      expect(urls).not.toContain(`https://www.arbora.example${path}`);
    }
  });

  it('is built once and then served from memory', async () => {
    const app = await ctx.shell({ PUBLIC_URL });
    await app.inject({ method: 'GET', url: '/sitemap.xml' });
    const before = ctx.api.calls.length;
    const again = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect(ctx.api.calls).toHaveLength(before);
  });

  it('answers 503 rather than a partial sitemap when the API is down', async () => {
    const app = await ctx.shell({ API_URL: await closedPortUrl() });
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('120');
  });
});

describe('createSitemapCache', () => {
  it('rebuilds from the lists only: product details are kept for an hour', async () => {
    const sitemap = createSitemapCache(ctx.api.url, PUBLIC_URL, 0);
    await sitemap();
    const before = ctx.api.calls.length;
    await sitemap(); // expired: served, and rebuilt in the background
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rebuilt = ctx.api.calls.slice(before).map((url) => url.pathname);
    expect(rebuilt).toEqual(expect.arrayContaining(['/v1/page', '/v1/category', '/v1/product']));
    expect(rebuilt.filter((path) => /^\/v1\/product\/\d+$/.test(path))).toEqual([]);
  });

  it('keeps serving the last sitemap while the API is down after it expired', async () => {
    const api = await startFakeApi(siteApi());
    const sitemap = createSitemapCache(api.url, PUBLIC_URL, 0);
    const first = await sitemap();
    expect(first).toContain('<urlset');
    await api.close();
    expect(await sitemap()).toBe(first);
    expect(await sitemap()).toBe(first);
  });
});

describe('the URLs the site links', () => {
  const products = [
    { id: 1, slug: 'lame-de-terrasse-horizon', line: 'composite' },
    { id: 2, slug: 'jardiniere-oscar', line: 'ocelia' },
  ];
  const handler = (url: URL) => {
    const list = (items: unknown[]) => ({ data: { items, pagination: { pages: 1 } } });
    if (url.pathname === '/v1/page')
      return list([
        { slug: 'produits/lame-de-terrasse-horizon', type: { technical_name: 'product_page' } },
        { slug: 'produits/portillon-vercors', type: { technical_name: 'product_page' } },
      ]);
    if (url.pathname === '/v1/category') return list([]);
    if (url.pathname === '/v1/product') return list(products);
    const detail = products.find((p) => url.pathname === `/v1/product/${p.id}`);
    return detail ? { data: { ...detail, updated_at: '2025-01-01T00:00:00.000Z', categories: [] } } : undefined;
  };

  it('lists an Océlia product under /ocelia and no CMS sheet that duplicates a product', async () => {
    const api = await startFakeApi(handler);
    try {
      const paths = (await collectSitemap(api.url)).map((e) => e.path);
      expect(paths).toEqual(expect.arrayContaining(['/p-lame-de-terrasse-horizon', '/ocelia/p-jardiniere-oscar']));
      expect(paths).not.toContain('/p-jardiniere-oscar');
      expect(paths).not.toContain('/produits/lame-de-terrasse-horizon');
      expect(paths).toContain('/produits/portillon-vercors');
    } finally {
      await api.close();
    }
  });
});

it('escapes URLs in XML', () => {
  expect(sitemapXml('https://a.example', [{ path: '/x?a=1&b=<2>' }])).toContain(
    '<loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc>',
  );
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the cart, order, account, preview and API, and names the sitemap', async () => {
    const app = await ctx.shell({ PUBLIC_URL });
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /panier/',
        'Disallow: /commande',
        'Disallow: /mes-',
        'Disallow: /preview',
        'Disallow: /api/',
        'Allow: /api/v1/images/',
        'Allow: /api/v1/media/',
        'Sitemap: https://www.arbora.example/sitemap.xml',
      ]),
    );
  });
});
