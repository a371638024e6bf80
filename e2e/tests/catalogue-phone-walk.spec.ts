import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// A buyer's walk through the catalogue on a 390 px phone, with and without JavaScript: what they
// can use and how the cards read. The product lists show two cards side by side (their pictures
// are sized for it: 46vw); the search's products and a product's related products do the same.

const PRODUCT = '/p-lame-de-terrasse-alveolaire-horizon';

/** The first two cards of a list share one row: same top, the second to the right of the first. */
async function expectTwoSideBySide(cards: Locator) {
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
}

const stepper = (page: Page) => [
  page.getByRole('button', { name: 'Diminuer la quantité' }),
  page.getByRole('button', { name: 'Augmenter la quantité' }),
];

test('JavaScript off, 390 px: the buy box shows no − / + that would do nothing; the typed quantity is added', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
  });
  const page = await context.newPage();
  try {
    await page.goto(PRODUCT);
    const quantity = page.getByLabel('Quantité', { exact: true });
    await expect(quantity).toBeVisible();
    for (const button of stepper(page)) await expect(button).toBeHidden();
    await quantity.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('buy-box-no-js-390.png') });
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page).toHaveURL(`${baseURL}/panier`);
    await expect(page.getByRole('spinbutton', { name: /^Quantité de « / })).toHaveValue('2');
  } finally {
    await context.close();
  }
});

test('JavaScript on, 390 px: − / + are there and change the quantity', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(PRODUCT);
  await waitForInteractive(page);
  const [, more] = stepper(page);
  await more.click();
  await expect(page.getByLabel('Quantité', { exact: true })).toHaveValue('2');
});

test('JavaScript on, 390 px: « Ajouté à votre panier » offers « Voir mon panier » first, across the drawer', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(PRODUCT);
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const drawer = page.getByRole('dialog', { name: 'Ajouté à votre panier' });
  const view = drawer.getByRole('link', { name: 'Voir mon panier' });
  const goOn = drawer.getByRole('button', { name: 'Continuer mes achats' });
  await expect(view).toBeVisible();
  const [main, other] = [await view.boundingBox(), await goOn.boundingBox()];
  // The main action above the other, both as wide as each other (the drawer's width less its padding).
  expect(main!.y + main!.height).toBeLessThanOrEqual(other!.y);
  expect(Math.abs(main!.width - other!.width)).toBeLessThan(2);
  expect(main!.width).toBeGreaterThan(300);
  await page.screenshot({ path: testInfo.outputPath('added-drawer-390.png') });
});

test('390 px: the search’s products come two by two, each with its « Réf. »', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/recherche?q=lame');
  const cards = page.getByRole('region', { name: /^Produits \(\d+\)$/ }).getByRole('article');
  await expectTwoSideBySide(cards);
  await expect(cards.first()).toContainText(/Réf\. ARB-[A-Z0-9-]+/);
  await page.screenshot({ path: testInfo.outputPath('search-390.png') });
});

test('390 px: a product’s related products come two by two', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(PRODUCT);
  const related = page.getByRole('region', { name: 'Produits associés' });
  await related.scrollIntoViewIfNeeded();
  await expectTwoSideBySide(related.getByRole('article'));
  await related.screenshot({ path: testInfo.outputPath('related-390.png') });
});
