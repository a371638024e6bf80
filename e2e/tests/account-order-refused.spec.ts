import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { api, apiLogin, customerCart, loggedInCustomer, variantInStock } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { SESSION_COOKIE_NAME } from '../support/session';
import { lineCount } from '../support/text-lines';
import { signedInContext } from './checkout-helpers';

// An order whose card payment was refused, seen from « Mes commandes » on a phone: its number on
// one line, and « Payer ma commande », a plain link (no JavaScript needed) to the checkout's page
// that pays it again. Read only: the demo account's seeded refused order is not paid here.

const DEMO = 'demo.particulier@arbora.example';
const DEMO_PASSWORD = 'Demo-Arbora-2025!';
const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'account-order-refused');
test.describe.configure({ timeout: 120_000 });

/** A context without JavaScript holding the customer's session cookie, as after a login. */
async function signedInWithoutScript(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: SESSION_COOKIE_NAME, value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
  return context;
}

test('without JavaScript at 390 px: a refused order keeps its number on one line and leads to « Payer à nouveau »', async ({
  browser,
  baseURL,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const token = await apiLogin(request, DEMO, DEMO_PASSWORD);
  const { items } = await api<{ items: { reference: string; status: string }[] }>(request, 'GET', '/order', token);
  const refused = items.find((order) => order.status === 'payment_failed')!;
  expect(refused, 'the demo account has a refused order').toBeDefined();
  const { reference } = refused;
  const context = await signedInWithoutScript(browser, baseURL!, token);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });

    // The list: each number on one line.
    await page.goto('/mes-commandes');
    const listed = page.getByRole('main').getByRole('link', { name: reference });
    await expect(listed).toBeVisible();
    expect(await lineCount(listed)).toBe(1);

    await page.goto(`/mes-commandes/${reference}`);
    const title = page.getByRole('heading', { level: 1, name: `Commande ${reference}` });
    await expect(title).toBeVisible();
    // « Commande » may go above it, the number never splits at a hyphen (« AR-2025- / 000003 »).
    expect(await lineCount(title.getByText(reference, { exact: true }))).toBe(1);
    const pay = page.getByRole('link', { name: 'Payer ma commande' });
    await expect(pay).toHaveAttribute('href', `/commande/erreur-cb?order=${reference}`);
    await expect(page.getByText(/Votre banque a refusé le paiement\. Votre commande est conservée/)).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'order-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'order-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    // The checkout's page: the order named, the form that pays it again (posted to the page without JavaScript).
    await pay.click();
    await expect(page).toHaveURL(new RegExp(`/commande/erreur-cb\\?order=${reference}$`));
    const form = page.getByRole('form', { name: 'Payer à nouveau' });
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByRole('radio', { name: 'Carte bancaire' })).toBeVisible();
    const number = page.getByRole('main').locator('strong', { hasText: reference }).first();
    expect(await lineCount(number)).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'card-error-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'card-error-1280.png'), fullPage: true });
  } finally {
    await context.close();
  }
});

test('already logged in, /connexion?redirect=/panier/livraison offers « Continuer ma commande », back to the delivery step', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { token } = await loggedInCustomer(request, stack.apiDataDir, 'login-continue');
  const cart = await customerCart(request, token, (await variantInStock(request, 5)).id, 1);
  const context = await signedInContext(browser, baseURL!, token, cart.token);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/connexion?redirect=${encodeURIComponent('/panier/livraison')}`);
    const go = page.getByRole('link', { name: 'Continuer ma commande' });
    await expect(go).toHaveAttribute('href', '/panier/livraison');
    await expect(page.getByRole('link', { name: 'Accéder à mon compte' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'login-continue-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'login-continue-1280.png'), fullPage: true });
    await go.click();
    await expect(page).toHaveURL(/\/panier\/livraison$/);
    await expect(page.getByRole('button', { name: 'Commander avec obligation de paiement' })).toBeVisible();
  } finally {
    await context.close();
  }
});
