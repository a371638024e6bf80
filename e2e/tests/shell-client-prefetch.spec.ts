import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// SPEC 9: links in view download their page's remote files (running nothing); a link the shopper
// points at also gets its code loaded and, from 1 s after load, its API payload.
test('links in view download the files of their page; a hovered link also prefetches its payload', async ({
  page,
  request,
  stack,
}) => {
  const catalogue = `http://127.0.0.1:${stack.remotePorts.catalogue}/`;
  // The chunks of catalogue/ProductListPage (webpack may share one chunk between several pages).
  const manifest = await (await request.get(`${catalogue}mf-manifest.json`)).json();
  const expose = (manifest.exposes as { name: string; assets: { js: { sync: string[] } } }[]).find(
    (e) => e.name === 'ProductListPage',
  );
  const chunks = expose?.assets.js.sync ?? [];
  expect(chunks.length).toBeGreaterThan(0);

  const payloads: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/url/entity?')) payloads.push(req.url());
  });
  const code = page.waitForRequest((req) => chunks.some((chunk) => req.url() === `${catalogue}${chunk}`));
  // A page that needs no catalogue code itself, with the header's "Clôture" (/c-clotures) and
  // "Terrasse" (/terrasse-composite) links in view.
  await page.goto('/contactez-nous');
  const terrace = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Terrasse', exact: true });
  await expect(terrace).toBeVisible();
  await code;
  // In view only: the catalogue's page code was downloaded with a prefetch link, not run.
  expect(await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length)).toBeGreaterThan(0);
  const payload = page.waitForRequest(
    (req) =>
      req.url().includes('/api/v1/url/entity?') && new URL(req.url()).searchParams.get('slug') === 'terrasse-composite',
  );
  await terrace.hover();
  const payloadRequest = await payload;
  expect(new URL(payloadRequest.url()).origin).toBe(stack.baseURL);
  expect(new URL(payloadRequest.url()).searchParams.get('entity_type')).toBe('cms_page');
  // Payloads of links only in view would have left with it (both wait for the same moment): none did.
  expect(payloads.map((url) => new URL(url).searchParams.get('slug'))).toEqual(['terrasse-composite']);
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
  // The link prefetch's code comes once the page is interactive, in an idle period, and starts in a
  // later one (shell/src/core/when-idle.ts): past it, the links in view had their chance.
  const prefetchCode = page.waitForResponse((r) => /\/link-prefetch\.[^/]*\.js$/.test(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await waitForInteractive(page);
  await prefetchCode;
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
  expect(prefetched).toEqual([]);
});

// The shell's own lazy parts (the phone menu's drawer, the search suggestions) run no remote: a
// remote's entry runs for a page that needs it, never because the shell loaded a chunk of its own
// (create-config.cjs: the browser host's shareStrategy).
test('opening the phone menu or the search suggestions runs no other remote', async ({ page, stack }) => {
  // Data saver: no link prefetch, so a remote entry run can only come from the shell's lazy parts.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ saveData: true, effectiveType: '4g' }),
      configurable: true,
    });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const ran: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && new URL(req.url()).pathname === '/remoteEntry.js') ran.push(req.url());
  });
  await page.goto('/terrasse-composite');
  await waitForInteractive(page);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const box = header.getByRole('combobox', { name: 'Rechercher sur le site' });
  await box.click();
  await box.pressSequentially('lame');
  await expect(page.getByRole('listbox', { name: 'Rechercher sur le site' }).getByRole('option').first()).toBeVisible();
  // Let a remote's entry, had one been asked for, arrive.
  await page.waitForLoadState('networkidle');
  expect(ran).toEqual([`http://127.0.0.1:${stack.remotePorts.content}/remoteEntry.js`]);
});
