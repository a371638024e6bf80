import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The blocks below a phone's first screen (renderWhenNear: `content-visibility: auto`) are not laid
// out nor painted until they come near the viewport, which keeps the first layout of a long page
// short; their text stays in the page, and a link to them still lands on them.

/** Whether the browser renders the element now (false while an ancestor's `content-visibility: auto` skips it). */
const rendered = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test.use({ viewport: { width: 390, height: 844 } });

test('a product page renders its reviews only near them, and the rating link lands on them', async ({ page }) => {
  await page.goto('/p-lame-de-terrasse-alveolaire-horizon');
  await waitForInteractive(page);
  const reviews = page.locator('section[aria-labelledby="avis-titre"]');
  const firstReview = reviews.getByRole('listitem').first();
  const related = page.locator('#produits-associes');
  // In the page (find-in-page, screen readers), not laid out while far below.
  await expect(firstReview).toBeAttached();
  expect(await rendered(firstReview)).toBe(false);
  expect(await rendered(related)).toBe(false);

  await page.getByRole('link', { name: /^Note.*\(\d+\savis\)$/ }).click();
  await expect(page.locator('#avis-titre')).toBeInViewport();
  await expect.poll(() => rendered(firstReview)).toBe(true);
});
