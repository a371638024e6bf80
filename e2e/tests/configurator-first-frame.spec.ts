import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { expect, test } from '../support/fixtures';

// The configurator issue, point 6 (first 3D frame): what the first frame waits for and what it
// does not. Orders of events only, never durations (bench/configurator.mjs prints those).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  },
});

/** A hash of the canvas's pixels, to tell two drawn frames apart. */
const canvasHash = (page: Page) =>
  page.locator('[data-testid="fence-scene"] canvas').evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let hash = 0;
    for (let i = 0; i < data.length; i += 97) hash = (hash * 31 + data[i]!) | 0;
    return hash;
  });

test('the three.js chunk is asked for once the page’s own scripts have arrived, before the hydration, and fetched once', async ({
  page,
}) => {
  const threeUrls: string[] = [];
  page.on('response', async (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return;
    const body = await response.text().catch(() => '');
    if (body.includes('WEBGL_')) threeUrls.push(response.url());
  });
  await page.goto('/configurateur-3d');
  await expect(page.getByTestId('fence-scene')).toHaveAttribute('data-ready', 'true');
  expect(threeUrls).toHaveLength(1);
  // Asked for by the page's scene-preload.js (scripts/scene-preload-plugin.cjs) once the shell's
  // main.js has arrived (not beside it: they would share the link), and before the shell has
  // hydrated (its mark), where an effect of the page would ask only after it.
  const order = await page.evaluate((url) => {
    const chunk = performance.getEntriesByName(url)[0];
    const main = performance
      .getEntriesByType('resource')
      .find((entry) => /\/main\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname)) as
      PerformanceResourceTiming | undefined;
    const hydrated = performance.getEntriesByName('arbora:interactive')[0];
    return { chunkStart: chunk?.startTime, mainEnd: main?.responseEnd, hydrated: hydrated?.startTime };
  }, threeUrls[0]!);
  expect(order.chunkStart).toBeDefined();
  expect(order.mainEnd).toBeDefined();
  expect(order.hydrated).toBeDefined();
  expect(order.chunkStart!).toBeGreaterThanOrEqual(order.mainEnd!);
  expect(order.chunkStart!).toBeLessThan(order.hydrated!);
  // The scene-preload script is in the server HTML of the 3D page.
  const html = await (await page.request.get('/configurateur-3d')).text();
  expect(html).toMatch(/<script async="" src="[^"]+\/scene-preload\.js">/);
});

test('the orbit arrives after the first frame: presets draw before it, a drag turns the fence once it is there', async ({
  page,
}) => {
  // The orbit's chunk (three/examples/jsm/controls/OrbitControls: the only one naming minAzimuthAngle)
  // is held until the presets have been tried.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('minAzimuthAngle')) await held;
    await route.fulfill({ response, body });
  });
  await page.goto('/configurateur-3d');
  const scene = page.getByTestId('fence-scene');
  await expect(scene).toHaveAttribute('data-ready', 'true');
  await expect(scene).not.toHaveAttribute('data-orbit', 'true');
  const first = await canvasHash(page);
  await page.getByRole('button', { name: 'Vue de dessus' }).click();
  await expect.poll(() => canvasHash(page)).not.toBe(first);

  release();
  await expect(scene).toHaveAttribute('data-orbit', 'true');
  const before = await canvasHash(page);
  const canvas = page.locator('[data-testid="fence-scene"] canvas');
  // The mouse works in viewport coordinates: the canvas whole in view first.
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 30, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => canvasHash(page)).not.toBe(before);
});

test('at 390 px the 3D page does not scroll sideways (the bill of materials fits)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/configurateur-3d');
  await expect(page.getByTestId('fence-scene')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('bom-line').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('configurator-3d-390.png'), fullPage: true });
});
