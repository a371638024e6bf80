import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// A listing's tag filters on a phone: one row per group that scrolls sideways, so the realisations'
// six groups do not push the first result below the first screen; from 768 px they wrap.

const firstResult = (page: Page) => page.locator('main h2 a').first();

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('at 390 px the first realisation starts on the first screen, every tag still a link away', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/realisations');
      // Its card (picture first) starts on the first screen (below the wrapped chips, at 1,100 px).
      const top = await firstResult(page).evaluate((link) => link.closest('li')!.getBoundingClientRect().top);
      expect(top).toBeLessThan(844);
      // The rows scroll inside themselves: the page itself is not wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // A tag at the far end of its row is reached by scrolling the row, and opens its page.
      const filters = page.getByRole('navigation', { name: 'Filtrer par thème' });
      const last = filters.getByRole('link').last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      const href = await last.getAttribute('href');
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });
  });
}

test('at 1280 px the tags wrap: no row scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/realisations');
  const rows = page.getByRole('navigation', { name: 'Filtrer par thème' }).getByRole('list');
  expect(await rows.count()).toBeGreaterThan(1);
  const overflowing = await rows.evaluateAll((lists) => lists.filter((l) => l.scrollWidth > l.clientWidth).length);
  expect(overflowing).toBe(0);
});
