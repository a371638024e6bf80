import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The header's debounce (shell/src/header/use-suggestions.ts).
const SUGGEST_DEBOUNCE_MS = 200;

// Issue 19: suggestions as you type in the header, and the /recherche results page.

async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

test('at 390 px typing « anthracite » then a typo (« portilon ») suggests products; arrows and Enter open one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The suggestions are the hydrated header's: keys typed before it reach no handler.
  await waitForInteractive(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Rechercher sur le site' });
  const list = page.getByRole('listbox', { name: 'Rechercher sur le site' });

  await box.click();
  await box.pressSequentially('anthracite');
  const products = list.getByRole('group', { name: 'Produits' });
  await expect(products.getByRole('option').first()).toBeVisible();
  await expect(products.getByRole('option').first()).toContainText('€');
  await expect(products.getByRole('option').first().locator('img')).toBeVisible();
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(9);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page, 'header')).toEqual([]);
  await page.screenshot({ path: '/tmp/search-suggestions-390.png' });

  await box.fill('');
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/search?') && r.url().includes('q=portilon'));
  await box.pressSequentially('portilon');
  await answered;
  const first = list.getByRole('group', { name: 'Produits' }).getByRole('option').first();
  await expect(first).toContainText(/portillon/i);
  const name = ((await first.locator('span').first().textContent()) ?? '').trim();

  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/p-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('typing fast sends one request for the settled word, never one per keystroke', async ({ page }) => {
  await page.goto('/');
  // The suggestions are the hydrated header's: keys typed before it reach no handler. (Before the
  // clock: a faked `performance` has no entries, so the hydration's mark is read with the real one.)
  await waitForInteractive(page);
  // The page's clock is held while typing: a busy machine pausing between two keys longer than
  // the debounce would otherwise (rightly) settle a partial word.
  await page.clock.install();
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/search?')) requests.push(new URL(r.url()).searchParams.get('q') ?? '');
  });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Rechercher sur le site' });
  await expect(box).toBeEditable();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await box.pressSequentially('portillon');
  expect(requests).toEqual([]);
  await page.clock.runFor(SUGGEST_DEBOUNCE_MS + 50);
  await page.clock.resume();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(requests).toEqual(['portillon']);
});

test('/recherche?q=lames lists products and pages, keeps the query in the box, and passes axe', async ({ page }) => {
  await page.goto('/recherche?q=lames');
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « lames »' })).toBeVisible();
  const products = page.getByRole('region', { name: /^Produits \(\d+\)$/ });
  await expect(products.getByRole('article').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Conseils et pages/ })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Rechercher sur le site' })).toHaveValue('lames');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/search-results-390.png', fullPage: false });

  // Page 2 of the products, the query kept.
  await products
    .getByRole('link', { name: /page 2/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/recherche\/-p--2\?q=lames$/);
  await expect(
    page
      .getByRole('region', { name: /^Produits/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
});

test('an empty and an absurd query get their messages; the search is kept out of search engines', async ({ page }) => {
  const response = await page.goto('/recherche?q=');
  await expect(page.getByTestId('search-message')).toHaveText(
    'Saisissez au moins 2 caractères pour lancer la recherche.',
  );
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.goto('/recherche?q=xqzwvkpl');
  await expect(page.getByTestId('search-message')).toHaveText('Aucun résultat pour « xqzwvkpl ».');
  await expect(page.getByRole('heading', { name: 'Nos catégories les plus consultées' })).toBeVisible();

  await page.goto(`/recherche?q=${encodeURIComponent('<script>')}`);
  await expect(page.getByTestId('search-message')).toHaveText(
    'Cette recherche contient des caractères non pris en charge.',
  );
});
