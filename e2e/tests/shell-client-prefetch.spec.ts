import { expect, test } from '../support/fixtures';

// SPEC 9: links in view prefetch their page's remote code and, from 1 s after load, its payload.
test('links in view prefetch the remote code of their page and its API payload', async ({ page, request, stack }) => {
  const catalogue = `http://127.0.0.1:${stack.remotePorts.catalogue}/`;
  // The chunks of catalogue/ProductListPage (webpack may share one chunk between several pages).
  const manifest = await (await request.get(`${catalogue}mf-manifest.json`)).json();
  const expose = (manifest.exposes as { name: string; assets: { js: { sync: string[] } } }[]).find(
    (e) => e.name === 'ProductListPage',
  );
  const chunks = expose?.assets.js.sync ?? [];
  expect(chunks.length).toBeGreaterThan(0);

  const code = page.waitForRequest((req) => chunks.some((chunk) => req.url() === `${catalogue}${chunk}`));
  const payload = page.waitForRequest(
    (req) =>
      req.url().includes('/api/v1/url/entity?') && new URL(req.url()).searchParams.get('slug') === 'terrasse-composite',
  );
  // A page that needs no catalogue code itself, with the header's "Clôture" (/c-clotures) and
  // "Terrasse" (/terrasse-composite) links in view.
  await page.goto('/contactez-nous');
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Clôture', exact: true }),
  ).toBeVisible();
  const [, payloadRequest] = await Promise.all([code, payload]);
  expect(new URL(payloadRequest.url()).origin).toBe(stack.baseURL);
  expect(new URL(payloadRequest.url()).searchParams.get('entity_type')).toBe('cms_page');
});

test('nothing is prefetched in data-saver mode', async ({ page, stack }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ saveData: true, effectiveType: '4g' }),
      configurable: true,
    });
  });
  const catalogue = `http://127.0.0.1:${stack.remotePorts.catalogue}/`;
  const prefetched: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(catalogue) || req.url().includes('/api/v1/url/entity')) prefetched.push(req.url());
  });
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(prefetched).toEqual([]);
});
