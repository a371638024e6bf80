/** @jest-environment node */
import { siteApi } from './testing/site-api';
import { canonicalOf, jsonLdBlocks, metaContent, shellContext, titleOf } from './testing/shell-context';

const ctx = shellContext();
const PUBLIC_URL = 'https://www.arbora.example';
const get = async (url: string, vars: Record<string, string> = {}) => {
  const app = await ctx.shell({ PUBLIC_URL, ...vars });
  return app.inject({ method: 'GET', url });
};
const typesOf = (html: string) => jsonLdBlocks(html).map((block) => block['@type']);

describe('head of a content page (GET /v1/url/entity + /v1/page/{id})', () => {
  it('has the CMS title, description, canonical, robots and Open Graph', async () => {
    const { body, statusCode } = await get('/cookies?utm_source=x');
    expect(statusCode).toBe(200);
    expect(titleOf(body)).toBe('Gestion des cookies | Arbora');
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(body, 'description')).toBe('Description de Gestion des cookies.');
    expect(canonicalOf(body)).toBe('https://www.arbora.example/cookies');
    expect(metaContent(body, 'robots')).toBe('index, follow');
    expect(metaContent(body, 'og:title')).toBe('Gestion des cookies');
    expect(metaContent(body, 'og:description')).toBe('Description de Gestion des cookies.');
    expect(metaContent(body, 'og:url')).toBe('https://www.arbora.example/cookies');
    expect(metaContent(body, 'og:type')).toBe('website');
    expect(metaContent(body, 'og:image')).toBe('https://www.arbora.example/api/v1/media/page/cookies-1200x630.webp');
    expect(metaContent(body, 'og:locale')).toBe('fr_FR');
    expect(metaContent(body, 'og:site_name')).toBe('Arbora');
  });

  it('carries a BreadcrumbList with absolute URLs', async () => {
    const { body } = await get('/conseils/portail');
    const crumbs = jsonLdBlocks(body).find((block) => block['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.arbora.example/' },
      { '@type': 'ListItem', position: 2, name: 'Conseils', item: 'https://www.arbora.example/conseils' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Conseils portail',
        item: 'https://www.arbora.example/conseils/portail',
      },
    ]);
  });

  it('escapes CMS text in the head and in JSON-LD', async () => {
    const { body } = await get('/terrasse-bois');
    expect(titleOf(body)).toBe('Terrasse &lt;bois&gt; &amp; &quot;composite&quot; | Arbora');
    expect(body).not.toContain('</script><script>alert(1)');
    expect(metaContent(body, 'description')).toBe('Une &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; terrasse.');
    const inner = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inner.length).toBeGreaterThan(0);
    for (const json of inner) expect(json).not.toContain('<');
    const crumbs = jsonLdBlocks(body).find((b) => b['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(crumbs)).toContain('Terrasse <bois> & \\"composite\\"');
  });

  it('gives a blog post a BlogPosting and og:type article', async () => {
    const { body } = await get('/blog/cinq-idees');
    expect(titleOf(body)).toBe('Cinq idées pour une terrasse conviviale | Arbora');
    expect(metaContent(body, 'og:type')).toBe('article');
    const article = jsonLdBlocks(body).find((block) => block['@type'] === 'BlogPosting');
    expect(article).toMatchObject({
      headline: 'Cinq idées pour une terrasse conviviale',
      datePublished: '2024-07-28T08:00:00.000Z',
      dateModified: '2024-08-07T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Claire Martin' },
      url: 'https://www.arbora.example/blog/cinq-idees',
    });
  });

  it('keeps a blog tag listing (not a post) at 200 with the route title', async () => {
    const { body, statusCode } = await get('/blog/jardin/-p--2');
    expect(statusCode).toBe(200);
    expect(titleOf(body)).toBe('Blog – page 2 | Arbora');
    expect(canonicalOf(body)).toBe('https://www.arbora.example/blog/jardin/-p--2');
    expect(typesOf(body)).toEqual([]);
  });
});

describe('head of the home page (GET /v1/home)', () => {
  it('has its CMS title, an Organization and a canonical to the root', async () => {
    const { body } = await get('/');
    expect(titleOf(body)).toBe('Le bois composite pour vivre dehors | Arbora');
    expect(canonicalOf(body)).toBe('https://www.arbora.example/');
    expect(jsonLdBlocks(body)).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Arbora',
      url: 'https://www.arbora.example/',
    });
    expect(typesOf(body)).not.toContain('BreadcrumbList');
  });
});

describe('head of a product page (/p-{slug}: GET /v1/url/entity?entity_type=product + /v1/product/{id})', () => {
  it('has a Product with an offer in euros (prices.ttc ÷ 10000) and its breadcrumbs', async () => {
    const { body } = await get('/p-lame-horizon');
    expect(titleOf(body)).toBe('Lame de terrasse Horizon | Arbora');
    expect(metaContent(body, 'og:type')).toBe('product');
    const productLd = jsonLdBlocks(body).find((block) => block['@type'] === 'Product');
    expect(productLd).toMatchObject({
      name: 'Lame de terrasse Horizon',
      sku: 'ARB-LDT1-001',
      image: ['https://www.arbora.example/api/v1/media/product/lame-horizon-800x800.webp'],
      offers: {
        '@type': 'Offer',
        price: '16.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://www.arbora.example/p-lame-horizon',
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 6 },
    });
    expect(typesOf(body)).toContain('BreadcrumbList');
  });

  it('says OutOfStock without stock and leaves out an empty rating', async () => {
    const { body } = await get('/p-lame-sans-stock');
    const productLd = jsonLdBlocks(body).find((block) => block['@type'] === 'Product');
    expect(productLd?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(productLd).not.toHaveProperty('aggregateRating');
  });
});

describe('head of a category page', () => {
  it('/c-{slug}: the category title, and page 2 has its own title and canonical', async () => {
    const first = await get('/c-lames-de-terrasse?tri=prix');
    expect(titleOf(first.body)).toBe('Lames de terrasse | Arbora');
    expect(canonicalOf(first.body)).toBe('https://www.arbora.example/c-lames-de-terrasse');
    const second = await get('/c-lames-de-terrasse/-p--2');
    expect(titleOf(second.body)).toBe('Lames de terrasse – page 2 | Arbora');
    expect(canonicalOf(second.body)).toBe('https://www.arbora.example/c-lames-de-terrasse/-p--2');
  });

  it('/category/{slug}: the category too', async () => {
    const { body } = await get('/category/c-lames-de-terrasse');
    expect(titleOf(body)).toBe('Lames de terrasse | Arbora');
    expect(typesOf(body)).toContain('BreadcrumbList');
  });
});

describe('head of the other routes (a French title per route)', () => {
  it.each([
    ['/panier', 'Panier | Arbora', 'noindex, nofollow'],
    ['/mes-commandes', 'Mes commandes | Arbora', 'noindex, nofollow'],
    ['/commande/confirmation-cb', 'Paiement par carte confirmé | Arbora', 'noindex, nofollow'],
    ['/preview/brouillon', 'Aperçu | Arbora', 'noindex, nofollow'],
    ['/contactez-nous', 'Contactez-nous | Arbora', 'index, follow'],
    ['/devis/devis-terrasse', 'Devis terrasse | Arbora', 'index, follow'],
    ['/echantillons/echantillons-box', 'Box d’échantillons gratuite | Arbora', 'index, follow'],
    ['/realisations/-p--3', 'Nos réalisations – page 3 | Arbora', 'index, follow'],
  ])('%s → « %s », robots %s', async (url, title, robots) => {
    const { body, statusCode } = await get(url);
    expect(statusCode).toBe(200);
    expect(titleOf(body)).toBe(title);
    expect(metaContent(body, 'robots')).toBe(robots);
    expect(canonicalOf(body)).toBe(`https://www.arbora.example${url}`);
    expect(metaContent(body, 'og:image')).toBe('https://www.arbora.example/api/v1/media/hero/accueil-1200x630.webp');
  });

  it('a 404 says so, is noindex and has no canonical', async () => {
    const { body, statusCode } = await get('/page-disparue');
    expect(statusCode).toBe(404);
    expect(titleOf(body)).toBe('Page introuvable | Arbora');
    expect(metaContent(body, 'robots')).toBe('noindex');
    expect(canonicalOf(body)).toBeUndefined();
  });
});

describe('a slow API does not hold the page', () => {
  const slow = shellContext(siteApi({ slow: 2000 }));

  it('answers within the budget with a generic head', async () => {
    const app = await slow.shell({ PUBLIC_URL, PAGE_API_TIMEOUT_MS: '150' });
    const started = Date.now();
    const content = await app.inject({ method: 'GET', url: '/cookies' });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(content.statusCode).toBe(200);
    expect(titleOf(content.body)).toBe('Arbora – bois composite pour l’extérieur');
    expect(canonicalOf(content.body)).toBe('https://www.arbora.example/cookies');
    expect(metaContent(content.body, 'og:locale')).toBe('fr_FR');
    expect(typesOf(home.body)).toEqual(['Organization']);
  });
});

it('makes one set of API calls per page: existence and head share them', async () => {
  const app = await ctx.shell({ PUBLIC_URL });
  const before = ctx.api.calls.length;
  await app.inject({ method: 'GET', url: '/cookies' });
  expect(
    ctx.api.calls
      .slice(before)
      .map((url) => url.pathname)
      .sort(),
  ).toEqual(['/v1/page/26', '/v1/redirection', '/v1/url/entity']);
});
