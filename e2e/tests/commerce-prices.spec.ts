import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { adoptCart, call, guestCart } from './checkout-helpers';

// Issue 35 points 1-2: one price everywhere (home card, product list, product page, JSON-LD), and a
// cart summary whose lines add up to its total, with BIENVENUE10.

type Amounts = { ht: number; ttc: number };
type Summary = {
  id: number;
  name: string;
  slug: string;
  prices_from: Amounts;
  ecotax_from: Amounts;
  categories: { slug: string }[];
};
type Variant = { id: number; reference: string; prices: Amounts; ecotax: Amounts };
type Product = Summary & { variant_id_default: number | null; variants: Variant[] };

/** The cents of the first euro amount of a text: « À partir de 1 233,12 € TTC » → 123312. */
function centsIn(text: string): number {
  const match = /(-|−)?\s*(\d{1,3}(?:[\s\u202f\u00a0]\d{3})*),(\d{2})\s*€/.exec(text);
  expect(match, `an amount in « ${text} »`).not.toBeNull();
  const cents = Number(match![2]!.replace(/\D/g, '')) * 100 + Number(match![3]);
  return match![1] ? -cents : cents;
}

/** A home product whose page opens on the variant that gives its « à partir de » price. */
async function homeProduct(request: APIRequestContext): Promise<{ summary: Summary; variant: Variant; cents: number }> {
  const home = await call<{ products: Summary[] }>(request, 'GET', '/home');
  for (const summary of home.products) {
    const cents = (summary.prices_from.ttc + summary.ecotax_from.ttc) / 100;
    const product = await call<Product>(request, 'GET', `/product/${summary.id}`);
    const variant = product.variants.find((v) => v.id === product.variant_id_default) ?? product.variants[0];
    if (variant && (variant.prices.ttc + variant.ecotax.ttc) / 100 === cents && summary.ecotax_from.ttc > 0)
      return { summary, variant, cents };
  }
  throw new Error('no home product opens on its « à partir de » variant with an éco-participation');
}

/** The product's card on its category's list, looking through the first pages. */
async function listCard(page: Page, summary: Summary): Promise<Locator> {
  for (const category of summary.categories)
    for (let n = 1; n <= 4; n++) {
      await page.goto(`/${category.slug}${n > 1 ? `/-p--${n}` : ''}`);
      const card = page
        .locator('article, li')
        .filter({ has: page.getByRole('link', { name: summary.name, exact: true }) });
      if (await card.count()) return card.first();
    }
  throw new Error(`${summary.name} is on none of its categories' first pages`);
}

test('a product reads the same price on its home card, in its list, on its page and in its JSON-LD', async ({
  page,
  request,
}) => {
  const { summary, variant, cents } = await homeProduct(request);

  await page.goto('/');
  const tile = page
    .getByRole('region', { name: 'Produits phares' })
    .locator('li')
    .filter({ has: page.getByRole('link', { name: summary.name, exact: true }) })
    .first();
  const tileText = (await tile.textContent()) ?? '';
  expect(centsIn(tileText), `home card: ${tileText}`).toBe(cents);
  expect(tileText).toContain('dont éco-participation');

  const card = await listCard(page, summary);
  expect(centsIn((await card.textContent()) ?? ''), 'list card').toBe(cents);

  await page.goto(`/p-${summary.slug}`);
  const shown = page.getByTestId('variant-price');
  await expect(shown).toContainText('dont éco-participation');
  expect(centsIn((await shown.textContent()) ?? ''), 'product page').toBe(cents);

  // Every Product JSON-LD of the page gives that price for that variant, as a dot-decimal string.
  const decimal = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null') as unknown));
  const products = blocks
    .flat()
    .filter(
      (b): b is { '@type': string; offers: Record<string, unknown> } =>
        (b as { '@type'?: string })?.['@type'] === 'Product',
    );
  expect(products.length).toBeGreaterThan(0);
  for (const ld of products) {
    const offers = ld.offers as { '@type': string; price?: string; offers?: { sku: string; price: string }[] };
    const price =
      offers['@type'] === 'Offer' ? offers.price : offers.offers?.find((o) => o.sku === variant.reference)?.price;
    expect(price, JSON.stringify(offers).slice(0, 300)).toBe(decimal);
  }
});

test('with BIENVENUE10 the cart summary lines add up to the total shown', async ({ page, request }) => {
  const { token } = await guestCart(request);
  await adoptCart(page, token);
  await page.goto('/panier');
  // The code is applied by the hydrated page (its /cart/promotion/add call, awaited below).
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Code promo' });
  await form.getByRole('textbox', { name: 'Code promo' }).fill('BIENVENUE10');
  const applied = page.waitForResponse((r) => r.url().includes('/api/v1/cart/promotion/add') && r.ok());
  await form.getByRole('button', { name: 'Appliquer' }).click();
  await applied;

  const summary = page.locator('dl[aria-label="Récapitulatif des montants"]');
  await expect(summary.locator('[data-summary-line="discount"]')).toContainText(/Remise .*−/);
  const amounts = await summary
    .locator('[data-summary-line]:not([data-summary-line="total"]) dd')
    .evaluateAll((dds) => dds.map((dd) => dd.textContent ?? ''));
  const lines = amounts.filter((text) => /€/.test(text)).map(centsIn);
  const total = centsIn((await summary.locator('[data-summary-line="total"] dd').textContent()) ?? '');
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines.reduce((sum, c) => sum + c, 0)).toBe(total);
  // One basis: no HT line among them; the API's total is the one shown.
  await expect(summary).not.toContainText(' HT');
  const cart = await call<{ cart: { total_ttc: number } }>(request, 'GET', `/cart?cart_token=${token}`);
  expect(total).toBe(cart.cart.total_ttc / 100);
});
