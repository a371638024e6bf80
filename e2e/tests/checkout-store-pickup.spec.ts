import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADDRESS, api, customerCart, loggedInCustomer, variantInStock } from '../support/customer-api';
import { waitForInteractive } from '../support/interactive';
import { expect, test } from '../support/fixtures';
import { signedInContext } from './checkout-helpers';

// Issue 35, with JavaScript: « Retrait en magasin » lists the stores nearest the delivery postcode
// first, the nearest chosen; the shopper picks another and orders; « Enregistrer cette adresse dans
// mon compte » ticked on the new delivery address puts it in the account's address book. Each run
// makes its own customer and a street nobody else uses: the demo accounts and other specs' data stay.

const STEP = '/panier/livraison';
const BOOK = '/mes-informations-personnelles';
const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'checkout-store-pickup');
test.describe.configure({ timeout: 180_000 });

/** « 1,2 km » → 1.2 */
const kilometres = (label: string) => Number(/à ([\d\s,]+) km/.exec(label)?.[1]?.replace(/\s/g, '').replace(',', '.'));

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

test('a customer picks a store among those nearest the postcode, saves the new address and orders: the store on the confirmation, the address in the book', async ({
  browser,
  request,
  stack,
  baseURL,
}) => {
  const { token } = await loggedInCustomer(request, stack.apiDataDir, 'checkout-store-pickup');
  const variant = await variantInStock(request, 20);
  const cart = await customerCart(request, token, variant.id, 1);
  const context = await signedInContext(browser, baseURL!, token, cart.token);
  const page = await context.newPage();
  const street = `${Date.now() % 100_000} quai de la Fosse`;

  await page.goto(STEP);
  // This spec is the JavaScript flow (checkout-relay-no-js posts the step before any script).
  await waitForInteractive(page);
  const delivery = page.getByRole('radiogroup', { name: /Adresse de livraison/ });
  await expect(delivery.getByRole('radio', { name: 'Nouvelle adresse' })).toBeChecked();
  await delivery.getByRole('textbox', { name: 'Adresse', exact: true }).fill(street);
  await delivery.getByRole('textbox', { name: 'Code postal', exact: true }).fill(ADDRESS.postcode);
  await delivery.getByRole('textbox', { name: 'Ville', exact: true }).fill(ADDRESS.city);
  await delivery.getByRole('textbox', { name: 'Téléphone', exact: true }).fill(ADDRESS.phone);
  await page.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon compte' }).check();

  // The stores nearest 44000 first, each with its distance; the nearest chosen.
  await page.getByRole('radio', { name: /Retrait en magasin/ }).check();
  const stores = page.getByRole('radiogroup', { name: /Magasin de retrait/ });
  await expect(stores.getByRole('radio').first()).toBeVisible();
  const labels = await stores
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  expect(labels.length).toBeGreaterThan(1);
  const distances = labels.map(kilometres);
  expect(
    distances.every((d) => Number.isFinite(d)),
    labels.join(' | '),
  ).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expect(stores.getByRole('radio').first()).toBeChecked();
  const second = stores.getByRole('radio').nth(1);
  const chosen = /^(.+?) – à/.exec(labels[1]!)![1]!;
  await second.check();
  await expect(second).toBeChecked();
  await shoot(page, 'store-list');

  await page.getByRole('radio', { name: 'Virement bancaire' }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page).toHaveURL(/\/commande\/confirmation-virement\?order=AR-\d{4}-\d{6}$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(/À retirer au magasin/)).toContainText(chosen);
  const order = await api<{ carrier: string; pickup: { name: string } | null }>(
    request,
    'GET',
    `/order/${reference}`,
    token,
  );
  expect(order.carrier).toBe('retrait_magasin');
  expect(order.pickup?.name).toBe(chosen);

  // The address typed at the delivery step is in the account's address book.
  await page.goto(BOOK);
  const book = page.getByRole('region', { name: 'Mes adresses' });
  await expect(
    book.getByRole('list', { name: 'Mes adresses' }).getByRole('listitem').filter({ hasText: street }),
  ).toHaveCount(1);
  await context.close();
});
