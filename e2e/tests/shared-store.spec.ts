import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

test('the cart store is one instance: adding in the content remote updates the shell header', async ({ page }) => {
  await page.goto('/');
  // The shared store at work: a click before the hydration posts the form without JavaScript and
  // lands on /panier with « 1 » all the same (cart-no-js), the store never involved.
  await waitForInteractive(page);
  const count = page.getByTestId('cart-count');
  // Empty: no « 0 » in the badge, the link's name says it (« Panier, vide »).
  await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
  await expect(count).toBeEmpty();
  await expect(count).toBeHidden();
  await page
    .getByRole('button', { name: /^Ajouter « .* » au panier$/ })
    .first()
    .click();
  await expect(count).toHaveText('1');
  await expect(count).toBeVisible();
  await expect(page.getByRole('link', { name: /^Panier ?, 1 article$/ })).toBeVisible();
  // The cart survives a reload (token persisted, cart re-read from the server).
  await page.reload();
  await expect(count).toHaveText('1');
});
