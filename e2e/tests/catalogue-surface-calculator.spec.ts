import type { Page } from '@playwright/test';
import type { ProductDetail, ProductVariant } from '@arbora/shared/schemas';
import { api } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// A decking board is priced per board and bought by the m²: its page says the price per m² and
// counts the boards of a surface (its width plus a 5 mm joint, by its length, 10 % of offcuts
// added, rounded up), rendered by the server from `?surface=` without JavaScript and as it is typed
// with it, and adds them to the cart either way.

const SLUG = 'lame-de-terrasse-alveolaire-horizon';
const PATH = `/p-${SLUG}`;

/** « 2,40 m » / « 145 mm » → millimetres. */
const mm = (label: string | null | undefined) => {
  const m = /^([\d,]+)\s*(mm|m)$/.exec(label ?? '');
  return m ? Math.round(Number(m[1]!.replace(',', '.')) * (m[2] === 'm' ? 1000 : 1)) : NaN;
};

/** A variant of Horizon with stock for 20 m², and the boards 20 m² need, worked out here again. */
async function boardOf(request: Parameters<typeof api>[0]): Promise<{ variant: ProductVariant; boards: number }> {
  const { id } = await api<{ id: number }>(request, 'GET', `/url/entity?slug=${SLUG}`);
  const product = await api<ProductDetail>(request, 'GET', `/product/${id}`);
  const width = mm(product.attributes.find((a) => a.technical_name === 'largeur_lame')?.value);
  for (const variant of product.variants) {
    const length = mm(variant.attributes.find((a) => a.technical_name === 'longueur')?.value);
    // 22 m² (20 m² and 10 %) over (width + 5 mm) × length.
    const boards = Math.ceil(22_000_000 / ((width + 5) * length));
    if (variant.stock >= boards) return { variant, boards };
  }
  throw new Error('the seed has no variant of Horizon with stock for 20 m²');
}

const surfaceField = (page: Page) => page.getByLabel('Votre surface en m²');

test('without JavaScript, 390 px: « Calculer » brings the count from the server, and the boards go to the cart', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  const { variant, boards } = await boardOf(request);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
  });
  const page = await context.newPage();
  try {
    await page.goto(`${PATH}?variante=${variant.id}`);
    await expect(page.getByTestId('variant-price-per-square-metre')).toHaveText(
      /^soit [\d\s\u202f]+,\d{2}\s€\sTTC\s\/\sm²$/,
    );
    await surfaceField(page).fill('20');
    await page.getByRole('button', { name: 'Calculer' }).click();
    await expect(page).toHaveURL(`${baseURL}${PATH}?variante=${variant.id}&surface=20`);
    await expect(page.getByTestId('surface-result')).toHaveText(`→ ${boards} lames pour 20 m² (dont 10 % de chutes)`);
    // French typography: the figures never part from their unit.
    expect(await page.getByTestId('surface-result').textContent()).toContain(`${boards}\u00a0lames pour 20\u00a0m²`);
    await page.getByTestId('surface-calculator').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('surface-no-js-390.png') });
    await page.getByRole('button', { name: `Ajouter ${boards} lames au panier` }).click();
    await expect(page).toHaveURL(`${baseURL}/panier`);
    await expect(page.getByRole('spinbutton', { name: /^Quantité de « / })).toHaveValue(String(boards));
  } finally {
    await context.close();
  }
});

test('without JavaScript: another colour or length keeps the surface typed, and counts it again', async ({
  browser,
  baseURL,
  request,
}) => {
  const { variant } = await boardOf(request);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${PATH}?variante=${variant.id}&surface=20`);
    const other = page
      .getByRole('group', { name: /^(Couleur|Longueur)/ })
      .locator('a[href]:not([aria-current])')
      .first();
    await expect(other).toHaveAttribute('href', /[?&]variante=\d+&surface=20$/);
    await other.click();
    await expect(page).toHaveURL(/[?&]surface=20$/);
    expect(new URL(page.url()).searchParams.get('variante')).not.toBe(String(variant.id));
    await expect(surfaceField(page)).toHaveValue('20');
    await expect(page.getByTestId('surface-result')).toContainText(/lames? pour 20\sm²/);
  } finally {
    await context.close();
  }
});

test('without JavaScript: a surface it cannot read is a 400 with its message, and nothing to add', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const response = await page.goto(`${PATH}?surface=vingt`);
    expect(response?.status()).toBe(400);
    await expect(surfaceField(page)).toHaveValue('vingt');
    await expect(page.getByText('Indiquez votre surface en m², par exemple 20 ou 12,5.')).toBeVisible();
    await expect(page.getByTestId('surface-add')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

for (const width of [390, 1280]) {
  test(`with JavaScript, ${width} px: the count follows what is typed, and the boards are added in place`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const { variant, boards } = await boardOf(request);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${PATH}?variante=${variant.id}`);
      await waitForInteractive(page);
      await expect(page.getByRole('button', { name: 'Calculer' })).toBeHidden();
      await surfaceField(page).fill('20');
      await expect(page.getByTestId('surface-result')).toHaveText(`→ ${boards} lames pour 20 m² (dont 10 % de chutes)`);
      await expect(page).toHaveURL(`${baseURL}${PATH}?variante=${variant.id}`);
      await page.getByTestId('surface-calculator').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`surface-js-${width}.png`) });
      await page.getByRole('button', { name: `Ajouter ${boards} lames au panier` }).click();
      const drawer = page.getByRole('dialog', { name: 'Ajouté à votre panier' });
      await expect(drawer.getByTestId('added-line')).toContainText(`Quantité : ${boards}`);
      await expect(page).toHaveURL(`${baseURL}${PATH}?variante=${variant.id}`);
    } finally {
      await context.close();
    }
  });
}
