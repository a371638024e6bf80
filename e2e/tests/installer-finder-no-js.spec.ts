import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The installer finder computes distances in the browser: without JavaScript its search cannot
// run (its button stays disabled). There, the page lists every partner installer by town, each a
// link to its page, in place of the search; with the script the search is there and the list is not.

const PATH = '/trouvez-un-poseur';

for (const width of [390, 1280]) {
  test(`JavaScript off, ${width} px: every partner installer listed with a link, no dead search`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(PATH);
      await expect(page.getByRole('button', { name: 'Trouver un poseur' })).toBeHidden();
      const list = page.getByRole('region', { name: 'Nos poseurs partenaires' });
      await expect(list).toBeVisible();
      const links = list.getByRole('link');
      expect(await links.count()).toBeGreaterThan(5);
      const first = links.first();
      await expect(first).toHaveAttribute('href', /^\/services\/trouver-un-poseur\//);
      await first.click();
      await expect(page).toHaveURL(/\/services\/trouver-un-poseur\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test('JavaScript on: the search, not the list', async ({ page }) => {
  await page.goto(PATH);
  await waitForInteractive(page);
  await expect(page.getByRole('button', { name: 'Trouver un poseur' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Nos poseurs partenaires' })).toBeHidden();
});
