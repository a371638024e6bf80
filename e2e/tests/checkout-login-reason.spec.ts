import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { customerCart } from '../support/customer-api';
import { apiLogin, call, freshCustomer, guestCart, logIn, variants } from './checkout-helpers';

// A guest who presses « Commander » in the cart is sent to log in (the delivery step needs it,
// SPEC 2.6): the login page says why, and the login brings the shopper back to the delivery step
// with the cart, with or without JavaScript.

const SHOTS = path.join(__dirname, '..', 'test-results', 'checkout-login-reason');
const REASON =
  'Connectez-vous ou créez un compte pour commander. Votre panier est conservé\u00a0: une fois connecté, vous passez directement à la livraison et au paiement.';
const LOGIN = `/connexion?redirect=${encodeURIComponent('/panier/livraison')}`;
test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string, width: number) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The names of a cart's lines, read through the API. */
async function lineNames(request: Parameters<typeof guestCart>[0], token: string): Promise<string[]> {
  const { cart } = await call<{ cart: { list: { name: string }[] } }>(request, 'GET', `/cart?cart_token=${token}`);
  return cart.list.map((line) => line.name);
}

test('without JavaScript: « Commander » says why to log in, and the login comes back to the delivery step with the cart, the older one merged', async ({
  browser,
  request,
  stack,
  baseURL,
}) => {
  // A customer who left a cart on another device, and a guest cart in this browser's cookie.
  const email = await freshCustomer(request, stack.apiDataDir);
  const guest = await guestCart(request);
  const list = await variants(request);
  const used = new Set(list.slice(0, 3).map((v) => v.id));
  const older = list.find(
    (v) => v.stock >= 5 && !used.has(v.id) && !guest.products.some((p) => p.variant_parent === v.variant_parent),
  )!;
  const { cart: olderCart } = await customerCart(request, await apiLogin(request, email), older.id);
  const olderName = olderCart.list[0]!.name;
  const guestNames = await lineNames(request, guest.token);

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies([{ name: 'arbora_cart', value: guest.token, url: baseURL! }]);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/panier');
    await page.getByRole('link', { name: 'Commander', exact: true }).click();
    await expect(page).toHaveURL(LOGIN);
    await expect(page.getByRole('region', { name: 'Connexion' }).getByRole('status')).toHaveText(REASON);
    await shoot(page, 'login-no-js', 390);
    await shoot(page, 'login-no-js', 1280);

    await logIn(page, email, { javaScript: false });
    await expect(page).toHaveURL('/panier/livraison');
    const aside = page.getByRole('complementary', { name: 'Votre commande' });
    for (const name of [...guestNames, olderName]) await expect(aside).toContainText(name);
  } finally {
    await context.close();
  }
});

test('with JavaScript: « Commander » says why to log in, and the login comes back to the delivery step', async ({
  page,
  request,
  stack,
  baseURL,
}) => {
  const email = await freshCustomer(request, stack.apiDataDir);
  const guest = await guestCart(request);
  const [first] = await lineNames(request, guest.token);
  await page.context().addCookies([{ name: 'arbora_cart', value: guest.token, url: baseURL! }]);
  await page.goto('/panier');
  await page.getByRole('link', { name: 'Commander', exact: true }).click();
  await expect(page).toHaveURL(LOGIN);
  await expect(page.getByRole('region', { name: 'Connexion' }).getByRole('status')).toHaveText(REASON);
  await shoot(page, 'login-js', 1280);
  await logIn(page, email);
  await expect(page).toHaveURL('/panier/livraison');
  await expect(page.getByRole('complementary', { name: 'Votre commande' })).toContainText(first!);
});
