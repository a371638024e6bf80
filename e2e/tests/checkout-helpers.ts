import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { activeCustomer, api, PASSWORD } from '../support/customer-api';
import { expect } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { SESSION_COOKIE_NAME } from '../support/session';

// Helpers of the checkout specs: each test makes its own customer and its own cart.

export { PASSWORD };
export { apiLogin } from '../support/customer-api';

/** An API call expecting `status`: its `data` (support/customer-api.ts's `api`, the body before the token). */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  token?: string,
  status = 200,
): Promise<T> {
  return api<T>(request, method, url, token, body, status);
}

/** A fresh, activated private customer (signup, e-mailed link, activation): answers its e-mail. */
export async function freshCustomer(request: APIRequestContext, apiDataDir: string): Promise<string> {
  return activeCustomer(request, apiDataDir, 'commande');
}

/** The customer's token, from the HttpOnly session cookie (no second login: logins are rate-limited). */
export { browserToken } from '../support/session';

export interface Variant {
  id: number;
  product_name: string;
  name: string;
  stock: number;
  weight_g: number;
  prices: { ttc: number };
  variant_parent: number;
}

/** In-stock variants of the seed, read through the API (the first pages are enough). */
export async function variants(request: APIRequestContext): Promise<Variant[]> {
  const all: Variant[] = [];
  for (let page = 1; page <= 6; page++) {
    const { items } = await call<{ items: Variant[] }>(
      request,
      'GET',
      `/product-variant?perPage=100&page=${page}&in_stock=true`,
    );
    all.push(...items);
    if (items.length < 100) break;
  }
  return all;
}

const element = (id: number, quantity: number, type: 'product' | 'sample' = 'product') => ({
  element_id: id,
  element_type: 'product_variant',
  type,
  quantity,
});

/**
 * A guest cart of two products (heavy enough for a relay farm, over 30 kg; between 150 € and
 * 1 500 € so BIENVENUE10 applies and no first-order review blocks it) and a free sample.
 */
export async function guestCart(request: APIRequestContext): Promise<{ token: string; products: Variant[] }> {
  const list = await variants(request);
  const heavy = list.filter(
    (v) => v.stock >= 40 && v.weight_g >= 8000 && v.prices.ttc >= 400_000 && v.prices.ttc <= 2_500_000,
  );
  const first = heavy[0];
  const second = heavy.find((v) => first && v.variant_parent !== first.variant_parent);
  expect(first && second, 'two heavy in-stock variants of different products').toBeTruthy();
  const sample = list.find((v) => v.id !== first!.id && v.id !== second!.id)!;
  const answer = await call<{ token: string }>(request, 'POST', '/cart/update', {
    type: 'add',
    elements: [element(first!.id, 2), element(second!.id, 2), element(sample.id, 1, 'sample')],
  });
  return { token: answer.token, products: [first!, second!] };
}

/** Hands a cart token to the browser as the shared store persists it (localStorage `arbora-cart`). */
export async function adoptCart(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((cartToken) => {
    localStorage.setItem(
      'arbora-cart',
      JSON.stringify({ state: { token: cartToken, cart: null, selections: {}, order: null }, version: 1 }),
    );
  }, token);
}

/**
 * Logs in through the login page's form. With JavaScript (the default), once the page is hydrated:
 * it is server-rendered, and a click before its hydration posts the form without JavaScript (a
 * login all the same, but no « Connexion réussie » toast, no store update), which a busy machine
 * made happen (toast-placement, CI). `{ javaScript: false }` for a page without it (no hydration).
 */
export async function logIn(page: Page, email: string, { javaScript = true }: { javaScript?: boolean } = {}) {
  if (javaScript) await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * A fresh customer whose guest cart is in the browser, logged in from `/connexion?redirect=<to>`
 * and landed on `to` with that cart.
 */
export async function loggedInWithCart(
  page: Page,
  request: APIRequestContext,
  apiDataDir: string,
  to = '/panier/livraison',
): Promise<{ email: string; token: string }> {
  const email = await freshCustomer(request, apiDataDir);
  const { token } = await guestCart(request);
  await adoptCart(page, token);
  await page.goto(`/connexion?redirect=${encodeURIComponent(to)}`);
  const landing = new URL(to, page.url()).href;
  await logIn(page, email);
  await expect(page).toHaveURL(landing);
  return { email, token };
}

/** The inline new address of a customer without saved addresses. */
export async function fillNewAddress(page: Page): Promise<void> {
  const group = page.getByRole('radiogroup', { name: /Adresse de livraison/ });
  await group.getByRole('textbox', { name: 'Adresse', exact: true }).fill('3 quai de la Fosse');
  await group.getByRole('textbox', { name: 'Code postal', exact: true }).fill('44000');
  await group.getByRole('textbox', { name: 'Ville', exact: true }).fill('Nantes');
  await group.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('0612345678');
}

/**
 * A browser context as after a login (no second login: logins are rate-limited): the customer's
 * HttpOnly session cookie and the cart cookie, which the cart store adopts; with or without JavaScript.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  token: string,
  cartToken: string,
  javaScriptEnabled = true,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: SESSION_COOKIE_NAME, value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
    { name: 'arbora_signed_in', value: '1', domain: hostname, path: '/', sameSite: 'Lax' },
    { name: 'arbora_cart', value: cartToken, domain: hostname, path: '/', sameSite: 'Lax' },
  ]);
  return context;
}

/**
 * A new customer's order placed through the API: a guest cart, the login that adopts it, store
 * pickup and a bank transfer, to the delivery address given (a Nantes address by default).
 */
export async function transferOrderByApi(
  request: APIRequestContext,
  apiDataDir: string,
  address: Record<string, string> = {},
): Promise<{ email: string; jwt: string; cartToken: string; reference: string }> {
  const email = await freshCustomer(request, apiDataDir);
  const { token } = await guestCart(request);
  const { token: jwt } = await call<{ token: string }>(request, 'POST', '/user/login', {
    username: email,
    password: PASSWORD,
    cart_token: token,
  });
  await call(request, 'POST', '/cart/livraison', { cart_token: token, carrier_technical_name: 'retrait_magasin' }, jwt);
  const { reference } = await call<{ reference: string }>(
    request,
    'POST',
    '/cart/validation',
    {
      cart_token: token,
      payment_method: 'transfer',
      delivery_address: {
        firstname: 'Jeanne',
        lastname: 'Martin',
        street: '3 quai de la Fosse',
        postcode: '44000',
        city: 'Nantes',
        phone: '0612345678',
        ...address,
      },
      accept_cgv: true,
    },
    jwt,
    201,
  );
  return { email, jwt, cartToken: token, reference };
}
