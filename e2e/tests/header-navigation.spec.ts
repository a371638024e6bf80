import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 19: the phone-first header (Menu drawer with the API's whole menu tree) and the desktop
// disclosure navigation, operated with the keyboard alone.

async function axeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

test('at 390 px the drawer holds the menu tree: three levels down to a product list; Escape returns focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByRole('banner');
  // Logo, search, account and cart stay visible; the desktop bar is not.
  await expect(header.getByRole('link', { name: 'Arbora, accueil' })).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Rechercher sur le site' })).toBeVisible();
  await expect(header.getByTestId('account-link')).toBeVisible();
  // An empty cart: no « 0 » badge, the link's name says it.
  await expect(header.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
  await expect(header.getByTestId('cart-count')).toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();

  const opener = header.getByRole('button', { name: 'Menu' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  // The whole tree of GET /v1/menu, not only its first level.
  await drawer.getByRole('button', { name: 'Sous-menu Terrasse' }).click();
  await drawer.getByRole('button', { name: 'Sous-menu Lames de terrasse' }).click();
  await expect(drawer.getByRole('link', { name: 'Lames alvéolaires' })).toBeVisible();
  // The page behind is inert while the drawer is open.
  await expect(page.locator('[data-layout]')).toHaveAttribute('inert', '');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: '/tmp/header-drawer-390.png' });

  await drawer.getByRole('link', { name: 'Lames alvéolaires' }).click();
  await expect(page).toHaveURL(/\/c-lames-terrasse-alveolaires$/);
  await expect(drawer).toBeHidden();
  await expect(page.locator('main h1')).toBeVisible();

  await opener.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('[data-layout]')).not.toHaveAttribute('inert', '');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('at 390 px « Menu » is a link to the site map, whose categories lead on (the drawer needs the script)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    await header.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/plan-du-site$/);
    const category = page.getByRole('main').getByRole('link', { name: 'Lames de terrasse', exact: true }).first();
    await expect(category).toBeVisible();
    await category.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lames de terrasse');
  });
});

test('with JavaScript at 390 px « Menu » is the drawer’s button only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Menu' })).toBeHidden();
});

test('at 1280 px the first level opens its panel with the keyboard alone, and a link of the panel is followed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contactez-nous');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Terrasse', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();

  const toggle = nav.getByRole('button', { name: 'Sous-menu Terrasse' });
  // Tab from the top of the page to the disclosure button.
  for (let i = 0; i < 30 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await expect(panel.getByRole('link', { name: 'Lames alvéolaires' })).toBeVisible();
  expect(await axeViolations(page, 'header')).toEqual([]);
  await page.screenshot({ path: '/tmp/header-panel-1280.png' });

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('link', { name: 'Lames de terrasse' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('link', { name: 'Lames alvéolaires' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/c-lames-terrasse-alveolaires$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the header causes no layout shift while the page loads and hydrates (phone and desktop)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __headerShifts: number[] }).__headerShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources?: { node?: Node | null }[];
      }[]) {
        const inHeader = (entry.sources ?? []).some((s) => s.node instanceof Element && s.node.closest('header'));
        if (inHeader) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { __headerShifts: number[] }).__headerShifts);
    expect(shifts).toEqual([]);
  }
});

test('from phone to wide screens, the header has the page’s width and gutters: the logo lines up with the page title', async ({
  page,
}) => {
  // A content page, a product list and the search results (the two with a facet sidebar).
  const pages = ['/terrasse-composite', '/c-lames-terrasse-alveolaires', '/recherche?q=gris'];
  for (const [width, path] of [390, 1280, 1440, 1920].flatMap((w) => pages.map((p) => [w, p] as const))) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const title = await page.locator('main h1').first().boundingBox();
    // The row's first control: the Menu button on a phone, the logo on a desktop.
    const first =
      width < 1024
        ? page.locator('header').getByRole('button', { name: 'Menu' })
        : page.locator('header').getByRole('link', { name: 'Arbora, accueil' });
    const logo = await first.boundingBox();
    const cart = await page
      .locator('header')
      .getByRole('link', { name: /Panier/ })
      .boundingBox();
    expect(Math.abs(logo!.x - title!.x), `logo vs title at ${width} px on ${path}`).toBeLessThanOrEqual(1);
    // Centred, same gutter on both sides: the cart ends where the page's right gutter starts.
    expect(
      Math.abs(width - (cart!.x + cart!.width) - title!.x),
      `right gutter at ${width} px on ${path}`,
    ).toBeLessThanOrEqual(1);
  }
  // The order pipeline's reduced header too.
  await page.goto('/panier');
  const brand = await page.locator('header').getByRole('link', { name: 'Arbora', exact: true }).boundingBox();
  const heading = await page.locator('main h1').first().boundingBox();
  expect(Math.abs(brand!.x - heading!.x), 'order header vs cart title').toBeLessThanOrEqual(1);
});
