import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { recordToasts } from '../support/toast-log';

// Issue 12: a shopper finds, filters, compares and buys a product: home → category page →
// product list → two facets → page 2 → product → another colour and length → cart.

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const count = (page: Page) => page.getByTestId('result-count');
const sidebar = (page: Page) => page.locator('aside[aria-label="Filtres"]');

/** The first option of a variant axis that is not chosen and can be bought. */
async function pickOther(group: Locator) {
  // Each option is a link to its variant's page; the chosen one is aria-current.
  const options = group.getByRole('link');
  const n = await options.count();
  for (let i = 0; i < n; i++) {
    const option = options.nth(i);
    if ((await option.getAttribute('aria-current')) === 'true') continue;
    const name = (await option.getAttribute('aria-label')) ?? (await option.innerText());
    const note = await option.locator('span').allInnerTexts();
    if (!note.some((text) => text.includes('(')) && !name.includes('(')) {
      await option.click();
      return;
    }
  }
  throw new Error('no other option to choose');
}

test('home → category → list → two facets → page 2 → product → colour and length → cart', async ({ page, baseURL }) => {
  // A long journey with three axe runs: three times the usual time on a shared machine.
  test.slow();
  // Every toast shown is recorded: « no toast » below holds for one gone before the assertion too.
  const toasts = await recordToasts(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.goto('/category/c-lames-de-terrasse');
  await expect(page.getByRole('heading', { level: 1, name: 'Lames de terrasse' })).toBeVisible();
  await expectNoAxeViolations(page);

  // From here the journey is the hydrated site's (client navigations, facets keeping the focus, the
  // cart's drawer): the list page is waited for too, as a link followed before the hydration loads it anew.
  await waitForInteractive(page);
  await page.getByRole('link', { name: 'Voir tous les produits' }).click();
  await expect(page).toHaveURL(`${baseURL}/c-lames-de-terrasse`);
  await waitForInteractive(page);
  await expect(count(page)).toHaveText(/^\d+ produits$/);
  const all = await count(page).innerText();

  await sidebar(page).getByRole('checkbox', { name: /Teck/ }).click();
  await expect(page).toHaveURL(`${baseURL}/c-lames-de-terrasse/couleur_teck`);
  await expect(count(page)).not.toHaveText(all);
  const teck = await count(page).innerText();
  // Focus stays on the checkbox the shopper used, across the new URL.
  await expect(sidebar(page).getByRole('checkbox', { name: /Teck/ })).toBeFocused();

  // The second facet is the price: one card per product, and every teck product comes in 2,40 m.
  await sidebar(page)
    .getByRole('checkbox', { name: /25 à 50 €/ })
    .click();
  await expect(page).toHaveURL(`${baseURL}/c-lames-de-terrasse/couleur_teck--prix_25-50`);
  await expect(count(page)).not.toHaveText(teck);
  await expect(page.getByRole('list', { name: 'Filtres appliqués' }).getByRole('link')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Pages de produits' })
    .getByRole('link', { name: /suivante/i })
    .click();
  await expect(page).toHaveURL(`${baseURL}/c-lames-de-terrasse/couleur_teck--prix_25-50/-p--2`);

  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/p-[a-z0-9-]+\?variante=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const reference = page.getByTestId('variant-reference');
  const before = { url: page.url(), reference: await reference.innerText() };
  const colour = page.getByRole('group', { name: /^Couleur/ });
  await pickOther(colour);
  await expect(page).not.toHaveURL(before.url);
  await expect(reference).not.toHaveText(before.reference);
  const price = page.getByTestId('variant-price');
  const afterColour = { url: page.url(), price: await price.innerText() };
  const length = page.getByRole('group', { name: /^Longueur/ });
  await pickOther(length);
  await expect(page).not.toHaveURL(afterColour.url);
  // Another length is another price (sold by the metre).
  await expect(price).not.toHaveText(afterColour.price);
  const variantId = new URL(page.url()).searchParams.get('variante');
  expect(variantId).toMatch(/^\d+$/);

  await page.mouse.move(1, 1);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The drawer confirms (picture, variant, quantity, price); no toast covers its buttons (issue 35).
  const drawer = page.getByRole('dialog', { name: 'Ajouté à votre panier' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('added-line')).toContainText('Quantité : 1');
  await expect(drawer.getByTestId('added-line')).toContainText('TTC');
  expect(toasts.seen.filter((toast) => toast.severity === 'success')).toEqual([]);

  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('arbora-cart') ?? '{}')?.state?.token as string,
  );
  expect(token).toBeTruthy();
  const cart = await page.request.get(`/api/v1/cart?cart_token=${encodeURIComponent(token)}`);
  const body = (await cart.json()) as { data: { cart: { list: { element_id: number; quantity: number }[] } } };
  expect(body.data.cart.list).toEqual([expect.objectContaining({ element_id: Number(variantId), quantity: 1 })]);
});

test('the keyboard alone filters a list and adds a product to the cart', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/c-lames-de-terrasse');
  // Keys pressed before the hydration reach no handler (the facet, the cart's add without leaving).
  await waitForInteractive(page);
  const teck = sidebar(page).getByRole('checkbox', { name: /Teck/ });
  await teck.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(`${baseURL}/c-lames-de-terrasse/couleur_teck`);
  await expect(teck).toBeFocused();
  await expect(teck).toBeChecked();

  await page.goto('/p-lame-de-terrasse-alveolaire-boreal?variante=7');
  await waitForInteractive(page);
  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('unknown product, category and filter show the 404 screen', async ({ page }) => {
  const product = await page.goto('/p-produit-qui-n-existe-pas');
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();

  const category = await page.goto('/category/c-rien-du-tout');
  expect(category?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();

  await page.goto('/c-lames-de-terrasse/couleur_violet-fluo');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await page.goto('/c-lames-de-terrasse/-p--999');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('screenshots of the list and the product page at 390 and 1280 px', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/c-lames-de-terrasse');
    await expect(page.getByTestId('result-count')).toBeVisible();
    await page.screenshot({ path: `/tmp/catalogue-list-${width}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/catalogue-list-${width}-top.png` });
    await page.goto('/p-lame-de-terrasse-alveolaire-boreal');
    await expect(page.getByTestId('variant-reference')).toBeVisible();
    await page.screenshot({ path: `/tmp/catalogue-product-${width}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/catalogue-product-${width}-top.png` });
    await page.mouse.wheel(0, 700);
    await page.screenshot({ path: `/tmp/catalogue-product-${width}-buy.png` });
    await page.goto('/category/c-lames-de-terrasse');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `/tmp/catalogue-category-${width}.png`, fullPage: true });
  }
});
