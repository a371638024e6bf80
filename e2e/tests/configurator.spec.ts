import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// SPEC 2.3 and the configurator issue: a shopper configures a fence, sees its price, and buys it.
// WebGL through SwiftShader (software), as a machine without a GPU runs it.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  },
});

const total = (page: Page) => page.getByTestId('fence-total');
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function cartOf(page: Page, apiURL: string) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('arbora-cart') ?? '{}').state?.token);
  const response = await page.request.get(`${apiURL}/v1/cart?cart_token=${token}&sales_plan_id=1&site_id=1&lang=fr`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data.cart as {
    total_ttc: number;
    list: { element_id: number; quantity: number }[];
  };
}

/** The bill of materials as the table shows it: variant, quantity and role of each line. */
const bomOf = (page: Page) =>
  page.getByTestId('bom-line').evaluateAll((rows) =>
    rows.map((row) => ({
      id: Number(row.getAttribute('data-variant-id')),
      quantity: Number(row.querySelector('td:nth-child(2)')!.textContent),
      role: row.getAttribute('data-role')!,
    })),
  );

test('a 12 m fence with a corner and a gate door: price at each step, every line in the cart at the same total', async ({
  page,
  stack,
}) => {
  await page.goto('/configurateur-3d');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurateur de clôture 3D' })).toBeVisible();
  const prices = [await total(page).textContent()];

  const form = page.getByRole('form', { name: 'Votre clôture' });
  await form.getByRole('textbox', { name: /Segment 1/ }).fill('8');
  await expect(total(page)).not.toHaveText(prices.at(-1)!);
  prices.push(await total(page).textContent());

  await form.getByRole('button', { name: 'Ajouter un angle à 90°' }).click();
  await form.getByRole('textbox', { name: /Segment 2/ }).fill('4');
  await expect(total(page)).not.toHaveText(prices.at(-1)!);
  prices.push(await total(page).textContent());

  const colours = form.getByRole('radiogroup', { name: 'Coloris' }).getByRole('radio');
  // The form's state lives in the URL: a click, then the re-rendered choice.
  await colours.nth(1).click();
  await expect(colours.nth(1)).toBeChecked();
  await form.getByRole('checkbox', { name: 'Ajouter un portillon' }).click();
  await expect(form.getByRole('checkbox', { name: 'Ajouter un portillon' })).toBeChecked();
  await expect(total(page)).not.toHaveText(prices.at(-1)!);
  await expect(page.getByTestId('fence-summary')).toContainText('Clôture de 12,00 m avec 1 angle');

  // The scene draws what the bill of materials lists.
  const scene = page.getByTestId('fence-scene');
  await expect(scene).toHaveAttribute('data-ready', 'true');
  const quantities = await bomOf(page);
  // Caps and rail kits are catalogue products too: a cap per post, a rail kit per panel.
  expect(quantities.map((q) => q.role)).toEqual(['panel', 'post', 'cap', 'rail', 'gate_door']);
  const posts = quantities.find((q) => q.role === 'post')!.quantity;
  await expect(scene).toHaveAttribute('data-posts', String(posts));
  await expect(scene).toHaveAttribute('data-gate-doors', '1');
  expect(quantities.find((q) => q.role === 'cap')!.quantity).toBe(posts);
  const panels = quantities.find((q) => q.role === 'panel')!.quantity;
  expect(Number(await scene.getAttribute('data-slats')) % panels).toBe(0);
  expect(Number(await scene.getAttribute('data-draw-calls'))).toBeLessThanOrEqual(50);

  // The canvas is not blank: its pixels vary.
  const variance = await page.locator('[data-testid="fence-scene"] canvas').evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let sum = 0;
    let squares = 0;
    const n = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      const grey = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
      sum += grey;
      squares += grey * grey;
    }
    return squares / n - (sum / n) ** 2;
  });
  expect(variance).toBeGreaterThan(50);

  await page.screenshot({ path: test.info().outputPath('configurator-3d-1280.png'), fullPage: true });
  const shown = euros((await total(page).textContent())!);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Votre clôture a été ajoutée au panier.')).toBeVisible();
  const cart = await cartOf(page, stack.apiURL);
  for (const line of quantities) {
    expect(cart.list).toContainEqual(expect.objectContaining({ element_id: line.id, quantity: line.quantity }));
  }
  expect(cart.total_ttc / 10000).toBeCloseTo(shown, 2);
});

test('the share link reopens the same configuration', async ({ page, browser }) => {
  await page.goto('/configurateur');
  const form = page.getByRole('form', { name: 'Votre clôture' });
  await form.getByRole('textbox', { name: /Longueur totale/ }).fill('9,5');
  await form.getByRole('radio', { name: /Poteaux sur platines/ }).click();
  // The choice is in the URL once the page shows it (the URL already held the length before).
  await expect(page.getByTestId('fence-summary')).toContainText('poteaux sur platines');
  await expect(page).toHaveURL(/config=1\./);
  const summary = await page.getByTestId('fence-summary').textContent();
  const other = await browser.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('fence-summary')).toHaveText(summary!);
  await expect(other.getByRole('radio', { name: /Poteaux sur platines/ })).toBeChecked();
  await other.close();
});

test('without WebGL the 2D elevation and the form still sell', async ({ browser, stack }) => {
  const context = await browser.newContext({ baseURL: stack.baseURL, locale: 'fr-FR' });
  await context.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/.test(type)) return null;
      return (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  const page = await context.newPage();
  await page.goto('/configurateur-3d');
  await expect(page.getByTestId('fence-elevation')).toBeVisible();
  await expect(page.getByTestId('fence-scene')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('configurator-3d-no-webgl-390.png'), fullPage: true });
  await context.close();
});

test('both pages have no axe violations, and the keyboard alone completes a configuration', async ({ page }) => {
  for (const path of ['/configurateur', '/configurateur-3d']) {
    await page.goto(path);
    // The catalogue's parts load in the browser first: generous on a loaded machine.
    await expect(total(page)).toBeVisible({ timeout: 30_000 });
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  }
  await page.goto('/configurateur');
  await page.getByRole('textbox', { name: /Longueur totale/ }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('6');
  const before = await total(page).textContent();
  await page.getByRole('checkbox', { name: 'Ajouter un portillon' }).focus();
  await page.keyboard.press('Space');
  await expect(total(page)).not.toHaveText(before!);
  await page.getByRole('button', { name: 'Ajouter au panier' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Votre clôture a été ajoutée au panier.')).toBeVisible();
});

test('a 20 m fence with a motorised swing gate: the gate and its motor in the scene and the cart, at the same total', async ({
  page,
  stack,
}) => {
  await page.goto('/configurateur-3d');
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Votre clôture' });
  await form.getByRole('textbox', { name: /Segment 1/ }).fill('20');
  await expect(page.getByTestId('fence-summary')).toContainText('Clôture de 20,00 m');
  await form.getByRole('checkbox', { name: 'Ajouter un portail' }).click();
  await expect(page.getByTestId('fence-summary')).toContainText('portail battant');
  // Outwards onto the public road is refused; inwards (the default) sells.
  await form.getByRole('radio', { name: 'Vers l’extérieur' }).click();
  await expect(page.getByText(/doit s’ouvrir vers l’intérieur/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  await form.getByRole('radio', { name: 'Vers l’intérieur de la propriété' }).click();
  await form.getByRole('checkbox', { name: 'Motoriser le portail' }).click();
  await expect(page.getByTestId('fence-summary')).toContainText('motorisé');

  const scene = page.getByTestId('fence-scene');
  await expect(scene).toHaveAttribute('data-ready', 'true');
  await expect(scene).toHaveAttribute('data-gates', '1');
  await expect(scene).toHaveAttribute('data-gate-leaves', '2');
  await expect(scene).toHaveAttribute('data-motors', '2');
  // The motor's model streams in and stands where the motors are.
  await expect(scene).toHaveAttribute('data-details', /motor:2/, { timeout: 30_000 });
  const bom = await bomOf(page);
  expect(bom.map((q) => q.role)).toEqual(['panel', 'post', 'cap', 'rail', 'gate', 'motor']);
  await expect(scene).toHaveAttribute('data-posts', String(bom.find((q) => q.role === 'post')!.quantity));
  expect(Number(await scene.getAttribute('data-draw-calls'))).toBeLessThanOrEqual(50);
  expect(Number(await scene.getAttribute('data-triangles'))).toBeLessThanOrEqual(150_000);
  await page.screenshot({ path: test.info().outputPath('configurator-3d-gate-1280.png'), fullPage: true });

  const shown = euros((await total(page).textContent())!);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Votre clôture a été ajoutée au panier.')).toBeVisible();
  const cart = await cartOf(page, stack.apiURL);
  expect(cart.list).toHaveLength(bom.length);
  for (const line of bom) {
    expect(cart.list).toContainEqual(expect.objectContaining({ element_id: line.id, quantity: line.quantity }));
  }
  expect(cart.total_ttc / 10000).toBeCloseTo(shown, 2);
});

test('« Demander un devis » brings the gate and the gate door to the quote form, shown to the shopper', async ({
  page,
}) => {
  await page.goto('/configurateur-3d');
  const form = page.getByRole('form', { name: 'Votre clôture' });
  await expect(page.getByTestId('fence-scene')).toHaveAttribute('data-ready', 'true');
  await form.getByRole('textbox', { name: /Segment 1/ }).fill('18');
  await expect(page.getByTestId('fence-summary')).toContainText('Clôture de 18,00 m');
  await form.getByRole('checkbox', { name: 'Ajouter un portillon' }).click();
  await form.getByRole('checkbox', { name: 'Ajouter un portail' }).click();
  await form.getByRole('textbox', { name: /Clôture avant le portail/ }).fill('6');
  await form.getByRole('checkbox', { name: 'Motoriser le portail' }).click();
  await expect(page.getByTestId('fence-summary')).toContainText('motorisé');

  // The configurator's own link (the footer has a « Demander un devis » too).
  await page.getByRole('main').getByRole('link', { name: 'Demander un devis' }).click();
  await expect(page).toHaveURL(/\/devis\/devis-cloture\?configuration=1\./);
  const notice = page.getByRole('region', { name: 'Votre configuration' });
  await expect(notice).toContainText(/Portail\u00a0: battant de \d+(,\d+)?\sm, à 6\sm du début, .*motorisé/);
  await expect(notice).toContainText(/Portillon\u00a0: 0,\d+\sm de large/);
  const message = page.getByRole('textbox', { name: /Précisions sur votre projet/ });
  await expect(message).toHaveValue(/- Portail\u00a0: battant de .*motorisé/);
  await expect(message).toHaveValue(/- Portillon\u00a0: /);
  await expect(page.getByRole('textbox', { name: /Longueur de la clôture/ })).toHaveValue('18');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('configurator-quote-gate-390.png'), fullPage: true });
});

test('the quick planner (/configurateur) never downloads three.js; the 3D page does', async ({ page }) => {
  const threeChunks = new Set<string>();
  page.on('response', async (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return;
    const body = await response.text().catch(() => '');
    // three.js's WebGL renderer names the WebGL extensions it looks for.
    if (body.includes('WEBGL_')) threeChunks.add(response.url());
  });
  await page.goto('/configurateur');
  await expect(page.getByTestId('fence-elevation')).toBeVisible();
  await expect(page.getByTestId('fence-total')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...threeChunks]).toEqual([]);

  await page.goto('/configurateur-3d');
  await expect(page.getByTestId('fence-scene')).toHaveAttribute('data-ready', 'true');
  await expect.poll(() => threeChunks.size).toBe(1);
});
