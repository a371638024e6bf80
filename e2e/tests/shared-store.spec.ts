import { expect, test } from '../support/fixtures';

test('the cart store is one instance: adding in the content remote updates the shell header', async ({ page }) => {
  await page.goto('/');
  const count = page.getByTestId('cart-count');
  await expect(count).toHaveText('0');
  await page
    .getByRole('button', { name: /^Ajouter « .* » au panier$/ })
    .first()
    .click();
  await expect(count).toHaveText('1');
  // The cart survives a reload (token persisted, cart re-read from the server).
  await page.reload();
  await expect(count).toHaveText('1');
});
