import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { sessionCookie } from '../support/session';

// Issue 36 point 2: the session lives in an HttpOnly cookie, with or without JavaScript.
const DEMO = { email: 'demo.particulier@arbora.example', password: 'Demo-Arbora-2025!' };

test('a guarded page without a session answers 302 to the login page, before any HTML', async ({ request }) => {
  const response = await request.get('/mes-commandes?vue=liste', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe(`/connexion?redirect=${encodeURIComponent('/mes-commandes?vue=liste')}`);
});

test('a login with JavaScript keeps the token in the HttpOnly cookie only; the orders render without JavaScript; an old page’s token is exchanged; logout clears the cookie', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/connexion?redirect=%2Fmes-commandes');
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(DEMO.email);
  await form.getByLabel('Mot de passe').fill(DEMO.password);
  const login = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/login');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mes-commandes$/);

  const cookie = await sessionCookie(page.context());
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
  const token = cookie!.value;
  // Not in the login's answer, not in localStorage, not in any cookie a script reads.
  expect(await (await login).text()).not.toContain(token);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
  await expect(page.getByRole('link', { name: /^AR-/ }).first()).toBeVisible();

  // The same browser's cookies, JavaScript off: the server renders the customer's orders.
  const noJs = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await noJs.newPage();
    const response = await plain.goto('/mes-commandes');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(plain.getByRole('table', { name: 'Vos commandes' })).toBeVisible();
    await expect(plain.getByRole('link', { name: /^AR-/ }).first()).toBeVisible();
  } finally {
    await noJs.close();
  }

  // A page from before the cookie kept the token in localStorage: it is traded for the cookie once.
  const older = await browser.newContext({ baseURL });
  try {
    await older.addInitScript((kept) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'arbora-session',
        JSON.stringify({ state: { token: kept, customer: null, isPro: false }, version: 1 }),
      );
    }, token);
    const oldPage = await older.newPage();
    const exchanged = oldPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/session/exchange');
    await oldPage.goto('/');
    expect((await exchanged).status()).toBe(204);
    await expect.poll(async () => (await sessionCookie(older))?.value).toBe(token);
    expect(await oldPage.evaluate(() => localStorage.getItem('arbora-session'))).not.toContain(token);
    const orders = await oldPage.request.get('/mes-commandes', { maxRedirects: 0 });
    expect(orders.status()).toBe(200);
  } finally {
    await older.close();
  }

  // Logout clears the cookie: the guarded page sends to the login page again.
  await page.goto('/mon-compte');
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect.poll(async () => (await sessionCookie(page.context()))?.value ?? null).toBeNull();
  const after = await page.request.get('/mes-commandes', { maxRedirects: 0 });
  expect(after.status()).toBe(302);
});
