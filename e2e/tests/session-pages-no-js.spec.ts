import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { SESSION_COOKIE_NAME } from '../support/session';

// Issue 36 point 2: a signed-in customer's pages are rendered on the server with the customer's
// data (the session cookie), so without JavaScript, or before it arrives, the page is there: the
// order detail, the construction sites, the personal information, the delivery step and the
// confirmation. With JavaScript, the hydration reuses that HTML (no hydration error).

const PRO = { email: 'demo.pro@arbora.example', password: 'Demo-Arbora-2025!' };
const PASSWORD = 'Terrasse-2026!';
const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'session-pages-no-js');
test.describe.configure({ timeout: 180_000 });

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, token?: string, body?: object) {
  const response = await request.fetch(`/api/v1${url}`, {
    method,
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${method} ${url}: ${(await response.text()).slice(0, 300)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

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
  const { token } = await api<{ token: string }>(request, 'POST', '/user/login', undefined, {
    username: PRO.email,
    password: PRO.password,
  });
  const me = await api<{ firstname: string; lastname: string; company_name: string }>(request, 'GET', '/me', token);
  const { items } = await api<{ items: { reference: string }[] }>(request, 'GET', '/order', token);
  const reference = items[0]!.reference;
  const order = await api<{ cart: { list: { name: string }[] } }>(request, 'GET', `/order/${reference}`, token);

  const context = await signedIn(browser, baseURL!, token, false);
  try {
    const page = await context.newPage();

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
    await expectCleanHydration(withJs, `/mes-commandes/${reference}`, `Commande ${reference}`);
    await expectCleanHydration(withJs, '/mes-chantiers', 'Résidence Les Chênes');
    await expectCleanHydration(withJs, '/mes-informations-personnelles', 'Mes adresses');
  } finally {
    await withJs.close();
  }
});

/** Every activation link e-mailed to `email` (.eml files of the API's DATA_DIR/mail). */
function activationPath(mailDir: string, email: string): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const file of files) {
    const text = readFileSync(path.join(mailDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(email)) continue;
    const match = /https?:\/\/[^\s"<>]+(\/account\/activate\?token=[A-Za-z0-9_-]+)/.exec(text);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** A new active customer (its own orders and cart, so the demo accounts stay as they are): its token. */
async function newCustomer(request: APIRequestContext, mailDir: string): Promise<string> {
  const email = `livraison.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
  await api(request, 'POST', '/customer', undefined, {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    firstname: 'Jeanne',
    lastname: 'Sans-Script',
    terms: true,
  });
  await expect.poll(() => activationPath(mailDir, email), { timeout: 15_000 }).toBeTruthy();
  const token = new URL(activationPath(mailDir, email)!, 'http://x').searchParams.get('token');
  await api(request, 'POST', '/customer/activate', undefined, { token });
  return (
    await api<{ token: string }>(request, 'POST', '/user/login', undefined, { username: email, password: PASSWORD })
  ).token;
}

test('the checkout’s pages without JavaScript: the delivery step with the cart, the confirmation of an order', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  const token = await newCustomer(request, path.join(stack.apiDataDir, 'mail'));
  const { items: variants } = await api<{ items: { id: number; stock: number }[] }>(
    request,
    'GET',
    '/product-variant?perPage=50&in_stock=true',
  );
  const variant = variants.find((v) => v.stock >= 5)!;
  const add = () =>
    api<{ token: string; cart: { list: { name: string }[] } }>(request, 'POST', '/cart/update', token, {
      type: 'add',
      elements: [{ element_id: variant.id, element_type: 'product_variant', type: 'product', quantity: 1 }],
    });

  // An order, awaiting its transfer.
  const ordered = await add();
  await api(request, 'POST', '/cart/livraison', token, {
    cart_token: ordered.token,
    carrier_technical_name: 'retrait_magasin',
    saleplan_id: 1,
  });
  const order = await api<{ reference: string }>(request, 'POST', '/cart/validation', token, {
    cart_token: ordered.token,
    saleplan_id: 1,
    payment_method: 'transfer',
    delivery_address: {
      firstname: 'Jeanne',
      lastname: 'Sans-Script',
      street: '3 quai de la Fosse',
      postcode: '44000',
      city: 'Nantes',
      phone: '0612345678',
    },
    accept_cgv: true,
  });
  // And a new cart, on its way to the delivery step.
  const cart = await add();
  const line = cart.cart.list[0]!.name;

  const confirmationUrl = `/commande/confirmation-virement?order=${order.reference}`;
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
    await expect(page.getByText(order.reference).first()).toBeVisible();
    await shoot(page, 'confirmation');
  } finally {
    await context.close();
  }

  const withJs = await signedIn(browser, baseURL!, token, true, cart.token);
  try {
    await expectCleanHydration(withJs, '/panier/livraison', 'Votre commande');
    await expectCleanHydration(withJs, confirmationUrl, order.reference);
  } finally {
    await withJs.close();
  }
});
