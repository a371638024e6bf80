import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// SPEC 1, 2: the plastic line (Océlia) layout when the path has its segment, the order pipeline
// layout for the cart and the order steps, the default layout elsewhere.
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the default layout: Arbora brand, main navigation and footer', async ({ page }) => {
  await page.goto('/contactez-nous');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Arbora, accueil' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Informations légales' })).toBeVisible();
  expect(await bodyBackground(page)).toBe('rgb(251, 248, 244)');
});

test('the plastic line layout: Océlia brand, its menu and its colours', async ({ page }) => {
  await page.goto('/ocelia/nous-rejoindre/candidature-spontanee');
  await expect(page.locator('[data-layout="plastic"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Océlia, accueil' })).toHaveAttribute('href', '/ocelia');
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Retour à Arbora' }),
  ).toBeVisible();
  await expect.poll(() => bodyBackground(page)).toBe('rgb(245, 248, 249)');

  // Leaving the line switches back, within the same page.
  await page.getByRole('link', { name: 'Retour à Arbora' }).first().click();
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect.poll(() => bodyBackground(page)).toBe('rgb(251, 248, 244)');
});

test('the order pipeline layout: a reduced header without the main navigation', async ({ page }) => {
  await page.goto('/panier');
  const layout = page.locator('[data-layout="order"]');
  await expect(layout).toBeVisible();
  await expect(layout.getByText('Paiement sécurisé')).toBeVisible();
  await expect(page.getByTestId('cart-link')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);

  await page.goto('/commande/Etape_Inconnue');
  await expect(page.locator('[data-layout="order"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});
