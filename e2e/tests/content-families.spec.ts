import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// Issue 16: every content family of SPEC 2.4 is a real page at the URL the site links to.

type Summary = { id: number; slug: string; title: string };

async function apiData<T>(request: APIRequestContext, base: string, path: string): Promise<T> {
  const answer = await request.get(`${base}/api/v1${path}`);
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}
const first = async (request: APIRequestContext, base: string, type: string) =>
  (await apiData<{ items: Summary[] }>(request, base, `/page?type=${type}&take=1`)).items[0] as Summary;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

// The walk of every home link and sitemap URL is content-sitemap.spec.ts.

test('the blog paginates 24 per page and filters by tag; an article opens from the list', async ({
  page,
  request,
  baseURL,
}) => {
  const first = await (await request.get(`${baseURL}/blog`)).text();
  expect(first).toMatch(/<link rel="next" href="[^"]*\/blog\/-p--2"/);
  expect(first).not.toMatch(/<link rel="prev"/);
  await page.goto('/blog');
  await expect(h1(page)).toHaveText('Le blog Arbora');
  const cards = page.locator('main ul > li h2 a');
  await expect(cards).toHaveCount(24);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: /Suivante/ })).toHaveAttribute('rel', 'next');
  await pagination.getByRole('link', { name: /Suivante/ }).click();
  await expect(page).toHaveURL(/\/blog\/-p--2$/);
  await expect(h1(page)).toHaveText('Le blog Arbora – page 2');
  await expect(pagination.getByRole('link', { name: /Précédente/ })).toHaveAttribute('rel', 'prev');
  // The head links the neighbours too, kept in step by client navigation (40 posts, 24 a page: page 2 is the last).
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', /\/blog$/);
  await expect(page.locator('head link[rel="next"]')).toHaveCount(0);

  const filters = page.getByRole('navigation', { name: 'Filtrer par thème' });
  const tag = filters.getByRole('link').nth(1);
  const tagName = ((await tag.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
  await tag.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(h1(page)).toHaveText(`Le blog Arbora : ${tagName}`);

  const article = cards.first();
  const title = (await article.textContent()) ?? '';
  const href = (await article.getAttribute('href')) ?? '';
  await article.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(h1(page)).toHaveText(title);
  await expect(page.getByText(/^Lecture\u00a0: \d+\u00a0min$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sommaire' })).toBeVisible();
});

test('a realisation and a testimonial open from their lists', async ({ page }) => {
  await page.goto('/realisations');
  await expect(h1(page)).toHaveText('Réalisations de nos clients');
  const report = page.locator('main ul > li h2 a').first();
  const title = (await report.textContent()) ?? '';
  await report.click();
  await expect(page).toHaveURL(/\/realisations\/\d{2}-/);
  await expect(h1(page)).toHaveText(title);
  await expect(page.getByRole('region', { name: 'Galerie photos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Les produits utilisés' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/c-/,
  );

  await page.goto('/temoignages');
  const testimonial = page.locator('main ul > li h2 a').first();
  const said = (await testimonial.textContent()) ?? '';
  await testimonial.click();
  await expect(page).toHaveURL(/\/temoignages\/avis-\d{2}-/);
  await expect(h1(page)).toHaveText(said);
  await expect(page.getByRole('img', { name: /^Note : \d sur 5$/ })).toBeVisible();
});

test('a store page shows its map and hours; the finder sorts stores by distance from a postcode', async ({
  page,
  request,
  baseURL,
}) => {
  // Its head carries the page's own LocalBusiness JSON-LD (pageHead), an article's a BlogPosting. The
  // shell answers a generic head past its API budget: a first request warms the API's caches.
  await request.get(`${baseURL}/magasins/nantes`);
  await request.get(`${baseURL}/blog/hiverner-sa-terrasse`);
  const html = await (await request.get(`${baseURL}/magasins/nantes`)).text();
  expect(html).toMatch(/"@type":"HomeAndConstructionBusiness"[^<]*"postalCode":"44000"/);
  // Its hours, written « 9 h – 17 h », are read into the JSON-LD: Saturday 09:00 to 17:00.
  expect(html).toContain('"dayOfWeek":["Saturday"],"opens":"09:00","closes":"17:00"');
  const article = await (await request.get(`${baseURL}/blog/hiverner-sa-terrasse`)).text();
  expect(article).toMatch(/"@type":"BlogPosting"/);
  const response = await page.goto('/magasins/nantes');
  expect(response?.status()).toBe(200);
  await expect(h1(page)).toHaveText('Magasin Arbora Nantes');
  await expect(page.getByRole('img', { name: /^Carte : Magasin Arbora Nantes/ })).toBeVisible();
  const hours = page.getByRole('list', { name: 'Horaires d’ouverture' });
  await expect(hours).toContainText('Samedi');
  // French times of day, « 12 h 30 », with no-break spaces (never « 12h30 »).
  expect(await hours.textContent()).toContain(
    'Mardi au vendredi\u00a0: 9\u00a0h – 12\u00a0h\u00a030, 14\u00a0h – 18\u00a0h\u00a030',
  );
  await expect(page.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute('href', /prenez-rendez-vous/);

  await page.goto('/magasins');
  await expect(page.getByRole('heading', { level: 3, name: 'Bretagne' })).toBeVisible();
  await waitForInteractive(page);
  const finder = page.getByRole('search', { name: 'Rechercher des magasins' });
  const nearest = page.getByRole('list', { name: 'Les magasins les plus proches' }).getByRole('listitem');
  // The finder is a chunk of its own, hydrated after the page's interactive mark: a search sent
  // before is the plain form's (a reload), so it is sent again until the finder answers it.
  await expect(async () => {
    await finder.getByLabel('Votre code postal').fill('13001');
    await finder.getByRole('button', { name: 'Rechercher' }).click();
    await expect(nearest).toHaveCount(30, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(nearest.first()).toContainText('Magasin Arbora Marseille');
  await expect(nearest.last()).toContainText(/Lille|Brest/);
});

test('the installer index sorts partners from the browser’s position; an installer page has its map and hours', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 47.2184, longitude: -1.5536 }); // Nantes
  await page.goto('/services/trouver-un-poseur');
  await expect(h1(page)).toHaveText('Trouver un poseur agréé');
  await waitForInteractive(page);
  await expect(page.getByRole('img', { name: 'Carte de France des 12 poseurs Arbora' })).toBeVisible();
  const finder = page.getByRole('search', { name: 'Rechercher des poseurs' });
  const nearest = page.getByRole('list', { name: 'Les poseurs les plus proches' }).getByRole('listitem');
  // The finder hydrates after the page's interactive mark (a chunk of its own): a click before
  // does nothing, so it is clicked again until the finder answers it.
  await expect(async () => {
    await finder.getByRole('button', { name: 'Autour de moi' }).click();
    await expect(nearest).toHaveCount(12, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(nearest.first()).toContainText('Angers'); // the partners nearest to Nantes
  await expect(nearest.last()).toContainText('Perpignan');

  const first = nearest.first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  const href = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(h1(page)).toHaveText(name);
  await expect(page.getByRole('img', { name: new RegExp(`^Carte : ${name}`) })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Horaires d’ouverture' })).toContainText('Samedi');
  await request.get(`${baseURL}${href}`); // warms the API: the head is the page's own within its budget
  const html = await (await request.get(`${baseURL}${href}`)).text();
  expect(html).toMatch(/"@type":"GeneralContractor"[^<]*"postalCode":"49000"/);
});

test('/preview/{slug} shows a draft only with its token', async ({ page, request, baseURL }) => {
  const slug = 'page-en-preparation';
  expect((await request.get(`${baseURL}/preview/${slug}`)).status()).toBe(404);
  expect((await request.get(`${baseURL}/${slug}`)).status()).toBe(404);
  const issued = await request.post(`${baseURL}/api/v1/preview/token`, { data: { slug } });
  expect(issued.status()).toBe(201);
  const { token } = ((await issued.json()) as { data: { token: string } }).data;
  await page.goto(`/preview/${slug}?token=${encodeURIComponent(token)}`);
  await expect(h1(page)).toHaveText('Page en préparation');
  await expect(page.getByRole('status').filter({ hasText: 'Aperçu d’un brouillon' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(`/preview/${slug}?token=${encodeURIComponent(`${token}x`)}`);
  await expect(h1(page)).not.toHaveText('Page en préparation');
});

test('axe finds no violation on one page of every family', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000); // 14 pages and axe: 85 s on two busy cores, more when many suites share them
  const base = baseURL as string;
  const paths = [
    '/',
    '/blog',
    `/${(await first(request, base, 'blog')).slug}`,
    '/realisations',
    `/${(await first(request, base, 'realisation')).slug}`,
    '/temoignages',
    `/${(await first(request, base, 'testimonial')).slug}`,
    '/magasins',
    '/magasins/nantes',
    `/${(await first(request, base, 'installer')).slug}`,
    `/${(await first(request, base, 'advice_terrace')).slug}`,
    '/content',
    '/conditions-generales-de-vente',
    '/terrasse-composite/style-naturel',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(h1(page), path).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
