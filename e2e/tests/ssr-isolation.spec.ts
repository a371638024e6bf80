import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 11, point 4: the server renders every visitor's anonymous view (its stores are per request
// and refuse writes); what depends on the visitor's cart settles in the browser after hydration,
// without a hydration error and without reaching another visitor's page.

async function apiData<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, body?: object) {
  const response = await request.fetch(`/api/v1${url}`, { method, data: body });
  expect(response.ok(), `${method} ${url}: ${(await response.text()).slice(0, 300)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A new visitor's cart holding 3 of a product in stock: its token. */
async function cartOfThree(request: APIRequestContext): Promise<string> {
  let variant: { id: number } | undefined;
  for (let page = 1; !variant && page <= 10; page++) {
    const { items } = await apiData<{ items: { id: number; stock: number }[] }>(
      request,
      'GET',
      `/product-variant?perPage=100&page=${page}&in_stock=true`,
    );
    if (items.length === 0) break;
    variant = items.find((v) => v.stock >= 5);
  }
  expect(variant).toBeDefined();
  const cart = await apiData<{ token: string }>(request, 'POST', '/cart/update', {
    type: 'add',
    elements: [{ element_id: variant!.id, element_type: 'product_variant', type: 'product', quantity: 3 }],
  });
  return cart.token;
}

test('a shopper with a cart gets the anonymous page from the server, and the badge settles after hydration', async ({
  page,
  request,
}) => {
  const token = await cartOfThree(request);
  // The cart the browser remembers (shared store, persisted as `arbora-cart`).
  await page.addInitScript((cartToken) => {
    localStorage.setItem(
      'arbora-cart',
      JSON.stringify({ state: { token: cartToken, cart: null, selections: {}, order: null }, version: 1 }),
    );
  }, token);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (message.text().startsWith('Failed to load resource')) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));

  const response = await page.goto('/terrasse-composite');
  const html = (await response!.text()) ?? '';
  // The server knew nothing of this shopper: a cart link claiming no count, no cart token in the inlined state.
  expect(html).toMatch(
    /data-testid="cart-link"[^>]*>.*?>Panier<\/span><span[^>]*data-testid="cart-count"[^>]*><\/span><\/a>/,
  );
  expect(html).not.toContain(token);

  // After hydration the browser's stores take over: the shopper's own count.
  await expect(page.getByRole('link', { name: /^Panier\s*, 3 articles$/ })).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();

  // Meanwhile another visitor asking for the same page gets the anonymous one.
  const other = await request.get('/terrasse-composite');
  const otherHtml = await other.text();
  expect(otherHtml).toMatch(
    /data-testid="cart-link"[^>]*>.*?>Panier<\/span><span[^>]*data-testid="cart-count"[^>]*><\/span><\/a>/,
  );
  expect(otherHtml).not.toContain(token);

  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});
