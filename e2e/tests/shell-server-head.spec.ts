import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The head of each page is rendered by the shell server from the API, in the first HTML answer
// (what crawlers and link previews read), not by the SPA afterwards.

/** The shell server's PUBLIC_URL: the e2e stack leaves it to its default. */
const PUBLIC_URL = 'http://localhost:3000';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  return {
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1] ?? '')),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
    ),
  };
}

async function api<T>(request: APIRequestContext, baseURL: string, path: string): Promise<T> {
  return ((await (await request.get(`${baseURL}/api/v1${path}`)).json()) as { data: T }).data;
}

const typed = (blocks: Record<string, unknown>[], type: string) => blocks.find((block) => block['@type'] === type);

test('a content page: French title, description, canonical, robots, Open Graph and breadcrumbs from the API', async ({
  request,
  stack,
}) => {
  const list = await api<{ items: { id: number; slug: string }[] }>(
    request,
    stack.baseURL,
    '/page?type=advice_terrace&perPage=1',
  );
  const summary = list.items[0]!;
  const page = await api<{
    title: string;
    metas: { title: string; description: string };
    breadcrumbs: { label: string; route: string }[];
    covers: { url_webp: string }[];
  }>(request, stack.baseURL, `/page/${summary.id}`);
  const response = await request.get(`${stack.baseURL}/${summary.slug}?utm_source=x`);
  expect(response.status()).toBe(200);
  const head = headOf(await response.text());
  expect(head.titles).toEqual([page.metas.title]);
  expect(head.meta('description')).toBe(page.metas.description);
  expect(head.canonical).toBe(`${PUBLIC_URL}/${summary.slug}`);
  expect(head.meta('robots')).toBe('index, follow');
  expect(head.meta('og:title')).toBe(page.title);
  expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/${summary.slug}`);
  expect(head.meta('og:type')).toBe('article');
  expect(head.meta('og:image')).toBe(`${PUBLIC_URL}${page.covers[0]!.url_webp}`);
  expect(head.meta('og:locale')).toBe('fr_FR');
  expect(head.meta('og:site_name')).toBe('Arbora');
  const crumbs = typed(head.jsonLd, 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(crumbs.itemListElement.map((c) => c.name)).toEqual(page.breadcrumbs.map((c) => c.label));
  expect(crumbs.itemListElement.at(-1)?.item).toBe(`${PUBLIC_URL}/${summary.slug}`);
});

test('the home page carries the Organization', async ({ request, stack }) => {
  const home = await api<{ page: { metas: { title: string } } }>(request, stack.baseURL, '/home');
  const head = headOf(await (await request.get(`${stack.baseURL}/`)).text());
  expect(head.titles).toEqual([home.page.metas.title]);
  expect(head.canonical).toBe(`${PUBLIC_URL}/`);
  expect(typed(head.jsonLd, 'Organization')).toMatchObject({ name: 'Arbora', url: `${PUBLIC_URL}/` });
});

test('a product page carries a Product with its offer in euros: the price the page shows', async ({
  request,
  stack,
}) => {
  const list = await api<{ items: { id: number; slug: string; name: string; prices: { ttc: number } }[] }>(
    request,
    stack.baseURL,
    '/product?perPage=1',
  );
  const product = list.items[0]!;
  // The default variant's price with its éco-participation (the one price rule), to the cent.
  const full = await api<{
    variant_id_default: number | null;
    variants: { id: number; prices: { ttc: number }; ecotax: { ttc: number } }[];
  }>(request, stack.baseURL, `/product/${product.id}`);
  const variant = full.variants.find((v) => v.id === full.variant_id_default) ?? full.variants[0]!;
  const cents = Math.round((variant.prices.ttc + variant.ecotax.ttc) / 100);
  const response = await request.get(`${stack.baseURL}/p-${product.slug}`);
  expect(response.status()).toBe(200);
  const head = headOf(await response.text());
  expect(head.meta('og:type')).toBe('product');
  expect(typed(head.jsonLd, 'Product')).toMatchObject({
    name: product.name,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      url: `${PUBLIC_URL}/p-${product.slug}`,
    },
  });
  expect(typed(head.jsonLd, 'BreadcrumbList')).toBeDefined();
  expect((await request.get(`${stack.baseURL}/p-produit-qui-n-existe-pas`)).status()).toBe(404);
});

test('a category page, and its page 2, have their own title and canonical', async ({ request, stack }) => {
  const list = await api<{ items: { slug: string; name: string }[] }>(request, stack.baseURL, '/category?perPage=1');
  const category = list.items[0]!;
  const first = headOf(await (await request.get(`${stack.baseURL}/${category.slug}`)).text());
  expect(first.titles[0]).toContain(category.name);
  expect(first.canonical).toBe(`${PUBLIC_URL}/${category.slug}`);
  const second = headOf(await (await request.get(`${stack.baseURL}/${category.slug}/-p--2`)).text());
  expect(second.titles[0]).toContain('page 2');
  expect(second.canonical).toBe(`${PUBLIC_URL}/${category.slug}/-p--2`);
});

test('a blog post carries one BlogPosting (the shell’s, not a second one from the page)', async ({
  request,
  stack,
}) => {
  const list = await api<{ items: { slug: string; title: string }[] }>(
    request,
    stack.baseURL,
    '/page?type=blog&perPage=1',
  );
  const post = list.items[0]!;
  const head = headOf(await (await request.get(`${stack.baseURL}/${post.slug}`)).text());
  expect(typed(head.jsonLd, 'BlogPosting')).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
  expect(head.jsonLd.filter((item) => /Article|BlogPosting/.test(String(item['@type'])))).toHaveLength(1);
});

test('account, order and preview pages are noindex, the cart open, each with a French title', async ({
  request,
  stack,
}) => {
  for (const [path, title, robots] of [
    ['/panier', 'Mon panier | Arbora', 'index, follow'],
    ['/mon-compte', 'Mon compte | Arbora', 'noindex, nofollow'],
  ] as const) {
    const head = headOf(await (await request.get(`${stack.baseURL}${path}`)).text());
    expect(head.titles, path).toEqual([title]);
    expect(head.meta('robots'), path).toBe(robots);
  }
  // An order's confirmation is a customer's page: without a session, the login page before any HTML.
  const confirmation = await request.get(`${stack.baseURL}/commande/confirmation`, { maxRedirects: 0 });
  expect(confirmation.status()).toBe(302);
  expect(confirmation.headers().location).toBe('/connexion?redirect=%2Fcommande%2Fconfirmation');
  // A preview without its token is no page at all (content's preview contract): 404, never indexed.
  const preview = await request.get(`${stack.baseURL}/preview/un-brouillon`);
  expect(preview.status()).toBe(404);
  expect(headOf(await preview.text()).meta('robots')).toMatch(/noindex/);
  const form = headOf(await (await request.get(`${stack.baseURL}/devis/devis-terrasse`)).text());
  // The forms area names its page itself (pageHead), under the site's suffix.
  expect(form.titles).toHaveLength(1);
  expect(form.titles[0]).toMatch(/^Devis terrasse.* \| Arbora$/);
  expect(form.meta('robots')).toBe('index, follow');
});

test('in the browser, the head is there and the inline JSON-LD raises no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/`);
  expect(violations).toEqual([]);
});
