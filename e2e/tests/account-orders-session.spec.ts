import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { browserToken } from '../support/session';

// Issue 14, what remained: the invoice PDF of a paid order, the orders list paged as -p--N, a new
// activation e-mail from a spent link, an address edited in place, and a token refused while an
// account page is open (login, then back). Each test makes its own customer (random e-mail).

const PASSWORD = 'Terrasse-2026!';
test.describe.configure({ timeout: 180_000 });

const uniqueEmail = (kind: string) => `${kind}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemple.fr`;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** Every activation link e-mailed to `email` (.eml files of the API's DATA_DIR/mail), oldest first. */
function activationPaths(mailDir: string, email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const found: { at: number; path: string }[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(mailDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(email)) continue;
    const match = /https?:\/\/[^\s"<>]+(\/account\/activate\?token=[A-Za-z0-9_-]+)/.exec(text);
    if (match?.[1]) found.push({ at: statSync(path.join(mailDir, file)).mtimeMs, path: match[1] });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.path))];
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, token?: string, body?: object) {
  const response = await request.fetch(`/api/v1${url}`, {
    method,
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${method} ${url}: ${(await response.text()).slice(0, 300)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A new active private customer, signed up and activated through the API: e-mail and token. */
async function newCustomer(request: APIRequestContext, mailDir: string) {
  const email = uniqueEmail('commandes');
  await api(request, 'POST', '/customer', undefined, {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    firstname: 'Jeanne',
    lastname: 'Parcours',
    terms: true,
  });
  await expect.poll(() => activationPaths(mailDir, email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const token = new URL(activationPaths(mailDir, email)[0]!, 'http://x').searchParams.get('token');
  await api(request, 'POST', '/customer/activate', undefined, { token });
  const login = await api<{ token: string }>(request, 'POST', '/user/login', undefined, {
    username: email,
    password: PASSWORD,
  });
  return { email, token: login.token };
}

/** An order of the customer made through the API, left awaiting its transfer: its reference. */
async function orderThroughApi(request: APIRequestContext, token: string, variantId: number): Promise<string> {
  const cart = await api<{ token: string }>(request, 'POST', '/cart/update', token, {
    type: 'add',
    elements: [{ element_id: variantId, element_type: 'product_variant', type: 'product', quantity: 1 }],
  });
  await api(request, 'POST', '/cart/livraison', token, {
    cart_token: cart.token,
    carrier_technical_name: 'retrait_magasin',
    saleplan_id: 1,
  });
  const order = await api<{ reference: string }>(request, 'POST', '/cart/validation', token, {
    cart_token: cart.token,
    saleplan_id: 1,
    payment_method: 'transfer',
    delivery_address: {
      firstname: 'Jeanne',
      lastname: 'Parcours',
      street: '3 quai de la Fosse',
      postcode: '44000',
      city: 'Nantes',
      phone: '0612345678',
    },
    accept_cgv: true,
  });
  return order.reference;
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

test('a paid order’s invoice downloads as a PDF from the order page', async ({ page, request }) => {
  await page.goto('/connexion?redirect=%2Fmes-commandes');
  await logIn(page, 'demo.particulier@arbora.example', 'Demo-Arbora-2025!');
  await expect(page).toHaveURL(/\/mes-commandes$/);
  const paidRow = page.getByRole('row').filter({ hasText: 'Payée' }).first();
  await paidRow.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Commande AR-/ })).toBeVisible();
  const button = page.getByRole('button', { name: 'Télécharger la facture' });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^facture-FA-\d{4}-\d{6}\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // An order still awaiting its transfer has no invoice yet, and the API refuses one.
  const demo = await api<{ token: string }>(request, 'POST', '/user/login', undefined, {
    username: 'demo.particulier@arbora.example',
    password: 'Demo-Arbora-2025!',
  });
  const { items } = await api<{ items: { reference: string; status: string }[] }>(request, 'GET', '/order', demo.token);
  const waiting = items.find((o) => o.status === 'awaiting_transfer');
  expect(waiting).toBeDefined();
  await page.goto(`/mes-commandes/${waiting!.reference}`);
  await expect(page.getByText('La facture sera disponible ici dès qu’elle aura été émise.')).toBeVisible();
  const refused = await request.fetch(`/api/v1/order/${waiting!.reference}/invoice`, {
    headers: { Authorization: `Bearer ${demo.token}` },
  });
  expect(refused.status()).toBe(404);
});

test('the orders list pages as /mes-commandes/-p--N; an order reference is still an order', async ({
  page,
  request,
  stack,
}) => {
  const me = await newCustomer(request, path.join(stack.apiDataDir, 'mail'));
  const { items: variants } = await api<{ items: { id: number; stock: number }[] }>(
    request,
    'GET',
    '/product-variant?perPage=100&in_stock=true',
  );
  const variant = variants.find((v) => v.stock >= 20);
  expect(variant).toBeDefined();
  const references: string[] = [];
  for (let i = 0; i < 11; i++) references.push(await orderThroughApi(request, me.token, variant!.id));

  await page.goto('/connexion?redirect=%2Fmes-commandes');
  await logIn(page, me.email, PASSWORD);
  await expect(page).toHaveURL(/\/mes-commandes$/);
  await expect(page.getByText('Page 1 sur 2')).toBeVisible();
  await page.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\/mes-commandes\/-p--2$/);
  await expect(page.getByText('Page 2 sur 2')).toBeVisible();
  // Newest first: the first order made is alone on page 2.
  const oldest = page.getByRole('link', { name: references[0]! });
  await expect(oldest).toBeVisible();
  await expectNoAxeViolations(page);
  await oldest.click();
  await expect(page).toHaveURL(new RegExp(`/mes-commandes/${references[0]}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${references[0]}` })).toBeVisible();
  // A full load of a page URL, and a page past the last.
  await page.goto('/mes-commandes/-p--2');
  await expect(page.getByText('Page 2 sur 2')).toBeVisible();
  await page.goto('/mes-commandes/-p--3');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('a spent activation link asks for a new activation e-mail, whose link activates', async ({
  page,
  request,
  stack,
}) => {
  const mailDir = path.join(stack.apiDataDir, 'mail');
  const email = uniqueEmail('relance');
  await api(request, 'POST', '/customer', undefined, {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    firstname: 'Jeanne',
    lastname: 'Relance',
    terms: true,
  });
  await expect.poll(() => activationPaths(mailDir, email).length, { timeout: 15_000 }).toBe(1);
  const first = activationPaths(mailDir, email)[0]!;

  await page.goto('/account/activate?token=jeton-perime-0123456789');
  await expect(page.getByText(/Ce lien d’activation a expiré ou a déjà été utilisé/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Recevoir un nouvel e-mail d’activation' });
  await form.getByLabel(/^Adresse e-mail/).fill(email);
  await form.getByRole('button', { name: 'Recevoir un nouvel e-mail d’activation' }).click();
  await expect(form.getByText(/un nouvel e-mail d’activation vient de lui être envoyé/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => activationPaths(mailDir, email).length, { timeout: 15_000 }).toBe(2);
  const second = activationPaths(mailDir, email).find((p) => p !== first)!;
  // The older link is spent; the new one activates.
  await page.goto(first);
  await expect(page.getByText(/Ce lien d’activation a expiré ou a déjà été utilisé/)).toBeVisible();
  await page.goto(second);
  await expect(page).toHaveURL(/\/connexion\?info=compte-active$/);
});

test('an address is edited in place, and a token refused on the page sends the customer to log in and back', async ({
  page,
  request,
  stack,
}) => {
  const me = await newCustomer(request, path.join(stack.apiDataDir, 'mail'));
  const customer = await api<{ id: number }>(request, 'GET', '/me', me.token);
  await api(request, 'POST', `/customer/${customer.id}/address`, me.token, {
    label: 'Maison',
    firstname: 'Jeanne',
    lastname: 'Parcours',
    street: '3 quai de la Fosse',
    postcode: '44000',
    city: 'Nantes',
    phone: '0612345678',
    is_delivery_default: true,
  });
  const before = (await api<{ addresses: { id: number }[] }>(request, 'GET', '/me', me.token)).addresses;

  await page.goto('/connexion?redirect=%2Fmes-informations-personnelles');
  await logIn(page, me.email, PASSWORD);
  await expect(page).toHaveURL(/\/mes-informations-personnelles$/);
  const card = page
    .getByRole('list', { name: 'Mes adresses' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: 'Maison' }),
    });
  await card.getByRole('button', { name: 'Modifier' }).click();
  const form = page.getByRole('form', { name: 'Modifier l’adresse Maison' });
  await form.getByLabel(/^Adresse\*?$/).fill('10 rue Kervégan');
  const [put] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/address/')),
    form.getByRole('button', { name: 'Enregistrer' }).click(),
  ]);
  expect(put.status()).toBe(200);
  await expect(page.getByText('L’adresse a été enregistrée.')).toBeVisible();
  await expect(card).toContainText('10 rue Kervégan');
  await expect(card.getByText('Livraison par défaut')).toBeVisible();
  const after = (await api<{ addresses: { id: number; street: string }[] }>(request, 'GET', '/me', me.token)).addresses;
  expect(after.map((a) => a.id)).toEqual(before.map((a) => a.id));
  expect(after[0]!.street).toBe('10 rue Kervégan');

  // The token is revoked elsewhere (a logout on another device), then the customer saves.
  await api(request, 'GET', '/user/logout', await browserToken(page));
  await page.mouse.move(1, 1);
  const info = page.getByRole('form', { name: 'Informations personnelles' });
  await info.getByLabel(/^Téléphone/).fill('0240000000');
  await info.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fmes-informations-personnelles&info=session-expiree$/);
  await expect(page.getByRole('main').getByText('Votre session a pris fin. Veuillez vous reconnecter.')).toBeVisible();
  await logIn(page, me.email, PASSWORD);
  await expect(page).toHaveURL(/\/mes-informations-personnelles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes informations personnelles' })).toBeVisible();
});
