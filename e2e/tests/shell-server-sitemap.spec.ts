import { expect, test } from '../support/fixtures';

const PUBLIC_URL = 'http://localhost:3000';

test('/sitemap.xml lists every published page, category and product with lastmod', async ({ request, stack }) => {
  const response = await request.get(`${stack.baseURL}/sitemap.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: m[1]!,
    lastmod: m[2],
  }));
  const locs = new Set(entries.map((e) => e.loc));
  expect(locs.size).toBe(entries.length);

  const total = async (path: string) =>
    (
      (await (await request.get(`${stack.baseURL}/api/v1${path}`)).json()) as {
        data: { pagination: { total: number } };
      }
    ).data.pagination.total;
  const products = await (await request.get(`${stack.baseURL}/api/v1/product?perPage=100`)).json();
  for (const product of products.data.items as { slug: string }[])
    expect(locs).toContain(`${PUBLIC_URL}/p-${product.slug}`);
  const categories = await (await request.get(`${stack.baseURL}/api/v1/category?parent=all&perPage=100`)).json();
  for (const category of categories.data.items as { slug: string }[])
    expect(locs).toContain(`${PUBLIC_URL}/${category.slug}`);
  expect(locs).toContain(`${PUBLIC_URL}/`);
  expect(locs).toContain(`${PUBLIC_URL}/cookies`);
  expect(locs).toContain(`${PUBLIC_URL}/contactez-nous`);
  expect(locs).not.toContain(`${PUBLIC_URL}/panier`);

  // Every CMS page the route table serves is there (testimonial pages do not match /temoignages/:page?),
  // but a product sheet /produits/X of a catalogue product X, which 301s to the product's page.
  const pages = await total('/page');
  const testimonials = await total('/page?type=testimonial');
  const sheets = await (await request.get(`${stack.baseURL}/api/v1/page?type=product_page&perPage=100`)).json();
  const productSlugs = new Set<string>();
  for (let page = 1; ; page += 1) {
    const list = await (await request.get(`${stack.baseURL}/api/v1/product?perPage=100&page=${page}`)).json();
    for (const item of list.data.items as { slug: string }[]) productSlugs.add(item.slug);
    if (page >= list.data.pagination.pages) break;
  }
  const redirectedSheets = (sheets.data.items as { slug: string }[]).filter((sheet) =>
    productSlugs.has(sheet.slug.replace(/^produits\//, '')),
  );
  for (const sheet of redirectedSheets) expect(locs).not.toContain(`${PUBLIC_URL}/${sheet.slug}`);
  const cmsLocs = entries.filter(
    (e) => !/\/(p|c)-|^http:\/\/localhost:3000\/(devis|echantillons)/.test(e.loc) && e.lastmod,
  );
  expect(cmsLocs.length).toBeGreaterThanOrEqual(pages - testimonials - redirectedSheets.length);

  for (const entry of entries.filter((e) => e.lastmod))
    expect(Number.isNaN(Date.parse(entry.lastmod!)), entry.loc).toBe(false);
  expect(entries.filter((e) => e.loc.includes('/p-')).every((e) => e.lastmod)).toBe(true);
});

test('every sitemap URL of a sample answers 200 on the site', async ({ request, stack }) => {
  const xml = await (await request.get(`${stack.baseURL}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  const sample = locs.filter((_, i) => i % Math.ceil(locs.length / 40) === 0);
  for (const loc of sample) {
    const response = await request.get(`${stack.baseURL}${new URL(loc).pathname}`, { maxRedirects: 0 });
    expect(response.status(), loc).toBe(200);
  }
});

test('/robots.txt is real and names the sitemap', async ({ request, stack }) => {
  const response = await request.get(`${stack.baseURL}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await response.text()).split('\n');
  for (const rule of [
    'User-agent: *',
    'Allow: /',
    'Disallow: /panier/',
    'Disallow: /commande',
    'Disallow: /mes-',
    'Disallow: /preview',
    'Disallow: /api/',
  ]) {
    expect(lines).toContain(rule);
  }
  expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
});
