import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// Issue 12: the product list updates in place (no remount, focus kept, no jump), one card per
// product with its rating, the « Prix » facet, and rel=prev/next between its pages.

const count = (page: Page) => page.getByTestId('result-count');
const sidebar = (page: Page) => page.locator('aside[aria-label="Filtres"]');
const headLink = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`);

test('a filter change updates the list in place: same page, focus kept, no scroll jump', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/c-lames-de-terrasse');
  // In place is the hydrated list's: a click before it loads the filtered page anew.
  await waitForInteractive(page);
  await expect(count(page)).toHaveText(/^\d+ produits$/);
  const before = await count(page).innerText();
  // Marks the rendered page: a remount would drop the mark with the element.
  await page.locator('h1').evaluate((h1) => h1.setAttribute('data-mounted-once', 'yes'));
  const band = sidebar(page).getByRole('checkbox', { name: /25 à 50 €/ });
  await band.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 150));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Where the shopper sees the checkbox: it must not move under the pointer.
  const top = (await band.boundingBox())?.y ?? NaN;

  await band.click();
  await expect(page).toHaveURL(`${baseURL}/c-lames-de-terrasse/prix_25-50`);
  await expect(count(page)).not.toHaveText(before);
  await expect(page.locator('h1')).toHaveAttribute('data-mounted-once', 'yes');
  await expect(band).toBeFocused();
  await expect(band).toBeChecked();
  expect(Math.abs(((await band.boundingBox())?.y ?? NaN) - top)).toBeLessThan(5);
  // Every card is in the band: its price (« À partir de », éco-participation included) from 25 to 50 €.
  const texts = await page.getByRole('article').allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    const euros = Number(/(\d+),(\d{2})\s€/.exec(text)?.slice(1, 3).join('.'));
    expect(euros >= 25 && euros < 50).toBe(true);
  }

  // The chip removes the band: back to the whole list, still the same page.
  await page.getByRole('link', { name: 'Retirer le filtre Prix : 25 à 50 €' }).click();
  await expect(page).toHaveURL(`${baseURL}/c-lames-de-terrasse`);
  await expect(count(page)).toHaveText(before);
  await expect(page.locator('h1')).toHaveAttribute('data-mounted-once', 'yes');
  // Back restores the filtered list.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/c-lames-de-terrasse/prix_25-50`);
  await expect(band).toBeChecked();
});

test('one card per product: « À partir de », rating with its review count', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/c-lames-de-terrasse');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  const names = await cards.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(new Set(names).size).toBe(names.length);
  await expect(cards.getByText('À partir de').first()).toBeVisible();
  await expect(cards.getByRole('img', { name: /^Note : [\d,]+ sur 5$/ }).first()).toBeVisible();
  await expect(cards.getByText(/^\(\d+ avis\)$/).first()).toBeVisible();
});

test('another page of results starts at the top; rel=prev/next head the pages', async ({ page, baseURL, request }) => {
  // Server-rendered: the links are in the HTML a crawler reads.
  const html = await (await request.get('/c-lames-de-terrasse/-p--2')).text();
  // Absolute on the site's public address (PUBLIC_SITE_URL), whatever this test server's port.
  expect(html).toMatch(/<link rel="prev" href="https?:\/\/[^/"]+\/c-lames-de-terrasse"/);
  expect(html).toMatch(/<link rel="next" href="https?:\/\/[^/"]+\/c-lames-de-terrasse\/-p--3"/);

  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/c-lames-de-terrasse');
  // A client navigation, as below: a click before the hydration loads page 2 anew (its head right too).
  await waitForInteractive(page);
  await expect(headLink(page, 'prev')).toHaveCount(0);
  await expect(headLink(page, 'next')).toHaveAttribute('href', `${baseURL}/c-lames-de-terrasse/-p--2`);
  const next = page.getByRole('navigation', { name: 'Pages de produits' }).getByRole('link', { name: /suivante/i });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await next.click();
  await expect(page).toHaveURL(`${baseURL}/c-lames-de-terrasse/-p--2`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Kept in sync in the browser after a client navigation.
  await expect(headLink(page, 'prev')).toHaveAttribute('href', `${baseURL}/c-lames-de-terrasse`);
  await expect(headLink(page, 'next')).toHaveAttribute('href', `${baseURL}/c-lames-de-terrasse/-p--3`);
});

test('an unknown price band is a real 404', async ({ page }) => {
  const response = await page.goto('/c-lames-de-terrasse/prix_10-20');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('the API filters by price band and groups by product', async ({ request }) => {
  const res = await request.get(
    '/api/v1/product-variant?categories=c-lames-de-terrasse&price_bands=25-50&group=product',
  );
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as {
    data: { items: { variants_count?: number; rating?: { count: number } }[]; facets: { technical_name: string }[] };
  };
  expect(data.items.every((i) => (i.variants_count ?? 0) >= 1 && i.rating !== undefined)).toBe(true);
  expect(data.facets.at(-1)?.technical_name).toBe('prix');
  expect((await request.get('/api/v1/product-variant?price_bands=10-20')).status()).toBe(400);
});
