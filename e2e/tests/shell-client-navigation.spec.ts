import { clientNavigate, isSameDocument, markDocument } from '../support/client-navigation';
import { expect, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await markDocument(page);
});

test('client navigation shows the same French 404 screen as the server, without the technical message', async ({
  page,
}) => {
  await clientNavigate(page, '/Pas_Une_Page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Rechercher un produit ou un conseil' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/page not found|Pas_Une_Page/i);

  await clientNavigate(page, '/devis/devis-piscine');
  await expect(page.locator('main [data-status="404"]')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/page not found|devis-piscine/i);
  expect(await isSameDocument(page)).toBe(true);
});

test('an external redirection rule loads its target in full; an internal one navigates in the app', async ({
  page,
  request,
  stack,
}) => {
  const rule = await (await request.get(`${stack.baseURL}/api/v1/redirection?slug=avis-clients`)).json();
  expect(rule.data).toMatchObject({ external: true, target: 'https://avis.arbora.example/arbora' });
  await page.route('https://avis.arbora.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<title>Avis clients</title><h1>Avis clients Arbora</h1>',
    }),
  );

  await clientNavigate(page, '/promo-ete');
  await expect(page).toHaveURL(/\/promotion-ete$/);
  expect(await isSameDocument(page)).toBe(true);

  await clientNavigate(page, '/avis-clients');
  await expect(page).toHaveURL('https://avis.arbora.example/arbora');
  await expect(page.getByRole('heading', { name: 'Avis clients Arbora' })).toBeVisible();
});

test('a page change scrolls to the top; a same-page hash scrolls to its element, below the sticky header', async ({
  page,
}) => {
  // A tall page whatever the content: room to scroll, and an anchor far down.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    const target = document.createElement('h2');
    target.id = 'cible';
    target.textContent = 'Cible';
    document.body.append(spacer, target, Object.assign(document.createElement('div'), { style: 'height: 2000px' }));
  });
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);

  await clientNavigate(page, '/contactez-nous');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await clientNavigate(page, '/contactez-nous#cible');
  const margin = await page.locator('#cible').evaluate((el) => parseFloat(getComputedStyle(el).scrollMarginTop));
  expect(margin).toBeGreaterThan(0);
  // Within a pixel: sub-pixel layout (header borders, zoom) may round either way.
  await expect
    .poll(async () =>
      Math.abs((await page.locator('#cible').evaluate((el) => el.getBoundingClientRect().top)) - margin),
    )
    .toBeLessThanOrEqual(1);
  expect(await isSameDocument(page)).toBe(true);
});
