import { clientNavigate, isSameDocument, markDocument } from '../support/client-navigation';
import { expect, test } from '../support/fixtures';

test('the shell build publishes its id in /build-manifest.json, never cached', async ({ request, stack }) => {
  const response = await request.get(`${stack.baseURL}/build-manifest.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect((await response.json()).id).toMatch(/^[0-9a-f]{16,}$/);
});

test('a newer build shows a quiet banner, and the next navigation loads the page in full', async ({ page }) => {
  let deployed = 'build-e2e-1';
  await page.route('**/build-manifest.json?**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: deployed }) }),
  );
  await page.clock.install();
  const firstPoll = page.waitForRequest((req) => /\/build-manifest\.json\?t=\d+$/.test(req.url()));
  await page.goto('/contactez-nous');
  await firstPoll;
  await expect(page.locator('[data-remote="forms"]')).toBeVisible();
  await markDocument(page);

  deployed = 'build-e2e-2';
  const nextPoll = page.waitForRequest((req) => req.url().includes('/build-manifest.json?t='));
  await page.clock.fastForward('01:01');
  await nextPoll;
  const banner = page.getByTestId('update-banner');
  await expect(banner).toContainText('Une nouvelle version du site est disponible');
  await expect(banner.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  // The next navigation is a full page load of its target.
  const loaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Arbora, accueil' }).click();
  await loaded;
  await expect(page).toHaveURL(/\/$/);
  expect(await isSameDocument(page)).toBe(false);
  await expect(page.getByTestId('update-banner')).toHaveCount(0);
});

test('a navigation failing on a missing script chunk reloads the page once, then keeps the server’s page with a notice', async ({
  page,
}) => {
  // The content page's chunk is gone, as after a deploy of the content remote.
  await page.route(/__federation_expose_ContentPage\.[0-9a-f]{8}\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  expect(loads).toBe(1);

  await clientNavigate(page, '/conditions-generales-de-vente');
  // The reload is rendered by the server; the chunk still missing, the page keeps that HTML
  // (readable, its links working) with a discreet notice instead of the « Réessayer » fallback.
  await expect(page.locator('[data-remote-server-only="content"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
  await expect(page.locator('[data-remote-fallback="content"]')).toHaveCount(0);
  expect(loads).toBe(2);
  const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem('arbora-chunk-reload') ?? 'null'));
  expect(record).toMatchObject({ path: '/conditions-generales-de-vente' });
});
