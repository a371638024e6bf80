import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { adoptCart, browserToken, call, fillNewAddress, loggedInWithCart, variants } from './checkout-helpers';

// Issue 13: the credit and blocked outcomes, each on its confirmation page with what comes next.

/** A customer without saved addresses types one; store pickup; the chosen payment. */
async function orderWith(page: Page, payment: string) {
  await page.goto('/panier/livraison');
  // The delivery choice is saved by the hydrated page (its /cart/livraison call, awaited below).
  await waitForInteractive(page);
  await fillNewAddress(page);
  const chosen = page.waitForResponse((r) => r.url().includes('/api/v1/cart/livraison') && r.ok());
  await page.getByRole('radio', { name: /Retrait en magasin/ }).check();
  await chosen;
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
}

test('credit shows the financing decision; a first order over 3 000 € is held for review', async ({
  page,
  request,
  stack,
}) => {
  // A long path through the composed site (two cores shared with the servers).
  test.slow();
  await loggedInWithCart(page, request, stack.apiDataDir, '/panier');

  await orderWith(page, 'Paiement en plusieurs fois');
  await expect(page).toHaveURL(/\/commande\/confirmation-credit\?order=AR-/);
  await expect(page.getByText(/votre financement de .* est accepté/)).toBeVisible();

  // A new cart of the customer, over 3 000 € TTC: the first order that large is reviewed.
  const jwt = await browserToken(page);
  const pricey = (await variants(request))
    .filter((v) => v.prices.ttc >= 1_000_000 && v.stock * v.prices.ttc >= 34_000_000)
    .sort((a, b) => b.prices.ttc - a.prices.ttc)[0]!;
  expect(pricey, 'a variant of at least 100 € with stock for 3 400 €').toBeTruthy();
  const quantity = Math.ceil(32_000_000 / pricey.prices.ttc);
  expect(pricey.stock).toBeGreaterThanOrEqual(quantity);
  const cart = await call<{ token: string }>(
    request,
    'POST',
    '/cart/update',
    { type: 'add', elements: [{ element_id: pricey.id, element_type: 'product_variant', type: 'product', quantity }] },
    jwt,
  );
  await adoptCart(page, cart.token);
  await orderWith(page, 'Virement bancaire');
  await expect(page).toHaveURL(/\/commande\/confirmation-bloquee\?order=AR-/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre commande est en cours de vérification' }),
  ).toBeVisible();
  await expect(
    page.getByText(/Notre service client vérifie votre commande et vous contactera sous 24\sh/),
  ).toBeVisible();
});
