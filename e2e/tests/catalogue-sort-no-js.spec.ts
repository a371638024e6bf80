import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The product list's sort works before JavaScript: the select sits in a GET form of the list's
// own path, whose « Trier » button sends `?tri=…` (the URL the script navigates to). Once the
// script runs the button goes, the select sorts on change as before.

const LIST = '/c-lames-de-terrasse';

/** The « À partir de » prices of the cards, in euros. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main li').filter({ hasText: 'À partir de' }).allTextContents();
  return texts.map((text) =>
    Number(
      /À partir de\s*([\d\s\u202f]+,\d\d)/
        .exec(text)![1]!
        .replace(/[\s\u202f]/g, '')
        .replace(',', '.'),
    ),
  );
}

for (const width of [390, 1280]) {
  test(`JavaScript off, ${width} px: « Trier » sends the chosen sort and the list comes back sorted`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(LIST);
      await page.getByRole('combobox', { name: 'Trier par' }).selectOption('prix-croissant');
      await page.getByRole('button', { name: 'Trier' }).click();
      await expect(page).toHaveURL(`${LIST}?tri=prix-croissant`);
      await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('prix-croissant');
      const prices = await cardPrices(page);
      expect(prices.length).toBeGreaterThan(2);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await context.close();
    }
  });
}

test('JavaScript on, 390 px: no « Trier » button, « Filtrer » and the select on one line, the select sorts on change', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(LIST);
  await waitForInteractive(page);
  const select = page.getByRole('combobox', { name: 'Trier par' });
  await expect(page.getByRole('button', { name: 'Trier' })).toHaveCount(0);
  const filter = (await page.getByRole('button', { name: 'Filtrer' }).boundingBox())!;
  const sort = (await select.boundingBox())!;
  expect(Math.abs(filter.y + filter.height - (sort.y + sort.height))).toBeLessThan(2);
  await select.selectOption('prix-decroissant');
  await expect(page).toHaveURL(`${LIST}?tri=prix-decroissant`);
});
