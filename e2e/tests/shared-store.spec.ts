import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The home's tiles offer « Voir les options » for products of several variants (every seeded one),
// so the add comes from the catalogue remote's product page: another remote than the shell's header all the same.
test('the cart store is one instance: adding in the catalogue remote updates the shell header', async ({ page }) => {
  await page.goto('/p-lame-de-terrasse-alveolaire-horizon');
  // The shared store at work: a click before the hydration posts the form without JavaScript and
  // lands on /panier with « 1 » all the same (cart-no-js), the store never involved.
  await waitForInteractive(page);
  const count = page.getByTestId('cart-count');
  // Empty: no « 0 » in the badge, the link's name says it (« Panier, vide »).
  await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
  await expect(count).toBeEmpty();
  await expect(count).toBeHidden();
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).first().click();
  await expect(count).toHaveText('1');
  await expect(count).toBeVisible();
  await expect(page.getByRole('link', { name: /^Panier ?, 1 article$/ })).toBeVisible();
  // The cart survives a reload (token persisted, cart re-read from the server).
  await page.reload();
  await expect(count).toHaveText('1');
});
