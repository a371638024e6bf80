import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 35 point 9: content that holds. The API decides which blocks are live and states the shop's
// promises from its settings; the pages show that one answer, on the server and in the browser.

const PRODUCT = '/p-panneau-de-cloture-horizon';
const TEST_PAGE = '/essai-contenu-importe';

/** Errors and warnings the page logs while it loads and hydrates (React's #418 is one). */
function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    // A resource the page does not need (a favicon) is not a render problem.
    if (message.text().startsWith('Failed to load resource')) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

const warrantyYears = (text: string, pattern: RegExp) => pattern.exec(text.replace(/\s+/g, ' '))?.[1];

test('the home page in December shows no expired promotion', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-15T10:00:00+01:00'));
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.getByRole('list', { name: 'Nos engagements' })).toBeVisible();
  await expect(main).not.toContainText('Promotion d’été');
  await expect(main).not.toContainText('31 août');
});

test('the home page and a product page state the same warranty', async ({ page }) => {
  await page.goto('/');
  const commitments = await page.getByRole('list', { name: 'Nos engagements' }).innerText();
  const onHome = warrantyYears(commitments, /Garantie (\d+) ans/);
  expect(onHome).toBeTruthy();

  await page.goto(PRODUCT);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Garantie' }) });
  const onProduct = warrantyYears((await row.getByRole('cell').textContent()) ?? '', /(\d+) ans/);
  expect(onProduct).toBe(onHome);
});

test('the imported-content test page answers 404 and is not in the sitemap', async ({ page, request }) => {
  const answer = await page.goto(TEST_PAGE);
  expect(answer?.status()).toBe(404);
  await expect(page.locator('main')).not.toContainText('Ce texte provient');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<loc>');
  expect(xml).not.toContain(TEST_PAGE);
});

for (const path of ['/', PRODUCT]) {
  test(`${path} hydrates without a console error (no React #418)`, async ({ page }) => {
    const messages = recordConsole(page);
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('[data-testid="cart-link"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
  });
}
