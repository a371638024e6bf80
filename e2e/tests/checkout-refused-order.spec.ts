import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { customerCart, loggedInCustomer, variantInStock } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { loggedInWithCart, signedInContext } from './checkout-helpers';

// A refused order on a phone: the delivery step is several screens tall at 390 px and the order
// button is at its bottom, the address fields at its top. What to correct is said at the top of
// the step, focused (so in view), each a link to its field; with and without JavaScript.

const SHOTS = path.join(__dirname, '..', 'test-results', 'checkout-refused-order');
const STEP = '/panier/livraison';
const ORDER_BUTTON = 'Commander avec obligation de paiement';
test.describe.configure({ timeout: 180_000 });

async function inView(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const { height } = page.viewportSize()!;
  expect(box.y, 'top in view').toBeGreaterThanOrEqual(0);
  expect(box.y, 'in view').toBeLessThan(height);
}

test('with JavaScript at 390 px: a refused order takes the shopper to what to correct, then to the field', async ({
  page,
  request,
  stack,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loggedInWithCart(page, request, stack.apiDataDir);
  const button = page.getByRole('button', { name: ORDER_BUTTON });
  await button.click();
  const summary = page.getByRole('group', { name: /points? à corriger avant de commander/ });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Votre commande n’a pas encore été envoyée.');
  await inView(page, summary);
  await expect(page).toHaveTitle(/^Erreur\u00a0: /);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'summary-js-390.png') });

  const postcode = page
    .getByRole('radiogroup', { name: /Adresse de livraison/ })
    .getByRole('textbox', { name: 'Code postal', exact: true });
  await summary.getByRole('link', { name: /^Adresse de livraison – Code postal/ }).click();
  await expect(postcode).toBeFocused();
  await inView(page, postcode);
  await summary.getByRole('link', { name: /^Moyen de paiement/ }).click();
  await expect(page.getByRole('radio', { name: 'Carte bancaire' })).toBeFocused();
});

test('without JavaScript at 390 px: the refused step opens on what to correct', async ({
  browser,
  request,
  stack,
  baseURL,
}) => {
  const { token } = await loggedInCustomer(request, stack.apiDataDir, 'checkout-refused');
  const variant = await variantInStock(request, 20);
  const cart = await customerCart(request, token, variant.id, 1);
  const context = await signedInContext(browser, baseURL!, token, cart.token, false);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(STEP);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(STEP));
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  expect((await answer).status()).toBe(422);
  const summary = page.getByRole('alert', { name: /points? à corriger avant de commander/ });
  await expect(summary).toBeFocused();
  await inView(page, summary);
  await expect(summary.getByRole('link', { name: /^Conditions générales de vente/ })).toHaveAttribute(
    'href',
    '#commande-cgv',
  );
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'summary-no-js-390.png') });
  // An anchor to the field, without a script.
  await summary.getByRole('link', { name: /^Adresse de livraison – Adresse/ }).click();
  await inView(page, page.locator('#livraison-street'));
  await context.close();
});
