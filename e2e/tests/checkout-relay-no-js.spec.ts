import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ADDRESS, api, customerCart, loggedInCustomer } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { watchUrls } from '../support/watch-urls';
import { signedInContext, variants } from './checkout-helpers';

// Issue 36: the relay farm (« Relais fermier ») is chosen without JavaScript. « Rechercher les
// fermes relais » posts the delivery step; the page comes back with the farms of the postcode
// posted as radios and everything typed; the shopper picks one and orders. The postcode, like
// everything typed, never goes into a URL. The stores are listed the same way first.

const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'checkout-relay-no-js');
const STEP = '/panier/livraison';
/** Rennes: the farms are listed near it, not near the delivery address (Nantes). */
const RELAY_POSTCODE = '35000';
const COMMENT = 'Retrait le samedi matin.';
test.describe.configure({ timeout: 180_000 });

test('without JavaScript a customer searches the relay farms of a postcode, picks one and orders: the confirmation names it', async ({
  browser,
  request,
  stack,
  baseURL,
}) => {
  const { token } = await loggedInCustomer(request, stack.apiDataDir, 'checkout-relay-no-js');
  // Over 30 kg (the relay carrier's floor) of a variant with 20 in stock or more, under the new
  // customer's 3 000 € review; the last such variant, away from the heavy ones other specs take first.
  const heavy = (await variants(request))
    .map((v) => ({ ...v, quantity: Math.ceil(30_500 / Math.max(v.weight_g, 1)) }))
    .filter((v) => v.stock >= 20 && v.quantity <= 4 && v.quantity * v.prices.ttc <= 25_000_000)
    .at(-1);
  expect(heavy, 'a heavy variant with 20 in stock').toBeTruthy();
  const cart = await customerCart(request, token, heavy!.id, heavy!.quantity);
  const context = await signedInContext(browser, baseURL!, token, cart.token, false);
  const page = await context.newPage();
  const seen = watchUrls(page);

  expect((await page.goto(STEP))?.status()).toBe(200);
  const delivery = page.getByRole('radiogroup', { name: /Adresse de livraison/ });
  await delivery.getByRole('textbox', { name: 'Adresse', exact: true }).fill(ADDRESS.street);
  await delivery.getByRole('textbox', { name: 'Code postal', exact: true }).fill(ADDRESS.postcode);
  await delivery.getByRole('textbox', { name: 'Ville', exact: true }).fill(ADDRESS.city);
  await delivery.getByRole('textbox', { name: 'Téléphone', exact: true }).fill(ADDRESS.phone);
  await page.getByLabel(/Commentaire pour la livraison/).fill(COMMENT);
  await page.getByRole('radio', { name: 'Virement bancaire' }).check();

  // Store pickup ticked: « Choisir un autre magasin » posts the step, which lists the nearest stores
  // to the delivery postcode typed; « Afficher les N magasins » posts it again for every one.
  await page.getByRole('radio', { name: /Retrait en magasin/ }).check();
  await page.getByRole('button', { name: 'Choisir un autre magasin' }).click();
  const stores = page.getByRole('radiogroup', { name: /Magasin de retrait/ });
  await expect(stores.getByRole('radio')).toHaveCount(5);
  await expect(stores.getByRole('radio').first()).toBeChecked();
  // The page comes back at its top: the store chosen is focused as it loads, so the list is in view.
  await expect(stores.getByRole('radio').first()).toBeFocused();
  await expect(stores.getByRole('radio').first()).toBeInViewport();
  await expect(stores.getByRole('radio').first()).toHaveAccessibleName(/Nantes – à [\d,]+ km$/);
  const showAll = page.getByRole('button', { name: /^Afficher les \d+ magasins$/ });
  const count = Number(/\d+/.exec((await showAll.textContent())!)![0]);
  await showAll.click();
  await expect(stores.getByRole('radio')).toHaveCount(count);
  await expect(delivery.getByRole('textbox', { name: 'Adresse', exact: true })).toHaveValue(ADDRESS.street);

  // The relay carrier ticked shows its postcode and search by CSS alone.
  const postcode = page.getByRole('textbox', { name: 'Code postal de retrait' });
  await expect(postcode).toBeHidden();
  await page.getByRole('radio', { name: /Relais fermier/ }).check();
  await expect(postcode).toBeVisible();
  await postcode.fill(RELAY_POSTCODE);
  const searched = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(STEP));
  await page.getByRole('button', { name: 'Rechercher les fermes relais' }).click();
  expect((await searched).status()).toBe(422);
  // The postcode searched is focused as the page loads: its farms, just below, are in view.
  await expect(postcode).toBeFocused();
  await expect(postcode).toBeInViewport();

  // The step again: the farms near Rennes, nearest first, and everything typed.
  const farms = page.getByRole('radiogroup', { name: /Ferme relais/ });
  const first = farms.getByRole('radio').first();
  await expect(first).toBeVisible();
  await expect(farms.getByRole('radio', { name: /^1\. Ferme de la Garenne – à [\d,]+ km$/ })).toBeVisible();
  await expect(postcode).toHaveValue(RELAY_POSTCODE);
  await expect(page.getByRole('radio', { name: /Relais fermier/ })).toBeChecked();
  await expect(delivery.getByRole('textbox', { name: 'Adresse', exact: true })).toHaveValue(ADDRESS.street);
  await expect(delivery.getByRole('textbox', { name: 'Téléphone', exact: true })).toHaveValue(ADDRESS.phone);
  await expect(page.getByLabel(/Commentaire pour la livraison/)).toHaveValue(COMMENT);
  await expect(page.getByRole('radio', { name: 'Virement bancaire' })).toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await farms.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `relay-list-${width}.png`), fullPage: true });
  }

  await farms.getByRole('radio', { name: /Ferme de la Garenne/ }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page).toHaveURL(/\/commande\/confirmation-virement\?order=AR-\d{4}-\d{6}$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Votre commande est enregistrée' })).toBeVisible();
  await expect(page.getByText(/À retirer à la ferme relais/)).toContainText('Ferme de la Garenne');

  const order = await api<{ carrier: string; relay_point_id: number | null }>(
    request,
    'GET',
    `/order/${reference}`,
    token,
  );
  expect(order.carrier).toBe('relais_ferme');
  expect(order.relay_point_id).not.toBeNull();

  // A confirmation page without an order says so, with where to go (not an endless skeleton).
  await page.goto('/commande/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Aucune commande à afficher' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/mes-commandes');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  // An order that is not the customer's: a real 404, and its error screen rather than a skeleton.
  expect((await page.goto('/commande/confirmation?order=AR-2000-999999'))?.status()).toBe(404);
  await expect(page.locator('[data-status="404"] h1')).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

  // The searches and the order: POSTs to the step; nothing typed in any URL.
  expect(seen.posts).toEqual([STEP, STEP, STEP, STEP]);
  for (const url of seen.urls) {
    const plain = decodeURIComponent(url.replace(/\+/g, ' '));
    // (a hashed file's name may hold five digits by chance: the postcodes are looked for elsewhere)
    const asset = /\.(js|css|woff2?|png|jpe?g|webp|avif|svg|ico)$/.test(new URL(url).pathname);
    const typed = [ADDRESS.street, ADDRESS.phone, ADDRESS.city, 'samedi'];
    for (const value of asset ? typed : [...typed, RELAY_POSTCODE, ADDRESS.postcode]) {
      expect(plain, url).not.toContain(value);
    }
  }
  await context.close();
});
