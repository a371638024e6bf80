import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The store and installer indexes (/magasins, /services/trouver-un-poseur) sort places by distance
// in the browser. Without JavaScript their postcode search could only reload the page with the
// postcode in its URL and change nothing: it is not laid out there, and the list by region, each
// place a link to its page, is what the visitor gets.

for (const { path, search } of [
  { path: '/magasins', search: 'Rechercher des magasins' },
  { path: '/services/trouver-un-poseur', search: 'Rechercher des poseurs' },
]) {
  test(`${path}, JavaScript off at 390 px: no dead search, every place by region`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    try {
      await page.goto(path);
      await expect(page.getByRole('search', { name: search })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Autour de moi' })).toBeHidden();
      const finder = page.getByRole('region', { name: /près de chez vous$/ });
      const places = finder.getByRole('listitem').getByRole('link');
      expect(await places.count()).toBeGreaterThan(3);
      const first = places.first();
      const href = await first.getAttribute('href');
      await first.click();
      await expect(page).toHaveURL(`${baseURL}${href}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test(`${path}, JavaScript on: the postcode search is there`, async ({ page }) => {
    await page.goto(path);
    await waitForInteractive(page);
    await expect(page.getByRole('search', { name: search })).toBeVisible();
  });
}
