import type { ProductDetail } from '@arbora/shared/schemas';
import { api } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// Issue 35 point 2: the seeded made-to-measure product tells a French buyer, before the purchase,
// that it is made to order and excluded from the withdrawal right (C. conso L221-28, 3°), with and
// without JavaScript, at a phone's and a desktop's width; its offer promises no return.

const PATH = '/p-portail-battant-aubrac';

for (const javaScriptEnabled of [false, true]) {
  for (const width of [390, 1280]) {
    test(`made to measure, ${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        await page.goto(PATH);
        await expect(page.getByRole('heading', { level: 1, name: 'Portail battant Aubrac' })).toBeVisible();
        await expect(page.getByText('Fabriqué sur mesure, à la commande')).toBeVisible();
        await expect(page.getByText(/livraison en/)).toHaveCount(0);
        const notice = page.getByText('Produit sur mesure : non soumis au droit de rétractation');
        await expect(notice).toBeVisible();
        if (javaScriptEnabled) {
          await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toHaveAccessibleDescription(
            'Produit sur mesure : non soumis au droit de rétractation',
          );
        }
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        const offer = jsonLd
          .map((text) => JSON.parse(text) as { '@type'?: string; offers?: Record<string, unknown> })
          .find((item) => item['@type'] === 'Product')?.offers;
        expect(offer?.hasMerchantReturnPolicy).toMatchObject({
          returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
        });
        expect(offer?.hasMerchantReturnPolicy).not.toHaveProperty('merchantReturnDays');
        await notice.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`made-to-measure-${width}.png`) });
      } finally {
        await context.close();
      }
    });
  }
}

// Made to order, no size of it runs out: whatever a variant's stock column says, the option picker
// says no « épuisé », the stock line stays « Fabriqué sur mesure » and the size is added to the
// cart (the API takes it: api/src/repositories/stock.ts).
for (const javaScriptEnabled of [false, true]) {
  for (const width of [390, 1280]) {
    test(`made to measure, a size with no stock is orderable, ${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      const { id } = await api<{ id: number }>(request, 'GET', '/url/entity?slug=portail-battant-aubrac');
      const product = await api<ProductDetail>(request, 'GET', `/product/${id}`);
      expect(product.made_to_measure).toBe(true);
      const none = product.variants.find((v) => v.stock === 0);
      expect(none, 'the seed has a size of Aubrac whose stock column says 0').toBeDefined();
      const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        await page.goto(`${PATH}?variante=${none!.id}`);
        await expect(page.getByTestId('variant-reference')).toHaveText(none!.reference);
        await expect(page.getByText('Fabriqué sur mesure, à la commande')).toBeVisible();
        await expect(page.getByText(/épuisé|Rupture de stock/)).toHaveCount(0);
        const add = page.getByRole('button', { name: 'Ajouter au panier' });
        await expect(add).toBeEnabled();
        await add.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`made-to-measure-no-stock-${width}.png`) });
        // With JavaScript, the drawer is the hydrated page's: a click before it posts the form without it.
        if (javaScriptEnabled) await waitForInteractive(page);
        await add.click();
        if (javaScriptEnabled) {
          await expect(page.getByRole('dialog', { name: 'Ajouté à votre panier' })).toBeVisible();
        } else {
          await expect(page).toHaveURL(/\/panier$/);
          await expect(page.getByText(none!.name).first()).toBeVisible();
        }
        // In the cart, its line may hold more than one: the stock column's 0 bounds nothing.
        await page.goto('/panier');
        await expect(page.getByRole('button', { name: /^Augmenter la quantité de/ }).first()).toBeEnabled();
        await expect(page.getByRole('spinbutton', { name: /^Quantité de/ }).first()).toHaveAttribute('max', '999');
      } finally {
        await context.close();
      }
    });
  }
}
