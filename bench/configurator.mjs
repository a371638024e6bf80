#!/usr/bin/env node
// The configurator's budgets (issue 17.6), as figures: no assertion, run it on a quiet machine.
//  1. Its JavaScript: the remote's chunks on disk (the exposed page, the three.js scene chunk), and
//     that none of it is fetched on the home page (lazy: loaded only on its pages).
//  2. The bytes /configurateur-3d fetches from the remote up to the first 3D frame and once the
//     detailed parts have streamed in (JS, GLB models) — budget: initial 3D assets ≤ 1 MB.
//  3. Draw calls and triangles of a 20 m fence with a motorised swing gate and a gate door, read
//     from three.js's renderer.info in Chromium (SwiftShader WebGL) — budget ≤ 50 and ≤ 150 k.
//  4. The first 3D frame (performance mark `configurator:first-frame`, from navigation start),
//     unthrottled and under Lighthouse's mobile profile (4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s)
//     — budget ≤ 2.5 s; and when the form was usable (the price shown) before it.
//
// The real stack starts on free ports as the e2e suite starts it (stale apps are built first).
// Usage: node bench/configurator.mjs   (npm run bench -w @arbora/mfe-configurator)
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';
import { ROOT, stopAll } from '../tooling/stack.mjs';
import { startSiteStack } from './lib/site-stack.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const DIST = path.join(ROOT, 'mfe-configurator', 'dist');

async function startStack(tmp) {
  const stack = await startSiteStack(tmp);
  return { ...stack, configurator: stack.remotes.configurator };
}

/** The remote's JS on disk: everything, the exposed page's own chunk, the chunk holding three.js. */
function diskFigures() {
  const js = readdirSync(DIST).filter((f) => f.endsWith('.js'));
  const size = (f) => statSync(path.join(DIST, f)).size;
  const three = js.filter((f) => /WebGLRenderer|WEBGL_/.test(readFileSync(path.join(DIST, f), 'utf8')));
  const exposed = js.filter((f) => f.startsWith('__federation_expose_'));
  return {
    all: js.reduce((s, f) => s + size(f), 0),
    exposed: exposed.reduce((s, f) => s + size(f), 0),
    three: three.map((f) => `${f} ${kb(size(f))}`),
    models: readdirSync(path.join(DIST, 'models')).reduce((s, f) => s + statSync(path.join(DIST, 'models', f)).size, 0),
  };
}

/** Bytes fetched from the configurator's origin, by kind, while `run` goes on. */
async function recordBytes(page, origin, run) {
  const bytes = { js: 0, models: 0, other: 0 };
  const onResponse = async (response) => {
    if (!response.url().startsWith(origin)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const kind = /\.m?js(\?|$)/.test(response.url()) ? 'js' : /\.glb(\?|$)/.test(response.url()) ? 'models' : 'other';
    bytes[kind] += body.length;
  };
  page.on('response', onResponse);
  await run();
  page.off('response', onResponse);
  return bytes;
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'arbora-bench-configurator-'));
  const stack = await startStack(tmp);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    const disk = diskFigures();
    console.log('1. Configurator JavaScript (mfe-configurator/dist)');
    console.log(`   all chunks on disk            ${kb(disk.all)}`);
    console.log(`   exposed page chunk            ${kb(disk.exposed)}`);
    console.log(`   three.js chunk(s)             ${disk.three.join(', ') || 'none found'}`);
    console.log(`   model files (light+detailed)  ${kb(disk.models)}`);

    // Lazy: the home page fetches nothing of the configurator's.
    const home = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const onHome = await recordBytes(home, stack.configurator, async () => {
      await home.goto(`${stack.site}/`, { waitUntil: 'networkidle' });
    });
    console.log(
      `   fetched by the home page      ${kb(onHome.js + onHome.models + onHome.other)} (JS ${kb(onHome.js)})` +
        `  → ${onHome.js === 0 ? 'lazy: loaded only on its pages' : 'NOT lazy'}`,
    );
    await home.close();

    // A 20 m fence with a gate door and a motorised swing gate, set through the form.
    const setup = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await setup.goto(`${stack.site}/configurateur-3d`);
    const form = setup.getByRole('form', { name: 'Votre clôture' });
    await form.getByRole('textbox', { name: /Segment 1/ }).fill('20');
    await setup.getByTestId('fence-summary').filter({ hasText: '20,00 m' }).waitFor();
    await form.getByRole('checkbox', { name: 'Ajouter un portillon' }).click();
    await form.getByRole('checkbox', { name: 'Ajouter un portail' }).click();
    await form.getByRole('textbox', { name: /Clôture avant le portail/ }).fill('6');
    await form.getByRole('checkbox', { name: 'Motoriser le portail' }).click();
    await setup.getByTestId('fence-summary').filter({ hasText: 'motorisé' }).waitFor();
    const url = setup.url();
    const summary = await setup.getByTestId('fence-summary').textContent();
    await setup.close();
    console.log(`\n   configuration: ${summary}`);

    for (const [label, mobile] of [
      ['unthrottled', false],
      ['Lighthouse mobile profile', true],
    ]) {
      const context = await browser.newContext({
        viewport: mobile ? { width: 412, height: 823 } : { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      if (mobile) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
      }
      let firstFrame = { js: 0, models: 0, other: 0 };
      const all = await recordBytes(page, stack.configurator, async () => {
        firstFrame = await recordBytes(page, stack.configurator, async () => {
          await page.goto(url);
          await page.getByTestId('fence-scene').and(page.locator('[data-ready="true"]')).waitFor({ timeout: 120_000 });
          await page.waitForFunction(() => performance.getEntriesByName('configurator:first-frame').length > 0, null, {
            timeout: 120_000,
          });
        });
        await page.locator('[data-testid="fence-scene"][data-details*="motor"]').waitFor({ timeout: 120_000 });
        await page.locator('[data-testid="model-parts"]').waitFor();
        await page.waitForLoadState('networkidle');
      });
      const timing = await page.evaluate(() => ({
        firstFrame: performance.getEntriesByName('configurator:first-frame')[0]?.startTime ?? NaN,
        formReady: performance.getEntriesByName('configurator:form-ready')[0]?.startTime ?? NaN,
      }));
      const scene = page.getByTestId('fence-scene');
      const attrs = await scene.evaluate((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])));
      console.log(`\n2-4. /configurateur-3d, ${label}`);
      console.log(
        `   bytes from the remote to the first 3D frame  ${kb(firstFrame.js + firstFrame.models + firstFrame.other)}` +
          ` (JS ${kb(firstFrame.js)}, models ${kb(firstFrame.models)}, other ${kb(firstFrame.other)}); budget 1024 KiB`,
      );
      console.log(
        `   with the detailed parts streamed in          ${kb(all.js + all.models + all.other)} (models ${kb(all.models)})`,
      );
      console.log(
        `   scene: ${attrs['data-posts']} posts, ${attrs['data-slats']} slats, ${attrs['data-gate-doors']} gate door,` +
          ` ${attrs['data-gate-leaves']} gate leaves, ${attrs['data-motors']} motors; details ${attrs['data-details']}`,
      );
      console.log(
        `   draw calls ${attrs['data-draw-calls']} (budget 50), triangles ${attrs['data-triangles']} (budget 150000)`,
      );
      console.log(`   form usable ${Math.round(timing.formReady)} ms after navigation start`);
      console.log(`   first 3D frame ${Math.round(timing.firstFrame)} ms after navigation start (budget 2500 ms)`);
      await context.close();
    }
  } finally {
    await browser.close();
    await stopAll(stack.children);
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
