import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { guestCart } from './checkout-helpers';

// Without JavaScript a quantity typed over the stock is posted: the cart says the stock in French on
// the line (CART_STOCK_INSUFFICIENT), where the browser's own bubble (the field's max) spoke the
// browser's language and posted nothing.

const SHOTS = path.join(__dirname, '..', 'test-results', 'checkout-cart-stock-no-js');

test.use({ javaScriptEnabled: false });

test('a quantity over the stock typed without JavaScript is refused on its line, in French', async ({
  page,
  request,
  baseURL,
}) => {
  const { token, products } = await guestCart(request);
  await page.context().addCookies([{ name: 'arbora_cart', value: token, url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/panier');
  const [product] = products;
  const field = page.getByRole('spinbutton', { name: `Quantité de « ${product!.name} »` });
  await expect(field).toHaveValue('2');
  const over = String(product!.stock + 1);
  await field.fill(over);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/panier'));
  await field.press('Enter');
  expect((await answer).status()).toBe(422);
  const line = page.getByRole('listitem').filter({ has: field });
  // The stock said is the stock at the post: the shared stack's other tests may order this variant
  // between the listing read above and the post, so it is at most the one read, never the typed one.
  const alert = line.getByRole('alert');
  await expect(alert).toHaveText(/^Stock insuffisant pour cet article \(quantité disponible\s:\s\d+\)\.$/);
  const said = Number((await alert.textContent())!.match(/(\d+)\)\.$/)![1]);
  expect(said).toBeLessThanOrEqual(product!.stock);
  expect(said).toBeLessThan(Number(over));
  await expect(field).toHaveValue('2');
  mkdirSync(SHOTS, { recursive: true });
  await line.screenshot({ path: path.join(SHOTS, 'line-390.png') });
});
