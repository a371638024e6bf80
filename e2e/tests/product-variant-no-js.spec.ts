import type { Page } from '@playwright/test';
import type { ProductDetail, ProductVariant } from '@arbora/shared/schemas';
import { api } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The product page's variant choice works before JavaScript: each option is a link to the page of
// the variant it leads to (`?variante=<id>`), and « Ajouter au panier » posts that variant. Once the
// script runs, a click shows the variant in place (no page load), as before. A seeded product with
// colours and lengths, at a phone's and a desktop's width.

const SLUG = 'lame-de-terrasse-alveolaire-boreal';
const PATH = `/p-${SLUG}`;

const valueOf = (variant: ProductVariant, axis: string) =>
  variant.attributes.find((a) => a.technical_name === axis)?.value ?? null;

/** The seeded product, its variant shown by default, and two in-stock ones: another colour, then another length of it. */
async function journey(request: Parameters<typeof api>[0]) {
  const { id } = await api<{ id: number }>(request, 'GET', `/url/entity?slug=${SLUG}`);
  const product = await api<ProductDetail>(request, 'GET', `/product/${id}`);
  const shown = product.variants.find((v) => v.is_default)!;
  const inStock = (v: ProductVariant) => v.stock > 0;
  const sameAs = (a: ProductVariant, b: ProductVariant, axis: string) => valueOf(a, axis) === valueOf(b, axis);
  // Another colour in the shown length, then another length of that colour, both in stock.
  const pairs = product.variants
    .filter((v) => inStock(v) && !sameAs(v, shown, 'couleur') && sameAs(v, shown, 'longueur'))
    .map((colour) => ({
      colour,
      length: product.variants.find(
        (v) => inStock(v) && sameAs(v, colour, 'couleur') && !sameAs(v, colour, 'longueur'),
      ),
    }));
  const pair = pairs.find((p) => p.length);
  expect(pair, 'the seed sells Boréal in another colour and another length of it, in stock').toBeDefined();
  const { colour, length } = pair!;
  return { product, shown, colour: colour!, length: length! };
}

/** The TTC price the page shows (éco-participation included), French digits: « 23,50 ». */
const ttcOf = (variant: ProductVariant) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(Math.round((variant.prices.ttc + variant.ecotax.ttc) / 100) / 100)
    .replace(/\s/g, '\u202f');

/** The page shows this variant: reference, price, stock line and main picture. */
async function showsVariant(page: Page, variant: ProductVariant) {
  await expect(page.getByTestId('variant-reference')).toHaveText(variant.reference);
  await expect(page.getByTestId('variant-price')).toContainText(ttcOf(variant));
  await expect(page.getByText(/^(En stock|Plus que \d+ en stock)/)).toBeVisible();
  await expect(page.locator('[aria-label^="Photos de"] img').first()).toHaveAttribute('src', variant.cover.url);
}

for (const width of [390, 1280]) {
  test(`JavaScript off, ${width} px: another colour and length by their links, then to the cart`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const { shown, colour, length } = await journey(request);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(PATH);
      await showsVariant(page, shown);
      const colourLink = page.getByRole('link', { name: valueOf(colour, 'couleur')!, exact: true });
      await expect(colourLink).toHaveAttribute('href', `${PATH}?variante=${colour.id}`);
      await colourLink.click();
      await expect(page).toHaveURL(`${PATH}?variante=${colour.id}`);
      await showsVariant(page, colour);
      await expect(page.getByRole('link', { name: valueOf(colour, 'couleur')!, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );

      const lengthLink = page.getByRole('link', { name: valueOf(length, 'longueur')!, exact: true });
      await lengthLink.click();
      await expect(page).toHaveURL(`${PATH}?variante=${length.id}`);
      await showsVariant(page, length);
      await lengthLink.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`variant-no-js-${width}.png`) });

      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(page).toHaveURL(/\/panier$/);
      // The cart the cookie names holds that variant (the API's truth), and /panier shows its line.
      const token = (await context.cookies()).find((cookie) => cookie.name === 'arbora_cart')?.value;
      expect(token, 'the addition set the cart cookie').toBeTruthy();
      const cart = await api<{ cart: { list: { element_id: number; quantity: number }[] } }>(
        request,
        'GET',
        `/cart?cart_token=${encodeURIComponent(token!)}`,
      );
      expect(cart.cart.list).toEqual([expect.objectContaining({ element_id: length.id, quantity: 1 })]);
      const features = page.getByRole('list', { name: 'Caractéristiques' });
      await expect(features.getByText(`Couleur\u00a0: ${valueOf(length, 'couleur')}`, { exact: true })).toBeVisible();
      await expect(features.getByText(`Longueur\u00a0: ${valueOf(length, 'longueur')}`, { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`variant-no-js-cart-${width}.png`) });
    } finally {
      await context.close();
    }
  });

  test(`JavaScript on, ${width} px: a click on an option switches the variant in place`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const { shown, colour } = await journey(request);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(PATH);
      await waitForInteractive(page);
      await showsVariant(page, shown);
      // A mark on this document: a page load would drop it.
      await page.evaluate(() => Object.assign(window, { variantMark: true }));
      const colourLink = page.getByRole('link', { name: valueOf(colour, 'couleur')!, exact: true });
      await colourLink.click();
      await expect(page).toHaveURL(`${PATH}?variante=${colour.id}`);
      await showsVariant(page, colour);
      await expect(colourLink).toHaveAttribute('aria-current', 'true');
      expect(await page.evaluate(() => (window as { variantMark?: boolean }).variantMark)).toBe(true);
      await colourLink.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`variant-js-${width}.png`) });
    } finally {
      await context.close();
    }
  });
}
