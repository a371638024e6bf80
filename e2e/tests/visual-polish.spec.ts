import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { adoptCart, fillNewAddress, guestCart, loggedInWithCart } from './checkout-helpers';

// Issue 35 "a shop to trust", the visual pass: what made the shop look unfinished, each checked by
// the geometry of the boxes (never by pixels compared, never by timings).

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  expect(found, 'a box on screen').not.toBeNull();
  return found!;
}

for (const width of [390, 1280]) {
  test(`cart at ${width} px: « Appliquer » beside the promotion field, no divider after the last line`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { token } = await guestCart(request);
    await adoptCart(page, token);
    await page.goto('/panier');
    // The cart the page settles on (the store's, after the hydration), not a frame on the way.
    await waitForInteractive(page);
    const row = async () => {
      const input = await box(page.getByRole('textbox', { name: 'Code promo' }));
      const button = await box(page.getByRole('button', { name: 'Appliquer' }));
      return {
        top: Math.abs(button.y - input.y) <= 1,
        bottom: Math.abs(button.y + button.height - (input.y + input.height)) <= 1,
        after: button.x > input.x + input.width,
      };
    };
    // The same row: the button's top and bottom are the input's, the button after it.
    await expect.poll(row).toEqual({ top: true, bottom: true, after: true });

    const lines = page.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toHaveCSS('border-bottom-style', 'solid');
    await expect(lines.nth(1)).toHaveCSS('border-bottom-style', 'solid');
    await expect(lines.nth(2)).toHaveCSS('border-bottom-style', 'none');
  });
}

test('delivery step: « Votre commande » before the order button at 390 px, beside the form at 1280 px', async ({
  page,
  request,
  stack,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loggedInWithCart(page, request, stack.apiDataDir);
  await fillNewAddress(page);
  const summary = page.getByRole('complementary', { name: 'Votre commande' });
  const order = page.getByRole('button', { name: /Commander avec obligation de paiement/ });
  const summaryBox = await box(summary);
  const orderBox = await box(order);
  expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(orderBox.y);
  // Read in that order too (a screen reader, the keyboard): the summary comes first in the page.
  const first = await summary.evaluate(
    (aside, button) => Boolean(aside.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await order.elementHandle(),
  );
  expect(first).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  const form = await box(page.getByRole('form', { name: 'Livraison et paiement' }));
  const aside = await box(summary);
  expect(aside.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(Math.abs(aside.y - form.y)).toBeLessThanOrEqual(1);
});

/**
 * Room between a heading and whatever the page shows above it (the nearest box ending above it), as a
 * reader scrolled there sees it: the product page's lower sections are laid out only near the
 * viewport (shared RenderWhenNear, `content-visibility: auto`), a placeholder height until then.
 */
async function roomAbove(heading: Locator): Promise<number> {
  await expect(heading).toBeVisible();
  await heading.scrollIntoViewIfNeeded();
  return heading.evaluate((h) => {
    const top = h.getBoundingClientRect().top;
    let bottom = -Infinity;
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      if (el.contains(h) || !(el.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.height > 0 && rect.bottom <= top + 0.5) bottom = Math.max(bottom, rect.bottom);
    }
    return Math.round(top - bottom);
  });
}

for (const width of [390, 1280]) {
  test(`product page at ${width} px: « Mise en œuvre » is spaced as the other sections`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/p-lame-de-terrasse-alveolaire-boreal');
    const main = page.getByRole('main');
    const reference = await roomAbove(main.getByRole('heading', { name: 'Documents à télécharger' }));
    expect(reference).toBeGreaterThan(16);
    expect(await roomAbove(main.getByRole('heading', { name: 'Caractéristiques', exact: true }))).toBe(reference);
    expect(await roomAbove(main.getByRole('heading', { name: 'Mise en œuvre' }))).toBe(reference);
  });
}

test('category page at 390 px: « Filtrer » and « Trier par » on one row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/c-lames-de-terrasse');
  const filter = await box(page.getByRole('button', { name: /^Filtrer/ }));
  const sort = await box(page.getByRole('combobox', { name: 'Trier par' }));
  expect(Math.abs(filter.y + filter.height / 2 - (sort.y + sort.height / 2))).toBeLessThanOrEqual(1);
  expect(Math.abs(filter.y + filter.height - (sort.y + sort.height))).toBeLessThanOrEqual(1);
});

test('without JavaScript the header shows no empty cart badge (its room kept, unseen)', async ({ browser, stack }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.baseURL });
  try {
    const page = await context.newPage();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /^Panier/ })).toBeVisible();
      await expect(header.getByTestId('cart-count')).toBeHidden();
    }
  } finally {
    await context.close();
  }
});

// Advice pages whose text has a « Questions fréquentes » part and which carry a FAQ block too.
for (const path of ['/conseils/portail/bien-entretenir-un-portail-sur-mesure', '/supports']) {
  test(`${path}: « Questions fréquentes » is said once, its questions still shown`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Questions fréquentes' })).toHaveCount(1);
    // Its questions: headings in the summaries of the FAQ's disclosures.
    await expect(
      main.getByRole('region', { name: 'Questions fréquentes' }).locator('summary').getByRole('heading').first(),
    ).toBeVisible();
  });
}
