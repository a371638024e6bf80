import { expect, test } from '../support/fixtures';
import { adoptCart, guestCart } from './checkout-helpers';

// Issue 13.7: a quantity change shows the new totals after one round-trip to the API (the answer
// of POST /cart/update carries the priced cart), never a chain of calls. Timings are measured by
// bench/checkout-ui.mjs, not asserted here.

const euros = (wire: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(wire / 10_000).replace(/\s/g, ' ');

test('a quantity change makes one API call and the totals show its answer', async ({ page, request }) => {
  const { token, products } = await guestCart(request);
  await adoptCart(page, token);
  await page.goto('/panier');
  const name = products[0]!.name;
  const quantity = page.getByRole('spinbutton', { name: `Quantité de « ${name} »` });
  await expect(quantity).toHaveValue('2');
  await page.waitForLoadState('networkidle');
  const total = page.locator('[data-summary-line="total"] dd');

  for (const [button, expected] of [
    ['Augmenter', '3'],
    ['Diminuer', '2'],
  ] as const) {
    const calls: string[] = [];
    const record = (r: { url(): string; method(): string }) => {
      const url = new URL(r.url());
      // The cart's calls: the shell may prefetch the data of links in view meanwhile (SPEC 9).
      if (url.pathname.startsWith('/api/v1/cart')) calls.push(`${r.method()} ${url.pathname}`);
    };
    page.on('request', record);
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/cart/update'));
    await page.getByRole('button', { name: `${button} la quantité de « ${name} »` }).click();
    // Optimistic: the line shows the asked quantity; the totals come with the one answer.
    await expect(quantity).toHaveValue(expected);
    const body = (await (await answer).json()) as { data: { cart: { total_ttc: number } } };
    await expect
      .poll(async () => (await total.textContent())?.replace(/\s/g, ' '))
      .toBe(euros(body.data.cart.total_ttc));
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    expect(calls).toEqual(['POST /api/v1/cart/update']);
  }
});
