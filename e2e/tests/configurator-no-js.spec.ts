import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The configurator without JavaScript: « Ajouter au panier » is a POST form to the cart page
// (`_action=add`, a `variant` and its `quantity` for each line of the bill of materials on screen,
// docs/remote-team-guide.md « Form actions »), all lines or none; « Copier le lien de partage » and
// « Imprimer le récapitulatif » need the script and are not laid out: a plain link to this design
// takes the copy button's place. With JavaScript, the add stays in place.

const CART_COOKIE = 'arbora_cart';

const addButton = (page: Page) => page.getByRole('button', { name: 'Ajouter au panier' });
const shareLink = (page: Page) => page.getByRole('link', { name: 'Lien de partage de cette configuration' });

/** The bill of materials on screen: each line's variant and quantity, in the table's order. */
async function shownLines(page: Page): Promise<{ id: number; quantity: number }[]> {
  const rows = page.getByTestId('bom-line');
  await expect(rows.first()).toBeVisible();
  const lines: { id: number; quantity: number }[] = [];
  for (const row of await rows.all()) {
    lines.push({
      id: Number(await row.getAttribute('data-variant-id')),
      quantity: Number((await row.locator('td').nth(1).textContent())!.trim()),
    });
  }
  return lines;
}

/** The cart as the API has it, from the cart cookie the cart page's action set. */
async function cartOfCookie(page: Page): Promise<{ element_id: number; quantity: number }[]> {
  const cookie = (await page.context().cookies()).find((c) => c.name === CART_COOKIE);
  expect(cookie, 'the cart cookie').toBeDefined();
  const response = await page.request.get(`/api/v1/cart?cart_token=${encodeURIComponent(cookie!.value)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { cart: { list: { element_id: number; quantity: number }[] } } }).data.cart
    .list;
}

/** Changes the `index`th posted quantity of the configurator's form in the page the server sends. */
async function postedQuantity(page: Page, index: number, quantity: string) {
  await page.route(/\/configurateur(\?|$)/, async (route) => {
    const response = await route.fetch();
    let seen = -1;
    const body = (await response.text()).replace(/(name="quantity" value=")(\d+)(")/g, (whole, start, _q, end) =>
      ++seen === index ? `${start}${quantity}${end}` : whole,
    );
    await route.fulfill({ response, body });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`at ${width} px: « Ajouter au panier » posts the lines on screen and the cart holds them; no copy or print button, a share link instead`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/configurateur');
      const lines = await shownLines(page);
      expect(lines.length).toBeGreaterThan(1);

      // No dead button: copy and print need the script.
      await expect(page.getByRole('button', { name: 'Copier le lien de partage' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Imprimer le récapitulatif' })).toBeHidden();
      await expect(shareLink(page)).toBeVisible();
      const share = await shareLink(page).getAttribute('href');
      expect(share).toMatch(/^\/configurateur\?config=1\./);
      await expect(addButton(page)).toBeVisible();
      await expect(addButton(page)).toBeEnabled();

      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
      });
      await addButton(page).click();
      await expect(page).toHaveURL(/\/panier$/);
      expect(posts).toEqual(['/panier']);
      await expect(page.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li')).toHaveCount(
        lines.length,
      );
      const cart = await cartOfCookie(page);
      expect(
        cart.map((line) => ({ id: line.element_id, quantity: line.quantity })).sort((a, b) => a.id - b.id),
      ).toEqual([...lines].sort((a, b) => a.id - b.id));
    });
  }

  test('the share link opens the same design (its summary and lines)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/configurateur');
    const summary = await page.getByTestId('fence-summary').textContent();
    const lines = await shownLines(page);
    await shareLink(page).click();
    await expect(page).toHaveURL(/\/configurateur\?config=1\./);
    await expect(page.getByTestId('fence-summary')).toHaveText(summary!);
    expect(await shownLines(page)).toEqual(lines);
  });

  test('a line the cart page cannot read: 400, nothing added, the line said above the cart', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await postedQuantity(page, 1, '0');
    await page.goto('/configurateur');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await addButton(page).click();
    expect((await answer).status()).toBe(400);
    const notice = page.getByRole('alert').filter({ hasText: 'Rien n’a été ajouté au panier.' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(/^Ligne 2\u00a0: la quantité «\u00a00\u00a0» doit être un nombre entier/);
    await expect(notice).toHaveAttribute('data-code', 'CART_ADD_INVALID');
    expect((await page.context().cookies()).find((c) => c.name === CART_COOKIE)).toBeUndefined();
  });

  test('one line past its stock: none added, the refused line named above the cart', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/configurateur');
    const lines = await shownLines(page);
    const second = (await (await page.request.get(`/api/v1/product-variant/${lines[1]!.id}`)).json()) as {
      data: { stock: number; product_name: string; name: string };
    };
    test.skip(second.data.stock + 1 > 9999, 'the seed’s stock of that line is past what a form adds');
    await postedQuantity(page, 1, String(second.data.stock + 1));
    await page.goto('/configurateur');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await addButton(page).click();
    expect((await answer).status()).toBe(422);
    const notice = page.getByRole('alert').filter({ hasText: 'n’a été ajouté au panier' });
    await expect(notice).toHaveText(
      `Aucun des ${lines.length}\u00a0articles n’a été ajouté au panier\u00a0: ligne 2, «\u00a0${second.data.product_name} ${second.data.name}\u00a0», ${second.data.stock + 1}\u00a0demandés, ${second.data.stock}\u00a0disponible${second.data.stock > 1 ? 's' : ''}.`,
    );
    await expect(notice).toHaveAttribute('data-code', 'CART_STOCK_INSUFFICIENT');
  });
});

test.describe('with JavaScript', () => {
  test('« Ajouter au panier » adds in place (no post), copy and print are buttons, no share link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/configurateur');
    await expect(page.getByTestId('fence-total')).toBeVisible();
    await waitForInteractive(page);
    await expect(page.getByRole('button', { name: 'Copier le lien de partage' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimer le récapitulatif' })).toBeVisible();
    await expect(shareLink(page)).toBeHidden();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await addButton(page).click();
    await expect(page.getByText('Votre clôture a été ajoutée au panier.')).toBeVisible();
    await expect(page).toHaveURL(/\/configurateur/);
    expect(posts).toEqual(['/api/v1/cart/update']);
  });
});
