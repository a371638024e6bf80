import type { Page } from '@playwright/test';
import { ADDRESS, customerCart, loggedInCustomer, variantInStock } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { signedInContext } from './checkout-helpers';

// Issue 36, points 1 and 7: on a slow phone the delivery step shows its form long before React
// hydrates it. « Adresse » typed meanwhile was kept in the field but not in React's state: the
// next keystroke in another field emptied it and the order was refused « Ce champ est
// obligatoire ». The shell hands such text to React once hydrated (shell/src/boot/early-text.ts).

/** Holds the shell's main.js until `release()` is called: the server's HTML shows, nothing runs. */
async function holdMainScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('/panier/livraison: « Adresse » typed before the page is hydrated is kept and sent with the order', async ({
  browser,
  request,
  stack,
  baseURL,
}) => {
  const { token } = await loggedInCustomer(request, stack.apiDataDir, 'early-text');
  const variant = await variantInStock(request, 20);
  const cart = await customerCart(request, token, variant.id, 1);
  const context = await signedInContext(browser, baseURL!, token, cart.token);
  const page = await context.newPage();
  const street = `${Date.now() % 100_000} quai de la Fosse`;
  const release = await holdMainScript(page);

  // The server's page, main.js held: the shopper types « Adresse » before any script has run.
  await page.goto('/panier/livraison', { waitUntil: 'commit' });
  const delivery = page.getByRole('radiogroup', { name: /Adresse de livraison/ });
  const address = delivery.getByRole('textbox', { name: 'Adresse', exact: true });
  await address.fill(street);
  release();
  await waitForInteractive(page);

  // Each keystroke in another field re-renders the form: « Adresse » stays what was typed.
  await delivery.getByRole('textbox', { name: 'Code postal', exact: true }).fill(ADDRESS.postcode);
  await delivery.getByRole('textbox', { name: 'Ville', exact: true }).fill(ADDRESS.city);
  await delivery.getByRole('textbox', { name: 'Téléphone', exact: true }).fill(ADDRESS.phone);
  await expect(address).toHaveValue(street);

  const chosen = page.waitForResponse((r) => r.url().includes('/api/v1/cart/livraison') && r.ok());
  await page.getByRole('radio', { name: /Retrait en magasin/ }).check();
  await chosen;
  await page.getByRole('radio', { name: 'Virement bancaire' }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  const validation = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/v1/cart/validation'));
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  expect((await validation).postDataJSON()).toMatchObject({ delivery_address: { street } });
  await expect(page).toHaveURL(/\/commande\/confirmation-virement\?order=AR-\d{4}-\d{6}$/);
  await context.close();
});
