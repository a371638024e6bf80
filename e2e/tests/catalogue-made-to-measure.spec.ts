import { expect, test } from '../support/fixtures';

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
        await expect(page.getByText(/livraison sous/)).toHaveCount(0);
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
