import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  api,
  apiLogin,
  customerCart,
  loggedInCustomer,
  orderByTransfer,
  variantInStock,
} from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { SESSION_COOKIE_NAME } from '../support/session';

// Issue 36 point 2: a signed-in customer's pages are rendered on the server with the customer's
// data (the session cookie), so without JavaScript, or before it arrives, the page is there: the
// account's home, the order detail, the construction sites, the personal information, the delivery step and the
// confirmation. With JavaScript, the hydration reuses that HTML (no hydration error).

/** « 0,18 »: a wire amount (× 10000) in euros to the cent, as the site prints it. */
const euros = (wire: number) => (Math.round(wire / 100) / 100).toFixed(2).replace('.', ',');

/** The line of `variantId` in the customer's cart `cartToken`, as the API prices it. */
async function cartLine(request: APIRequestContext, token: string, cartToken: string, variantId: number) {
  const { cart } = await api<{ cart: { list: { element_id: number; unit_ecotax: number }[] } }>(
    request,
    'GET',
    `/cart?cart_token=${encodeURIComponent(cartToken)}`,
    token,
  );
  return cart.list.find((l) => l.element_id === variantId)!;
}

const PRO = { email: 'demo.pro@arbora.example', password: 'Demo-Arbora-2025!' };
const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'session-pages-no-js');
test.describe.configure({ timeout: 180_000 });

/** A browser context holding the customer's session cookie (and a cart cookie), as after a login. */
async function signedIn(
  browser: Browser,
  baseURL: string,
  token: string,
  javaScriptEnabled: boolean,
  cartToken?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const { hostname, protocol } = new URL(baseURL);
  const secure = protocol === 'https:';
  await context.addCookies([
    { name: SESSION_COOKIE_NAME, value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax', secure },
    { name: 'arbora_signed_in', value: '1', domain: hostname, path: '/', sameSite: 'Lax', secure },
    ...(cartToken
      ? [{ name: 'arbora_cart', value: cartToken, domain: hostname, path: '/', sameSite: 'Lax' as const, secure }]
      : []),
  ]);
  return context;
}

/** The page without JavaScript: what the server sent, private and never stored. */
async function openPlain(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  expect(response?.headers()['cache-control'], url).toBe('private, no-store');
  // No skeleton left for the browser to fill.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/** With JavaScript: the page hydrates the server's HTML without a hydration error. */
async function expectCleanHydration(context: BrowserContext, url: string, visible: RegExp | string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await waitForInteractive(page);
  await expect(page.getByText(visible).first()).toBeVisible();
  expect(
    errors.filter((text) => /hydrat|Minified React error #(418|423|425)/i.test(text)),
    url,
  ).toEqual([]);
  await page.close();
}

test('the account’s pages without JavaScript: an order, the construction sites, the personal information', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await apiLogin(request, PRO.email, PRO.password);
  const me = await api<{ firstname: string; lastname: string; company_name: string }>(request, 'GET', '/me', token);
  const { items } = await api<{ items: { reference: string }[] }>(request, 'GET', '/order', token);
  const reference = items[0]!.reference;
  const order = await api<{ cart: { list: { name: string }[] } }>(request, 'GET', `/order/${reference}`, token);

  const context = await signedIn(browser, baseURL!, token, false);
  try {
    const page = await context.newPage();

    await openPlain(page, '/mon-compte');
    await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${me.firstname}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dernières commandes' })).toContainText(reference);
    await shoot(page, 'account-home');

    await openPlain(page, `/mes-commandes/${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeVisible();
    await expect(page.getByText(order.cart.list[0]!.name).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rétractation' })).toBeVisible();
    await shoot(page, 'order-detail');

    await openPlain(page, '/mes-chantiers');
    const site = page.getByRole('link', { name: 'Résidence Les Chênes' });
    await expect(site).toBeVisible();
    await shoot(page, 'construction-sites');
    await openPlain(page, (await site.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 2, name: 'Résidence Les Chênes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await shoot(page, 'construction-site');

    await openPlain(page, '/mes-informations-personnelles');
    const form = page.getByRole('form', { name: 'Informations personnelles' });
    await expect(form.getByRole('textbox', { name: /Prénom/ })).toHaveValue(me.firstname);
    await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue(me.lastname);
    await expect(form.getByRole('textbox', { name: /Raison sociale/ })).toHaveValue(me.company_name);
    await shoot(page, 'personal-information');
  } finally {
    await context.close();
  }

  const withJs = await signedIn(browser, baseURL!, token, true);
  try {
    await expectCleanHydration(withJs, '/mon-compte', `Bonjour ${me.firstname}`);
    await expectCleanHydration(withJs, `/mes-commandes/${reference}`, `Commande ${reference}`);
    await expectCleanHydration(withJs, '/mes-chantiers', 'Résidence Les Chênes');
    await expectCleanHydration(withJs, '/mes-informations-personnelles', 'Mes adresses');
  } finally {
    await withJs.close();
  }
});

test('the checkout’s pages without JavaScript: the delivery step with the cart, the confirmation of an order', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  const { token } = await loggedInCustomer(request, stack.apiDataDir, 'livraison');
  const variant = await variantInStock(request, 5);
  // An order, awaiting its transfer.
  const reference = await orderByTransfer(request, token, variant.id);
  // And a new cart, on its way to the delivery step.
  const cart = await customerCart(request, token, variant.id);
  const line = cart.cart.list[0]!.name;

  const confirmationUrl = `/commande/confirmation-virement?order=${reference}`;
  const context = await signedIn(browser, baseURL!, token, false, cart.token);
  try {
    const page = await context.newPage();
    await openPlain(page, '/panier/livraison');
    await expect(page.getByRole('heading', { level: 1, name: 'Livraison et paiement' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: /Adresse de livraison/ })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: /Mode de livraison/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Virement bancaire' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText(line)).toBeVisible();
    await shoot(page, 'delivery');

    await openPlain(page, confirmationUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre commande est enregistrée' })).toBeVisible();
    await expect(page.getByText(reference).first()).toBeVisible();
    await shoot(page, 'confirmation');
  } finally {
    await context.close();
  }

  const withJs = await signedIn(browser, baseURL!, token, true, cart.token);
  try {
    await expectCleanHydration(withJs, '/panier/livraison', 'Votre commande');
    await expectCleanHydration(withJs, confirmationUrl, reference);
  } finally {
    await withJs.close();
  }
});

test('a professional’s cart, delivery step and confirmation read HT first from the server’s HTML, without JavaScript and once hydrated', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await apiLogin(request, PRO.email, PRO.password);
  const variant = await variantInStock(request, 5);
  const cart = await customerCart(request, token, variant.id);
  const line = cart.cart.list[0]!.name;
  // The line's total in the cart beside the form: « … € HT (… € TTC) ».
  const htFirst = /\d\s€\sHT\s\(.*€\sTTC\)/;
  // The cart line's éco-participation HT too (the summary's « dont éco-participation : … € HT »),
  // and the off-cut recovery's fee: 25 € HT, not « 30 € TTC ».
  const { unit_ecotax: unitEcotax } = await cartLine(request, token, cart.token, variant.id);
  expect(unitEcotax, 'the variant has an éco-participation').toBeGreaterThan(0);
  const ecoHt = new RegExp(`dont éco-participation\\s:\\s${euros(unitEcotax)}\\s€\\sHT$`);
  const recupChuteHt = /^Récupération de vos chutes de chantier \(25,00\s€\sHT\)$/;
  const unitPrice = (page: Page) =>
    page
      .getByRole('listitem')
      .filter({ hasText: line })
      .getByText(/^Prix unitaire/);
  const proTotals = /€\sHT.*Total HT\d[\d\s]*,\d\d\s€TVA \(20\s%\)[\d\s]+,\d\d\s€Total TTC[\d\s]+,\d\d\s€$/;

  const context = await signedIn(browser, baseURL!, token, false, cart.token);
  try {
    const page = await context.newPage();
    await openPlain(page, '/panier/livraison');
    const summary = page.getByRole('complementary').getByRole('listitem').filter({ hasText: line });
    await expect(summary).toHaveText(htFirst);
    // The amounts below the lines: HT, then « Total HT », the VAT and « Total TTC », the amount charged.
    await expect(page.getByRole('complementary').locator('dl')).toHaveText(proTotals);
    await shoot(page, 'delivery-pro');

    // The cart page too: the server renders it with the session's customer, not only the cart cookie's cart.
    await openPlain(page, '/panier');
    await expect(page.getByRole('listitem').filter({ hasText: line })).toContainText(htFirst);
    await expect(page.locator('main dl')).toHaveText(proTotals);
    await expect(unitPrice(page)).toHaveText(ecoHt);
    // The off-cut recovery a professional is offered, in the HTML, its fee HT.
    await expect(page.getByRole('checkbox', { name: recupChuteHt })).toBeVisible();
    // The footer says how the page's prices read.
    await expect(page.getByRole('contentinfo')).toContainText('Prix HT pour les professionnels (TVA en sus)');
    await shoot(page, 'cart-pro');
  } finally {
    await context.close();
  }

  const withJs = await signedIn(browser, baseURL!, token, true, cart.token);
  try {
    await expectCleanHydration(withJs, '/panier/livraison', 'Votre commande');
    await expectCleanHydration(withJs, '/panier', 'Total HT');
    const page = await withJs.newPage();
    await page.goto('/panier/livraison');
    await waitForInteractive(page);
    await expect(page.getByRole('complementary').getByRole('listitem').filter({ hasText: line })).toHaveText(htFirst);
    await expect(page.getByRole('complementary').locator('dl')).toHaveText(proTotals);
    await shoot(page, 'delivery-pro-js');
    // The cart page's summary, the same way.
    await page.goto('/panier');
    await waitForInteractive(page);
    await expect(page.locator('main dl')).toHaveText(proTotals);
    await expect(unitPrice(page)).toHaveText(ecoHt);
    await expect(page.getByRole('checkbox', { name: recupChuteHt })).toBeVisible();
    await shoot(page, 'cart-pro-js');
  } finally {
    await withJs.close();
  }

  // The confirmation of a professional's order: the recap's amounts the same way (ProOrderSummary).
  const reference = await orderByTransfer(request, token, variant.id);
  const plain = await signedIn(browser, baseURL!, token, false);
  try {
    const page = await plain.newPage();
    await openPlain(page, `/commande/confirmation-virement?order=${reference}`);
    await expect(page.locator('main dl[aria-label="Récapitulatif des montants"]')).toHaveText(proTotals);
    await shoot(page, 'confirmation-pro');
  } finally {
    await plain.close();
  }
  // With JavaScript: hydrated from that HTML (no hydration error), and still HT first once hydrated.
  const hydrated = await signedIn(browser, baseURL!, token, true);
  try {
    const confirmationUrl = `/commande/confirmation-virement?order=${reference}`;
    await expectCleanHydration(hydrated, confirmationUrl, 'Total HT');
    const page = await hydrated.newPage();
    await page.goto(confirmationUrl);
    await waitForInteractive(page);
    await expect(page.locator('main dl[aria-label="Récapitulatif des montants"]')).toHaveText(proTotals);
    await shoot(page, 'confirmation-pro-js');
  } finally {
    await hydrated.close();
  }
});

test('without JavaScript, a visitor opens « Mon compte », logs in from its panel and is greeted there; nothing personal in a URL', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(`${request.method()} ${request.url()}`));
    await openPlain(page, '/mon-compte');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
    await shoot(page, 'account-home-visitor');
    const form = page.getByRole('form', { name: 'Connexion' });
    await form.getByLabel('Adresse e-mail').fill(PRO.email);
    await form.getByLabel('Mot de passe').fill(PRO.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/mon-compte');
    const leaking = requested.filter(
      (line) =>
        line.includes(PRO.email) || line.includes(encodeURIComponent(PRO.email)) || line.includes('Demo-Arbora'),
    );
    expect(leaking).toEqual([]);
    expect(requested.filter((line) => line.startsWith('POST '))).toHaveLength(1);
  } finally {
    await context.close();
  }
});
