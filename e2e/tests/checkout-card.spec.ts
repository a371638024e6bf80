import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  adoptCart,
  browserToken,
  call,
  fillNewAddress,
  freshCustomer,
  guestCart,
  loggedInWithCart,
  logIn,
} from './checkout-helpers';

// Issue 13 "done when": a visitor fills a cart, changes a quantity, tries an expired code and
// applies BIENVENUE10, logs in at the delivery step keeping the cart, picks a relay farm, pays by
// card on the sandbox's hosted page and lands on /commande/confirmation-cb; the order is the
// customer's. Then a declined card is paid again from the error page.

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (!process.env.CHECKOUT_SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/checkout-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('visitor cart → promotion → login keeps the cart → relay farm → card on the sandbox → confirmation', async ({
  page,
  request,
  stack,
  baseURL,
}) => {
  // A long path through the composed site (two cores shared with the servers).
  test.slow();
  const email = await freshCustomer(request, stack.apiDataDir);
  const { token, products } = await guestCart(request);
  await adoptCart(page, token);

  await page.goto('/panier');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
  await expect(lines).toHaveCount(3);
  await expect(page.getByText('Échantillon gratuit')).toBeVisible();

  // A quantity change: the line and the totals follow the server's answer.
  const first = products[0]!.name;
  const total = page.locator('dl').getByText(/€/).last();
  const before = await total.textContent();
  const updated = page.waitForResponse((r) => r.url().includes('/api/v1/cart/update') && r.ok());
  await page.getByRole('button', { name: new RegExp(`Augmenter la quantité de « ${escape(first)}`) }).click();
  await updated;
  await expect(page.getByRole('spinbutton', { name: new RegExp(`Quantité de « ${escape(first)}`) })).toHaveValue('3');
  await expect(total).not.toHaveText(before ?? '');

  const code = page.getByRole('textbox', { name: 'Code promo' });
  await code.fill('ETE2024');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  // Its dates, in Paris days.
  await expect(page.getByText('Ce code promo est valable du 1er juin 2024 au 31 août 2024.')).toBeVisible();
  await code.fill('BIENVENUE10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Code promo BIENVENUE10 appliqué.')).toBeVisible();
  await expect(page.getByText(/^Remise Bienvenue/)).toBeVisible();
  await axeClean(page);
  await shot(page, 'cart');

  // The guard sends the visitor to the login page; the guest cart follows the customer.
  await page.getByRole('link', { name: 'Commander', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/connexion?redirect=%2Fpanier%2Flivraison`);
  await logIn(page, email);
  await expect(page).toHaveURL(`${baseURL}/panier/livraison`);
  const summary = page.getByRole('complementary', { name: 'Votre commande' });
  await expect(summary.getByText(`3 × ${first}`)).toBeVisible();
  await expect(summary.getByText(/Remise Bienvenue/)).toBeVisible();

  await fillNewAddress(page);
  await page.getByRole('radio', { name: /Relais fermier/ }).check();
  await expect(page.getByRole('textbox', { name: 'Code postal de retrait' })).toHaveValue('44000');
  await page.getByRole('button', { name: 'Rechercher les fermes relais' }).click();
  const farms = page.getByRole('radiogroup', { name: /^Ferme relais/ });
  await expect(farms.getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Carte des fermes relais proposées' })).toBeVisible();
  const chosen = page.waitForResponse((r) => r.url().includes('/api/v1/cart/livraison') && r.ok());
  await farms.getByRole('radio').first().check();
  await chosen;
  await page.getByRole('radio', { name: 'Carte bancaire' }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await axeClean(page);
  await shot(page, 'delivery');

  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payment\/sandbox\/checkout\/pay_/);
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Payer/ }).click();

  await expect(page).toHaveURL(/\/commande\/confirmation-cb\?order=AR-\d{4}-\d{6}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci, votre commande est confirmée' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/Votre paiement par carte de .* est accepté/)).toBeVisible();
  await axeClean(page);
  await shot(page, 'confirmation-cb');

  // The order is the customer's, paid, with the relay farm and the promotion.
  const jwt = await browserToken(page);
  const orders = await call<{ items: { reference: string; paid: boolean }[] }>(
    request,
    'GET',
    '/order',
    undefined,
    jwt,
  );
  expect(orders.items).toEqual([expect.objectContaining({ reference, paid: true })]);
  const order = await call<{ carrier: string; promotion_code: string; relay_point_id: number | null }>(
    request,
    'GET',
    `/order/${reference}`,
    undefined,
    jwt,
  );
  expect(order).toMatchObject({ carrier: 'relais_ferme', promotion_code: 'BIENVENUE10' });
  expect(order.relay_point_id).not.toBeNull();
});

test('a declined card lands on the error page; « Payer ma commande » (card kept chosen) pays the same order', async ({
  page,
  request,
  stack,
  baseURL,
}) => {
  await loggedInWithCart(page, request, stack.apiDataDir);

  await fillNewAddress(page);
  const chosen = page.waitForResponse((r) => r.url().includes('/api/v1/cart/livraison') && r.ok());
  await page.getByRole('radio', { name: /Retrait en magasin/ }).check();
  await chosen;
  await page.getByRole('radio', { name: 'Carte bancaire' }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();

  await page.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/commande\/erreur-cb\?order=AR-/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Votre paiement n’a pas abouti' })).toBeVisible();
  await axeClean(page);

  await page.getByRole('button', { name: 'Payer ma commande' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payment\/sandbox\/checkout\/pay_/);
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(`${baseURL}/commande/confirmation-cb?order=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci, votre commande est confirmée' })).toBeVisible();

  const jwt = await browserToken(page);
  const orders = await call<{ items: { reference: string; paid: boolean }[] }>(
    request,
    'GET',
    '/order',
    undefined,
    jwt,
  );
  expect(orders.items).toEqual([expect.objectContaining({ reference, paid: true })]);
});

/** `text` as a pattern; any space matches any space (an accessible name reads a no-break space as a space). */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');
}
