import type { Locator } from '@playwright/test';
import type { ProductDetail } from '@arbora/shared/schemas';
import { api } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The product page's quantity field: a shopper who types a large quantity sees every digit of it
// before it is brought within the stock. (Without JavaScript, the typed quantity is the one
// « Ajouter au panier » posts: catalogue-phone-walk.spec.ts.)

const SLUG = 'lame-de-terrasse-alveolaire-boreal';
const PATH = `/p-${SLUG}`;

/** A variant of the seeded product with at least 3 in stock. */
async function variantWithStock(request: Parameters<typeof api>[0]) {
  const { id } = await api<{ id: number }>(request, 'GET', `/url/entity?slug=${SLUG}`);
  const product = await api<ProductDetail>(request, 'GET', `/product/${id}`);
  const variant = product.variants.find((v) => v.stock >= 3);
  expect(variant, 'the seed has a variant of Boréal with 3 in stock').toBeDefined();
  return variant!;
}

/** The field shows all it holds: its text is no wider than its box. */
const clipped = (field: Locator) => field.evaluate((input) => input.scrollWidth > input.clientWidth);

for (const width of [390, 1280]) {
  test(`${width} px: a typed 5-digit quantity is shown whole in the field`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const variant = await variantWithStock(request);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${PATH}?variante=${variant.id}`);
      await waitForInteractive(page);
      const field = page.getByLabel('Quantité', { exact: true });
      await field.fill('12345');
      await expect(field).toHaveValue('12345');
      expect(await clipped(field), 'the five digits fit in the field').toBe(false);
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`quantity-5-digits-${width}.png`) });
    } finally {
      await context.close();
    }
  });
}
