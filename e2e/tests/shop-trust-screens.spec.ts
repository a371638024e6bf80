import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { adoptCart, call, fillNewAddress, guestCart, loggedInWithCart } from './checkout-helpers';

// Issue 35: the journey a French buyer checks, at phone and desktop widths: the cart line's unit
// price is the product page's (TTC, éco-participation included, « dont »), and no page of the
// journey (cart, delivery, confirmation, order detail, withdrawal) runs wider than the screen.
// The screenshots are kept to be looked at: in test-results/shop-trust-screens, or in ARBORA_SHOTS
// (a folder another run's start does not empty).

const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'shop-trust-screens');

type Amounts = { ht: number; ttc: number };

/** « 1 234,56 € » of a wire amount (× 10000), the way the pages print it (any space is a space). */
const euros = (wire: number) =>
  `${String(Math.round(wire / 100))
    .padStart(3, '0')
    .replace(/(\d\d)$/, ',$1')
    .replace(/\B(?=(\d{3})+,)/g, ' ')} €`;

/** The text of a locator with its no-break spaces read as spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

async function shot(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  // Nothing runs out of the screen sideways (a French address, a long product name, a price).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

async function variantPrice(request: APIRequestContext, id: number) {
  const v = await call<{ prices: Amounts; ecotax: Amounts }>(request, 'GET', `/product-variant/${id}`);
  return { ttc: v.prices.ttc + v.ecotax.ttc, eco: v.ecotax.ttc };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('the cart line reads the product page’s unit price, éco-participation included', async ({ page, request }) => {
      const { token, products } = await guestCart(request);
      await adoptCart(page, token);
      await page.goto('/panier');
      for (const product of products) {
        const { ttc, eco } = await variantPrice(request, product.id);
        expect(eco, `${product.name} has an éco-participation`).toBeGreaterThan(0);
        const line = page
          .getByRole('list', { name: 'Articles du panier' })
          .locator(':scope > li')
          .filter({ has: page.getByRole('heading', { name: product.name }) })
          .first();
        const unit = line.getByText(/^Prix unitaire/);
        await expect(unit).toBeVisible();
        expect(plain(await unit.textContent())).toBe(
          `Prix unitaire : ${euros(ttc)} TTC, dont éco-participation : ${euros(eco)}`,
        );
      }
      await shot(page, 'cart');
    });

    test('delivery, confirmation, order detail and withdrawal fit the screen', async ({ page, request, stack }) => {
      await loggedInWithCart(page, request, stack.apiDataDir);
      await fillNewAddress(page);
      const chosen = page.waitForResponse((r) => r.url().includes('/api/v1/cart/livraison') && r.ok());
      await page.getByRole('radio', { name: /Retrait en magasin/ }).check();
      await chosen;
      await page.getByRole('radio', { name: 'Virement bancaire' }).check();
      await shot(page, 'delivery');

      await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
      await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
      await expect(page).toHaveURL(/\/commande\/confirmation-virement\?order=AR-\d{4}-\d{6}$/);
      const reference = new URL(page.url()).searchParams.get('order')!;
      await expect(page.getByLabel('Coordonnées bancaires')).toContainText(reference);
      await shot(page, 'confirmation');

      await page.goto(`/mes-commandes/${reference}`);
      await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
      // The withdrawal below is the hydrated page's: a click before it posts the form without JavaScript.
      await waitForInteractive(page);
      await expect(page.getByLabel('Coordonnées bancaires')).toContainText(reference);
      await shot(page, 'order-detail');

      const form = page.getByRole('form', { name: 'Rétractation' });
      await form.getByRole('checkbox').first().check();
      await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click();
      await expect(page.getByRole('heading', { name: 'Confirmez votre rétractation' })).toBeFocused();
      await shot(page, 'withdrawal-confirm');
      await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
      await expect(page.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible();
      await shot(page, 'withdrawal-done');

      await page.goto('/retractation');
      await expect(page.getByRole('heading', { level: 1, name: 'Se rétracter d’une commande' })).toBeVisible();
      await shot(page, 'withdrawal-guest');
    });

    test('the withdrawal page without an account: a trail, and a form laid out like the site’s other forms', async ({
      page,
    }) => {
      await page.goto('/retractation');
      const form = page.getByRole('form', { name: 'Retrouver ma commande' });
      const intro = page.getByText(/^Indiquez la référence de votre commande/);
      const reference = form.getByRole('textbox', { name: /Référence de la commande/ });
      const email = form.getByRole('textbox', { name: /Adresse e-mail/ });
      await expect(reference).toBeVisible();
      // Under the title, a trail back home, not a lone bold label.
      await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link')).toHaveText([
        'Accueil',
        'Se rétracter',
      ]);
      // Room between the text and the first field's label, and between the two fields.
      const introBox = (await intro.boundingBox())!;
      const label = (await form.locator('label', { hasText: 'Référence de la commande' }).boundingBox())!;
      expect(label.y - (introBox.y + introBox.height), 'gap under the introduction').toBeGreaterThanOrEqual(12);
      const first = (await reference.boundingBox())!;
      const emailLabel = (await form.locator('label', { hasText: 'Adresse e-mail' }).boundingBox())!;
      expect(emailLabel.y - (first.y + first.height), 'gap between the fields').toBeGreaterThanOrEqual(12);
      // What the shopper types is in the text's regular weight, not the label's bold.
      for (const field of [reference, email]) {
        expect(await field.evaluate((input) => getComputedStyle(input).fontWeight)).toBe('400');
      }
      await shot(page, 'withdrawal-guest-form');
    });
  });
}
