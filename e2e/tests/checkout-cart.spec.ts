import { expect, test } from '../support/fixtures';
import { adoptCart, guestCart } from './checkout-helpers';

// Issue 13 "nothing is lost": the cart survives a reload and an API outage (the last cart stays
// with a French banner, a change is refused with a message, « Réessayer » recovers).

test('the cart survives a reload and an API outage, and recovers with « Réessayer »', async ({ page, request }) => {
  const { token, products } = await guestCart(request);
  await adoptCart(page, token);
  await page.goto('/panier');
  const lines = page.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
  await expect(lines).toHaveCount(3);

  await page.reload();
  await expect(lines).toHaveCount(3);

  // The API goes down: every cart call fails.
  await page.route('**/api/v1/cart**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.reload();
  await expect(page.getByText(/Nous ne parvenons pas à joindre notre serveur/)).toBeVisible();
  await expect(lines).toHaveCount(3);
  await page.getByRole('button', { name: `Augmenter la quantité de « ${products[0]!.name} »` }).click();
  await expect(page.getByText(/Votre modification n’a pas été enregistrée/)).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Quantité de « ${products[0]!.name} »` })).toHaveValue('2');

  // Back up: a retry reloads the cart and the banner goes.
  await page.unroute('**/api/v1/cart**');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText(/Nous ne parvenons pas à joindre notre serveur/)).toHaveCount(0);
  await expect(lines).toHaveCount(3);
  const updated = page.waitForResponse((r) => r.url().includes('/api/v1/cart/update') && r.ok());
  await page.getByRole('button', { name: `Augmenter la quantité de « ${products[0]!.name} »` }).click();
  await updated;
  await expect(page.getByRole('spinbutton', { name: `Quantité de « ${products[0]!.name} »` })).toHaveValue('3');
});

test('the cart works with the keyboard alone: quantity, promotion code, « Commander »', async ({
  page,
  request,
  baseURL,
}) => {
  const { token, products } = await guestCart(request);
  await adoptCart(page, token);
  await page.goto('/panier');
  const plus = page.getByRole('button', { name: `Augmenter la quantité de « ${products[0]!.name} »` });
  await plus.focus();
  const updated = page.waitForResponse((r) => r.url().includes('/api/v1/cart/update') && r.ok());
  await page.keyboard.press('Enter');
  await updated;
  await expect(page.getByRole('spinbutton', { name: `Quantité de « ${products[0]!.name} »` })).toHaveValue('3');

  // A typed quantity is sent when committed with Enter.
  const field = page.getByRole('spinbutton', { name: `Quantité de « ${products[1]!.name} »` });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  const typed = page.waitForResponse((r) => r.url().includes('/api/v1/cart/update') && r.ok());
  await page.keyboard.press('Enter');
  await typed;
  await expect(field).toHaveValue('1');

  await page.getByRole('textbox', { name: 'Code promo' }).focus();
  await page.keyboard.type('ETE2024');
  await page.keyboard.press('Enter');
  // Its dates, in Paris days.
  await expect(page.getByText('Ce code promo est valable du 1er juin 2024 au 31 août 2024.')).toBeVisible();

  await page.getByRole('link', { name: 'Commander', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/connexion?redirect=%2Fpanier%2Flivraison`);
});

test('at 390 px every line has the same layout: quantity and total on a row, « Retirer » under them', async ({
  page,
  request,
}) => {
  const { token } = await guestCart(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await adoptCart(page, token);
  await page.goto('/panier');
  const lines = page.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
  await expect(lines).toHaveCount(3);
  const xs: number[] = [];
  for (const line of await lines.all()) {
    const remove = await line.getByRole('button', { name: /^Retirer/ }).boundingBox();
    const total = await line.getByText(/^(Gratuit|[\d\s\u202f]+,\d\d\s€\sTTC)$/).boundingBox();
    expect(remove!.y).toBeGreaterThanOrEqual(total!.y + total!.height);
    xs.push(Math.round(remove!.x));
  }
  // The sample's short « Gratuit » and a four-figure total: the same place for « Retirer ».
  expect(new Set(xs).size, `« Retirer » at x = ${xs.join(', ')}`).toBe(1);
});

test('the keyboard keeps its place in the cart: + and a typed quantity, the promotion code, a removed line', async ({
  page,
  request,
}) => {
  const { token, products } = await guestCart(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await adoptCart(page, token);
  await page.goto('/panier');
  const lines = page.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
  await expect(lines).toHaveCount(3);
  await page.waitForLoadState('networkidle');

  // While a line is sent its controls are disabled: the focus comes back to the one used.
  const plus = page.getByRole('button', { name: `Augmenter la quantité de « ${products[0]!.name} »` });
  await plus.focus();
  const updated = page.waitForResponse((r) => r.url().includes('/api/v1/cart/update') && r.ok());
  await page.keyboard.press('Enter');
  await updated;
  await expect(page.getByRole('spinbutton', { name: `Quantité de « ${products[0]!.name} »` })).toHaveValue('3');
  await expect(plus).toBeEnabled();
  await expect(plus).toBeFocused();
  const field = page.getByRole('spinbutton', { name: `Quantité de « ${products[1]!.name} »` });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  const typed = page.waitForResponse((r) => r.url().includes('/api/v1/cart/update') && r.ok());
  await page.keyboard.press('Enter');
  await typed;
  await expect(field).toHaveValue('1');
  await expect(field).toBeEnabled();
  await expect(field).toBeFocused();

  // The code applied swaps the field for « Retirer le code », and back: the focus follows.
  await page.getByRole('textbox', { name: 'Code promo' }).focus();
  await page.keyboard.type('BIENVENUE10');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Retirer le code' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Code promo' })).toBeFocused();

  // A removed line takes its « Retirer » with it: the cart's heading has the focus.
  await lines
    .nth(2)
    .getByRole('button', { name: /^Retirer/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: '4 articles' })).toBeFocused();
});
