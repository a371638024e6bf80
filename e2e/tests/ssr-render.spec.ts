import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The HTML as a crawler (or a phone before any script runs) gets it. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text(), csp: response.headers()['content-security-policy'] };
}

/** The inline scripts whose text the CSP does not allow by its hash ('unsafe-inline' is never there). */
const inlineScriptsNotAllowed = (html: string, csp = '') =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((found) => found[1]!)
    .filter((text) => !csp.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`));

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (found) => (JSON.parse(found[1]) as { '@type': string })['@type'],
  );

/** Every public page type (issue 11's list), with a JSON-LD type its HTML must hold. */
const PAGES = [
  { path: '/', jsonLd: 'Organization' },
  { path: '/terrasse-composite', jsonLd: 'BreadcrumbList' },
  { path: '/conseils/terrasse/tout-savoir-sur-une-terrasse-de-piscine', jsonLd: 'Article' },
  { path: '/ocelia', jsonLd: 'BreadcrumbList' },
  { path: '/category/c-lames-de-terrasse', jsonLd: 'BreadcrumbList' },
  { path: '/c-lames-de-terrasse', jsonLd: 'BreadcrumbList' },
  { path: '/p-lame-de-terrasse-alveolaire-horizon', jsonLd: 'Product' },
  { path: '/blog', jsonLd: 'BreadcrumbList' },
  { path: '/blog/cinq-idees-pour-une-terrasse-conviviale', jsonLd: 'BlogPosting' },
  { path: '/temoignages/avis-01-maxime-b', jsonLd: 'BreadcrumbList' },
  { path: '/realisations/01-une-terrasse-gris-anthracite-a-la-rochelle', jsonLd: 'Article' },
  { path: '/magasins/nantes', jsonLd: 'HomeAndConstructionBusiness' },
  { path: '/devis', jsonLd: 'BreadcrumbList' },
  { path: '/contactez-nous', jsonLd: 'BreadcrumbList' },
];

/** The site paths left in a page's JSON-LD where search engines want absolute URLs. */
const URL_KEYS = new Set(['@id', 'url', 'item', 'image', 'logo']);
function relativeJsonLdUrls(html: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && URL_KEYS.has(key) && value.startsWith('/')) found.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, item]) => walk(item, k));
  };
  for (const block of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g))
    walk(JSON.parse(block[1]!), '');
  return found;
}

for (const { path, jsonLd } of PAGES) {
  test(`${path} is server-rendered: title, main text and JSON-LD without JavaScript`, async ({
    request,
    page,
    stack,
  }) => {
    const { status, html, csp } = await serverHtml(request, path);
    expect(status).toBe(200);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title).toBeTruthy();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(mainOf(html))?.[1]
      .replace(/<[^>]+>/g, '')
      .trim();
    expect(h1, 'the page heading is in the HTML').toBeTruthy();
    expect(mainOf(html)).not.toContain('aria-busy="true"');
    expect(jsonLdTypes(html)).toContain(jsonLd);
    expect(relativeJsonLdUrls(html)).toEqual([]);
    // Inert JSON blocks, and no inline script but the one the CSP names by its hash (the starter of
    // a page whose scripts wait for its largest picture): the CSP has no 'unsafe-inline'.
    expect(inlineScriptsNotAllowed(html, csp)).toEqual([]);
    expect(html).toContain('<script id="arbora-ssr" type="application/json">');

    // The same page with JavaScript off shows the same heading.
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(new URL(path, stack.baseURL).href);
    await expect(noJs.locator('main h1').first()).toHaveText(
      h1!
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"'),
    );
    await context.close();
  });

  test(`${path} hydrates without any error or warning in the console`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (!['error', 'warning'].includes(message.type())) return;
      // A resource the page does not need (a favicon) is not a render problem.
      if (message.text().startsWith('Failed to load resource')) return;
      messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const rendered = page.waitForResponse((response) => response.url().endsWith('/remoteEntry.js'));
    await page.goto(path);
    await rendered;
    const heading = page.locator('main h1').first();
    await expect(heading).toBeVisible();
    // Hydrated, not replaced: the server's node is still the one on screen, and the page is live
    // (a client-side navigation works without a new document).
    await page.evaluate(() => {
      (window as unknown as { arboraMarker: Element | null }).arboraMarker = document.querySelector('main h1');
    });
    await expect(page.locator('[data-testid="cart-link"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { arboraMarker: Element | null }).arboraMarker === document.querySelector('main h1'),
      ),
    ).toBe(true);
    // The header's logo: the home page of the page's line (Arbora's, or Océlia's on its pages).
    await page.getByRole('link', { name: /^(Arbora|Océlia), accueil$/ }).click();
    await expect(page).toHaveURL(/\/(ocelia)?$/);
    expect(await page.evaluate(() => 'arboraMarker' in window)).toBe(true);
    expect(messages).toEqual([]);
  });
}

test('a page whose API call answers 404 gets status 404 and the French not-found screen', async ({ request }) => {
  const { status, html } = await serverHtml(request, '/page-qui-nexiste-pas');
  expect(status).toBe(404);
  expect(mainOf(html)).toContain('Page introuvable');
  expect(mainOf(html)).not.toMatch(/page not found|page-qui-nexiste-pas/i);
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

// The cart page is rendered on the server with the visitor's cart (issue 36 point 3); a customer's
// pages are rendered for the session cookie, and without one the guard answers before any HTML.
for (const path of ['/mes-commandes', '/mes-informations-personnelles']) {
  test(`${path} without a session is a redirect to the login page, before any HTML`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/connexion?redirect=${encodeURIComponent(path)}`);
  });
}

test('a block in a chunk of its own (the store finder) is in the server HTML and hydrates without a warning', async ({
  page,
  request,
}) => {
  const { status, html } = await serverHtml(request, '/magasins');
  expect(status).toBe(200);
  expect(mainOf(html)).toContain('Votre code postal');
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource'))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto('/magasins');
  const finder = page.getByRole('search', { name: 'Rechercher des magasins' });
  const field = finder.getByLabel('Votre code postal');
  await page.evaluate(() => {
    (window as unknown as { finderField: Element | null }).finderField = document.querySelector('main input');
  });
  await page.waitForLoadState('networkidle');
  // Hydrated in place (the server's field is still the one on screen) and live.
  expect(
    await page.evaluate(
      () => (window as unknown as { finderField: Element | null }).finderField === document.querySelector('main input'),
    ),
  ).toBe(true);
  await field.fill('13001');
  await finder.getByRole('button', { name: 'Rechercher' }).click();
  await expect(
    page.getByRole('list', { name: 'Les magasins les plus proches' }).getByRole('listitem').first(),
  ).toContainText('Magasin Arbora Marseille');
  expect(messages).toEqual([]);
});
