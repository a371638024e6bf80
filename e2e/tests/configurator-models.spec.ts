import type { Page, Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { expect, test } from '../support/fixtures';

// The configurator issue, point 3: the detailed parts (GLB, meshopt) stream in after the 3D scene,
// with a real progress bar, and a failed file leaves the configurator usable. WebGL via SwiftShader.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  },
});

const isModel = (url: string) => /\/[a-z]+-(light|detailed)\.[0-9a-f]{8}\.glb$/.test(url);
const bar = (page: Page) => page.getByTestId('model-progress').getByRole('progressbar');

test('the detailed parts stream in: the progress bar reaches 100 %, the detailed files replace the light ones, caps and gate hardware are drawn', async ({
  page,
}) => {
  const models: Response[] = [];
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (isModel(response.url())) models.push(response);
  });
  page.on('request', (request) => {
    if (/\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  const threeErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('THREE')) threeErrors.push(message.text());
  });
  await page.goto('/configurateur-3d');
  // The scene is up once the page is hydrated: a click before it would be lost.
  await expect(page.getByTestId('fence-scene')).toHaveAttribute('data-ready', 'true');
  // The scene's chunks are preloaded early and run later: the preloaded copy is the one run.
  expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
  const form = page.getByRole('form', { name: 'Votre clôture' });
  await form.getByRole('checkbox', { name: 'Ajouter un portillon' }).click();
  await expect(form.getByRole('checkbox', { name: 'Ajouter un portillon' })).toBeChecked();

  await expect(bar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('model-progress')).toContainText(/100\s%/);
  await expect(page.getByTestId('model-parts')).toHaveAttribute(
    'data-levels',
    /^(?=.*cap:detailed)(?=.*hinge:detailed)(?=.*handle:detailed)(?=.*lock:detailed)/,
  );
  // Drawn on every post and on the gate door. Under the shell's Content-Security-Policy (no
  // 'wasm-unsafe-eval') meshopt's decoder cannot run, so the scene draws the light files
  // (`:fallback`); on the remote's own page the detailed ones.
  const scene = page.getByTestId('fence-scene');
  const posts = Number(await scene.getAttribute('data-posts'));
  await expect(scene).toHaveAttribute('data-details', new RegExp(`cap:${posts}\\b`));
  await expect(scene).toHaveAttribute('data-details', /hinge:2\b/);
  // One shader program draws everything, details included, and compiles.
  await expect(scene).toHaveAttribute('data-programs', '1');
  expect(threeErrors).toEqual([]);

  // Served by the remote itself (no CDN), content-hashed; each model file fetched once.
  const origins = new Set(models.map((response) => new URL(response.url()).origin));
  expect(origins.size).toBe(1);
  const urls = models.map((response) => response.url());
  expect(new Set(urls).size).toBe(urls.length);
  const bytes = await Promise.all(models.map(async (response) => (await response.body()).byteLength));
  expect(bytes.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(1024 * 1024);
  await page.screenshot({ path: test.info().outputPath('configurator-models-1280.png'), fullPage: true });
});

test('a model file answering 500 leaves the configurator usable and the part in its light version, with a retry', async ({
  page,
}) => {
  let failing = true;
  await page.route(/cap-detailed\.[0-9a-f]{8}\.glb$/, (route) =>
    failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await page.goto('/configurateur-3d');
  const retry = page.getByRole('button', { name: 'Réessayer le chargement' });
  await expect(retry).toBeVisible();
  await expect(page.getByTestId('model-parts')).toHaveAttribute('data-levels', /cap:light/);
  await expect(page.getByTestId('fence-scene')).toHaveAttribute('data-details', /cap:\d+/);

  // The form still prices and sells.
  const total = page.getByTestId('fence-total');
  const before = await total.textContent();
  await page
    .getByRole('form', { name: 'Votre clôture' })
    .getByRole('textbox', { name: /Segment 1/ })
    .fill('8');
  await expect(total).not.toHaveText(before!);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Votre clôture a été ajoutée au panier.')).toBeVisible();

  // Later, the retry brings the detail.
  failing = false;
  await retry.click();
  await expect(page.getByTestId('model-parts')).toHaveAttribute('data-levels', /cap:detailed/);
  await expect(bar(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(retry).toHaveCount(0);
});

test('the first 3D frame needs neither the glTF loader nor the meshopt decoder: their chunk failing, the fence is still drawn', async ({
  page,
}) => {
  const refused: string[] = [];
  await page.route(/\/[0-9]+\.[0-9a-f]{8}\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The glTF loader's chunk (it names the meshopt and quantisation extensions it reads).
    if (body.includes('KHR_mesh_quantization')) {
      refused.push(route.request().url());
      await route.fulfill({ status: 503, body: 'unavailable' });
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
    );
    await route.fulfill({ status: response.status(), headers, body });
  });
  await page.goto('/configurateur-3d');
  const scene = page.getByTestId('fence-scene');
  await expect(scene).toHaveAttribute('data-ready', 'true');
  expect(Number(await scene.getAttribute('data-posts'))).toBeGreaterThan(0);
  expect(Number(await scene.getAttribute('data-draw-calls'))).toBeGreaterThan(0);
  await expect(page.getByTestId('fence-elevation')).toHaveCount(0);
  // Asked for once the fence was drawn (the detailed parts come next), and refused here.
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await expect(scene).toHaveAttribute('data-ready', 'true');
  // Chunks still in flight when the test ends: their handler may read a response the closing page
  // has disposed of, which is no finding of this test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
