import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// Issue 19: the product results of /recherche filtered by the product list's facets, with counts;
// the filters live in the URL and pagination keeps them.

test('at 1280 px a colour facet narrows the products to its count; the URL and the pagination keep it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/recherche?q=lames');
  // A ticked facet applies itself (and keeps the focus) on the hydrated page: a click before it only ticks.
  await waitForInteractive(page);
  const products = page.getByRole('region', { name: /^Produits \(\d+\)$/ });
  const sidebar = page.getByLabel('Filtres des produits');
  const colours = sidebar.getByRole('group', { name: 'Couleur' });
  await expect(colours).toBeVisible();
  const before = Number((await products.getByRole('heading', { level: 2 }).textContent())!.match(/\d+/)![0]);

  // The first colour offering fewer products than the whole results.
  const rows = colours.locator('label');
  let chosen = -1;
  let count = 0;
  for (let i = 0; i < (await rows.count()); i += 1) {
    // The row ends with its count: « 16 », then « produits » in words hidden for screen readers.
    const n = Number((await rows.nth(i).textContent())?.match(/(\d+)\s*produits?\s*$/)?.[1]);
    if (n > 0 && n < before) {
      chosen = i;
      count = n;
      break;
    }
  }
  expect(chosen).toBeGreaterThanOrEqual(0);
  const checkbox = rows.nth(chosen).getByRole('checkbox');
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/search?') && r.url().includes('attributes='));
  await checkbox.click();
  await answered;
  await expect(page).toHaveURL(/\/recherche\?q=lames&filtres=couleur%3A/);
  await expect(page.getByRole('region', { name: `Produits (${count})` })).toBeVisible();
  await expect(
    sidebar.getByRole('group', { name: 'Couleur' }).locator('label').nth(chosen).getByRole('checkbox'),
  ).toBeChecked();
  // Focus comes back to the ticked checkbox after the navigation.
  await expect(
    sidebar.getByRole('group', { name: 'Couleur' }).locator('label').nth(chosen).getByRole('checkbox'),
  ).toBeFocused();
  if (count > 12) {
    const next = page
      .getByRole('navigation', { name: 'Pages de résultats produits' })
      .getByRole('link', { name: /page 2/ });
    await expect(next).toHaveAttribute('href', /\/recherche\/-p--2\?q=lames&filtres=couleur%3A/);
  }
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  await page.screenshot({ path: '/tmp/search-facets-1280.png', fullPage: true });

  // The chip removes the filter again.
  await page
    .getByRole('link', { name: /Tout effacer/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/recherche\?q=lames$/);
  await expect(page.getByRole('region', { name: `Produits (${before})` })).toBeVisible();
});

test('at 390 px the facets open in a « Filtrer » drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/recherche?q=lames');
  // The « Filtrer » drawer is the hydrated page's dialog.
  await waitForInteractive(page);
  await expect(page.getByLabel('Filtres des produits')).toBeHidden();
  await page.getByRole('button', { name: /^Filtrer/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtrer les produits' });
  await expect(drawer.getByRole('group', { name: 'Couleur' })).toBeVisible();
  await drawer.getByRole('group', { name: 'Couleur' }).getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/filtres=couleur%3A/);
  // The drawer comes back open where the shopper was, its footer showing the new count.
  await expect(drawer.getByRole('group', { name: 'Couleur' }).getByRole('checkbox').first()).toBeChecked();
  await page.screenshot({ path: '/tmp/search-facets-390.png' });
  await drawer.getByRole('button', { name: /^Voir/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtrer (1)' })).toBeVisible();
});
