import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADDRESS, api, customerCart, loggedInCustomer, variantInStock } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { signedInContext } from './checkout-helpers';

// Issue 36: a customer orders without JavaScript. The delivery step is a form posted to the page's
// action, which chooses the carrier on the cart, checks the step's rules and orders with the
// form's Idempotency-Key (written by the server), then 303 to the confirmation the JavaScript flow
// reaches; a refusal gives the page back with the French messages and what was typed.

const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'checkout-no-js');
const STEP = '/panier/livraison';
const ORDER_BUTTON = 'Commander avec obligation de paiement';
test.describe.configure({ timeout: 180_000 });

/** Every navigation's method and URL: the order must be POSTs, with nothing typed in any URL. */
function navigations(page: Page) {
  const seen: { method: string; url: string }[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.push({ method: request.method(), url: request.url() });
  });
  return seen;
}

const deliveryGroup = (page: Page) => page.getByRole('radiogroup', { name: /Adresse de livraison/ });

async function fillStep(page: Page, street: string, payment = 'Virement bancaire') {
  const group = deliveryGroup(page);
  // A new customer has no saved address: « Nouvelle adresse » is chosen, its fields shown.
  await expect(group.getByRole('radio', { name: 'Nouvelle adresse' })).toBeChecked();
  await group.getByRole('textbox', { name: 'Adresse', exact: true }).fill(street);
  await group.getByRole('textbox', { name: 'Code postal', exact: true }).fill(ADDRESS.postcode);
  await group.getByRole('textbox', { name: 'Ville', exact: true }).fill(ADDRESS.city);
  await group.getByRole('textbox', { name: 'Téléphone', exact: true }).fill(ADDRESS.phone);
  await page.getByRole('radio', { name: /Retrait en magasin/ }).check();
  await page.getByLabel(/Commentaire pour la livraison/).fill('Portail vert, sonner deux fois.');
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

test('without JavaScript a customer orders by transfer: a refused post keeps what was typed, the same form posted twice is one order', async ({
  browser,
  request,
  stack,
  baseURL,
}) => {
  const { token } = await loggedInCustomer(request, stack.apiDataDir, 'checkout-no-js');
  const variant = await variantInStock(request, 20);
  const cart = await customerCart(request, token, variant.id, 1);
  const context = await signedInContext(browser, baseURL!, token, cart.token, false);
  const page = await context.newPage();
  const seen = navigations(page);

  const step = await page.goto(STEP);
  expect(step?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et paiement' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText(cart.cart.list[0]!.name);
  await shoot(page, 'delivery-step');
  // The billing address shows when « identique » is unticked, by CSS alone.
  const billing = page.getByRole('radiogroup', { name: /Adresse de facturation/ });
  await expect(billing).toBeHidden();
  await page.getByRole('checkbox', { name: /Adresse de facturation identique/ }).uncheck();
  await expect(billing).toBeVisible();
  await page.getByRole('checkbox', { name: /Adresse de facturation identique/ }).check();

  // Refused: the street left empty. The page again, with the message and everything typed.
  await fillStep(page, '');
  const refusedAnswer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(STEP));
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  expect((await refusedAnswer).status()).toBe(422);
  const group = deliveryGroup(page);
  await expect(group.getByText('Ce champ est obligatoire.')).toBeVisible();
  // What to correct is said at the top of the step, focused as the page loads (the field may be far below).
  const summary = page.getByRole('alert', { name: 'Un point à corriger avant de commander' });
  await expect(summary).toContainText('Adresse de livraison – Adresse\u00a0: Ce champ est obligatoire.');
  await expect(summary).toBeFocused();
  await expect(group.getByRole('textbox', { name: 'Ville', exact: true })).toHaveValue(ADDRESS.city);
  await expect(group.getByRole('textbox', { name: 'Téléphone', exact: true })).toHaveValue(ADDRESS.phone);
  await expect(page.getByLabel(/Commentaire pour la livraison/)).toHaveValue('Portail vert, sonner deux fois.');
  await expect(page.getByRole('radio', { name: 'Virement bancaire' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Retrait en magasin/ })).toBeChecked();
  await shoot(page, 'delivery-step-refused');

  // The form as the browser will post it (its order key included): posted a second time below.
  const form = page.getByRole('form', { name: 'Livraison et paiement' });
  await group.getByRole('textbox', { name: 'Adresse', exact: true }).fill(ADDRESS.street);
  const fields: Record<string, string> = {};
  for (const input of await form.locator('input[name], textarea[name]').all()) {
    const name = (await input.getAttribute('name'))!;
    const type = await input.getAttribute('type');
    if ((type === 'radio' || type === 'checkbox') && !(await input.isChecked())) continue;
    if (await input.isDisabled()) continue;
    fields[name] =
      type === 'radio' || type === 'checkbox'
        ? ((await input.getAttribute('value')) ?? 'on')
        : await input.inputValue();
  }
  expect(fields.cle_commande).toMatch(/^[A-Za-z0-9_:.-]{8,100}$/);

  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  await expect(page).toHaveURL(/\/commande\/confirmation-virement\?order=AR-\d{4}-\d{6}$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Votre commande est enregistrée' })).toBeVisible();
  await expect(page.getByLabel('Coordonnées bancaires')).toContainText(reference);

  // A new cart starts, as with JavaScript: the cart cookie no longer names the ordered cart, and
  // the cart page (no JavaScript) shows an empty cart.
  const cartCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'arbora_cart')?.value;
  const newCart = await cartCookie();
  expect(newCart).toBeTruthy();
  expect(newCart).not.toBe(cart.token);
  expect((await page.goto('/panier'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Votre panier est vide' })).toBeVisible();
  await expect(page.getByText(cart.cart.list[0]!.name)).toHaveCount(0);
  await shoot(page, 'cart-after-order');
  expect(await cartCookie()).toBe(newCart);

  // The same form posted again (a second click that went through, sent before the first answer:
  // with the cart cookie as it was): the same order, no second one.
  const { hostname } = new URL(baseURL!);
  await context.addCookies([{ name: 'arbora_cart', value: cart.token, domain: hostname, path: '/', sameSite: 'Lax' }]);
  const again = await page.request.post(STEP, { form: fields, headers: { origin: baseURL! }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toBe(`/commande/confirmation-virement?order=${reference}`);
  const orders = await api<{ items: { reference: string; comment?: string }[] }>(request, 'GET', '/order', token);
  expect(orders.items.map((o) => o.reference)).toEqual([reference]);
  const order = await api<{ comment: string; delivery_address: { street: string } }>(
    request,
    'GET',
    `/order/${reference}`,
    token,
  );
  expect(order.comment).toBe('Portail vert, sonner deux fois.');
  expect(order.delivery_address.street).toBe(ADDRESS.street);

  // Every submit a POST; nothing typed in any URL.
  expect(seen.filter((n) => n.method === 'POST').map((n) => new URL(n.url).pathname)).toEqual([STEP, STEP]);
  for (const { url } of seen) {
    for (const typed of [ADDRESS.street, ADDRESS.phone, 'Portail', ADDRESS.city]) {
      expect(decodeURIComponent(url.replace(/\+/g, ' '))).not.toContain(typed);
    }
  }
  await context.close();
});

test('without JavaScript a card order goes to the sandbox’s page; declined, « Payer à nouveau » pays the same order', async ({
  browser,
  request,
  stack,
  baseURL,
}) => {
  const { token } = await loggedInCustomer(request, stack.apiDataDir, 'checkout-no-js-card');
  const variant = await variantInStock(request, 20);
  const cart = await customerCart(request, token, variant.id, 1);
  const context = await signedInContext(browser, baseURL!, token, cart.token, false);
  const page = await context.newPage();
  const seen = navigations(page);

  await page.goto(STEP);
  await fillStep(page, ADDRESS.street, 'Carte bancaire');
  await page.getByRole('button', { name: ORDER_BUTTON }).click();
  // The provider's hosted page (the sandbox, on the site's /api), as the JavaScript flow reaches it.
  await expect(page).toHaveURL(/\/api\/v1\/payment\/sandbox\/checkout\/pay_/);
  // The cart is ordered before it is paid, as with JavaScript: the cart cookie names a new cart.
  const cartCookie = (await context.cookies()).find((cookie) => cookie.name === 'arbora_cart')?.value;
  expect(cartCookie).toBeTruthy();
  expect(cartCookie).not.toBe(cart.token);
  await page.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/commande\/erreur-cb\?order=AR-/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Votre paiement n’a pas abouti' })).toBeVisible();

  const payAgain = page.getByRole('form', { name: 'Payer à nouveau' });
  await expect(payAgain.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
  await payAgain.getByRole('button', { name: 'Payer ma commande' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payment\/sandbox\/checkout\/pay_/);
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(`${baseURL}/commande/confirmation-cb?order=${reference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Merci, votre commande est confirmée' })).toBeVisible();

  const orders = await api<{ items: { reference: string; paid: boolean }[] }>(request, 'GET', '/order', token);
  expect(orders.items).toEqual([expect.objectContaining({ reference, paid: true })]);
  const posts = seen.filter((n) => n.method === 'POST').map((n) => new URL(n.url).pathname);
  expect(posts).toContain(STEP);
  expect(posts).toContain('/commande/erreur-cb');
  for (const { url } of seen) expect(decodeURIComponent(url)).not.toContain(ADDRESS.street);
  await context.close();
});
