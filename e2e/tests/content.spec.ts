import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test('the home page renders from the API through the content remote', async ({ page, request, stack }) => {
  const home = await (await request.get(`${stack.baseURL}/api/v1/home`)).json();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: home.data.page.title })).toBeVisible();
  // The shell's own parts are there too.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
});

test('a content page shows its title, breadcrumbs, cover with size and sanitized HTML', async ({
  page,
  request,
  stack,
}) => {
  const list = await (await request.get(`${stack.baseURL}/api/v1/page?type=advice_terrace&perPage=1`)).json();
  const summary = list.data.items[0];
  const response = await page.goto(`/${summary.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: summary.title })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(breadcrumbs).toBeVisible();
  await expect(breadcrumbs.getByRole('link').first()).toHaveAttribute('href', '/');
  const cover = page.locator('main picture img').first();
  await expect(cover).toHaveAttribute('width', /\d+/);
  await expect(cover).toHaveAttribute('height', /\d+/);
  // The cover comes by width from the image endpoint (ssr-hero-preload.spec.ts).
  await expect(cover).toHaveAttribute('srcset', /\/api\/v1\/images\/.+ 320w/);
});

test('an unknown content path answers 404 and shows the error screen', async ({ page, stack, request }) => {
  const direct = await request.get(`${stack.baseURL}/cette-page-n-existe-pas`, { maxRedirects: 0 });
  expect(direct.status()).toBe(404);
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1, name: /introuvable/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
});

test('an unmatched path answers 404 with the French screen, not the English message nor the path', async ({
  page,
  request,
  stack,
}) => {
  const direct = await request.get(`${stack.baseURL}/Pas_Une_Page`);
  expect(direct.status()).toBe(404);
  await page.goto('/Pas_Une_Page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/page not found|Pas_Une_Page/i);
});

test('a trailing slash answers 301 to the path without it, query kept', async ({ request, stack }) => {
  const response = await request.get(`${stack.baseURL}/contactez-nous/?source=pub`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/contactez-nous?source=pub');
});

test('a FAQ’s question opens its answer with or without JavaScript (a native disclosure)', async ({
  browser,
  baseURL,
  page,
}) => {
  const path = '/conseils/terrasse/poser-une-terrasse-sur-plots';
  const question = 'Combien de temps dure la pose ?';
  const opens = async (tab: Page) => {
    await tab.goto(path);
    const disclosure = tab.locator('details', { has: tab.getByRole('heading', { name: question }) });
    const answer = disclosure.locator(':scope > :not(summary)');
    await expect(answer).toBeHidden();
    await tab.getByRole('heading', { name: question }).click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(/\S/);
  };
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await opens(await context.newPage());
  } finally {
    await context.close();
  }
  await opens(page);
});
