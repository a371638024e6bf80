import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The product list's filters work without JavaScript: each facet value of the panel carries a link
// to the list with that value added (or removed), shown only where scripts do not run. On a phone
// the products come first: « Filtrer » is a link to the page's panel, which shows as its target
// (the drawer needs the script). With the script the checkboxes filter in place, as before.

const LIST = '/c-lames-de-terrasse';

for (const width of [390, 1280]) {
  test(`JavaScript off, ${width} px: a facet value filters the list, a second click removes it`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(LIST);
      await expect(page.getByRole('button', { name: 'Filtrer' })).toBeHidden();
      const total = Number(/\d+/.exec((await page.getByTestId('result-count').textContent()) ?? '')![0]);
      const sidebar = page.getByRole('complementary', { name: 'Filtres' });
      const phone = width < 1024;
      // Shows the panel on a phone (its « Filtrer » link); beside the list from 1024 px, no link.
      const openPanel = async (label: string) => {
        const link = page.getByRole('link', { name: label, exact: true });
        if (!phone) return expect(link).toBeHidden();
        await expect(sidebar).toBeHidden();
        // The first product is in the first screen, not 1,600 px of filters further down.
        await expect(page.getByRole('article').first()).toBeInViewport();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#filtres$`));
      };
      await openPanel('Filtrer');
      await expect(sidebar.getByText('Teck', { exact: true })).toBeVisible();
      // The row's link lies over the label: a click on « Teck » follows it.
      await sidebar.getByRole('link', { name: 'Filtrer par Couleur : Teck' }).click();
      await expect(page).toHaveURL(`${LIST}/couleur_teck`);
      const count = Number(/\d+/.exec((await page.getByTestId('result-count').textContent()) ?? '')![0]);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(total);
      await expect(page.getByRole('list', { name: 'Filtres appliqués' })).toContainText('Teck');
      await openPanel('Filtrer (1)');
      await page
        .getByRole('complementary', { name: 'Filtres' })
        .getByRole('link', { name: 'Retirer le filtre Couleur : Teck' })
        .click();
      await expect(page).toHaveURL(LIST);
    } finally {
      await context.close();
    }
  });
}

test('JavaScript on, 390 px: the panel stays in the drawer and a checkbox filters in place', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(LIST);
  await waitForInteractive(page);
  await expect(page.getByRole('complementary', { name: 'Filtres' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtrer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtrer les produits' });
  await drawer.getByRole('checkbox', { name: /^Teck/ }).click();
  await expect(page).toHaveURL(`${LIST}/couleur_teck`);
});
