import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// A spec's own calls to the customer API (/api/v1): a new active customer, a cart, an order paid by
// bank transfer. Each spec makes its own customer, so the demo accounts stay as they are.

export const PASSWORD = 'Terrasse-2026!';

/** The customers' postal address (a delivery address, an address of their book). */
export const ADDRESS = {
  firstname: 'Jeanne',
  lastname: 'Parcours',
  street: '3 quai de la Fosse',
  postcode: '44000',
  city: 'Nantes',
  phone: '0612345678',
};

/** A new e-mail address nobody has used, `kind` first (it tells which spec made the customer). */
export const uniqueEmail = (kind: string) =>
  `${kind}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@exemple.fr`;

/** An API call, as the customer of `token` if given: its `data`. The answer must be `status`, else any 2xx. */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: object,
  status?: number,
): Promise<T> {
  const response = await request.fetch(`/api/v1${url}`, {
    method,
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const said = `${method} ${url}: ${(await response.text()).slice(0, 300)}`;
  if (status === undefined) expect(response.ok(), said).toBe(true);
  else expect(response.status(), said).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Every activation link e-mailed to `email`, oldest first: the API has no SMTP in the e2e stack and
 * writes .eml files into its DATA_DIR/mail.
 */
export function activationPaths(apiDataDir: string, email: string): string[] {
  const mailDir = path.join(apiDataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  const found: { at: number; path: string }[] = [];
  for (const file of files) {
    // Quoted-printable: soft line breaks, and « = » written =3D.
    const text = readFileSync(path.join(mailDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(email)) continue;
    const match = /https?:\/\/[^\s"<>]+(\/account\/activate\?token=[A-Za-z0-9_-]+)/.exec(text);
    if (match?.[1]) found.push({ at: statSync(path.join(mailDir, file)).mtimeMs, path: match[1] });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.path))];
}

/** A new private customer, signed up and activated through the API (the e-mailed link): its e-mail. */
export async function activeCustomer(request: APIRequestContext, apiDataDir: string, kind: string): Promise<string> {
  const email = uniqueEmail(kind);
  await api(
    request,
    'POST',
    '/customer',
    undefined,
    {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      firstname: 'Jeanne',
      lastname: 'Parcours',
      terms: true,
    },
    201,
  );
  await expect.poll(() => activationPaths(apiDataDir, email).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const token = new URL(activationPaths(apiDataDir, email)[0]!, 'http://x').searchParams.get('token');
  await api(request, 'POST', '/customer/activate', undefined, { token });
  return email;
}

/** The customer's token from an API login (logins are rate-limited: one a customer is enough). */
export async function apiLogin(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  return (await api<{ token: string }>(request, 'POST', '/user/login', undefined, { username: email, password })).token;
}

/** A new active customer, logged in through the API: its e-mail and token. */
export async function loggedInCustomer(request: APIRequestContext, apiDataDir: string, kind: string) {
  const email = await activeCustomer(request, apiDataDir, kind);
  return { email, token: await apiLogin(request, email) };
}

/** A product variant with at least `stock` in stock (the first pages of the catalogue). */
export async function variantInStock(request: APIRequestContext, stock: number): Promise<{ id: number }> {
  for (let page = 1; page <= 10; page++) {
    const { items } = await api<{ items: { id: number; stock: number }[] }>(
      request,
      'GET',
      `/product-variant?perPage=100&page=${page}&in_stock=true`,
    );
    const variant = items.find((v) => v.stock >= stock);
    if (variant) return variant;
    if (items.length < 100) break;
  }
  throw new Error(`no product variant with ${stock} in stock`);
}

/** A new cart of the customer with `quantity` of one variant: its token and lines. */
export async function customerCart(request: APIRequestContext, token: string, variantId: number, quantity = 1) {
  return api<{ token: string; cart: { list: { name: string }[] } }>(request, 'POST', '/cart/update', token, {
    type: 'add',
    elements: [{ element_id: variantId, element_type: 'product_variant', type: 'product', quantity }],
  });
}

/** An order of `quantity` of one variant, made through the API (in-store pickup, paid by bank transfer and left awaiting it): its reference. */
export async function orderByTransfer(
  request: APIRequestContext,
  token: string,
  variantId: number,
  quantity = 1,
): Promise<string> {
  const cart = await customerCart(request, token, variantId, quantity);
  await api(request, 'POST', '/cart/livraison', token, {
    cart_token: cart.token,
    carrier_technical_name: 'retrait_magasin',
    saleplan_id: 1,
  });
  const order = await api<{ reference: string }>(request, 'POST', '/cart/validation', token, {
    cart_token: cart.token,
    saleplan_id: 1,
    payment_method: 'transfer',
    delivery_address: ADDRESS,
    accept_cgv: true,
  });
  return order.reference;
}
