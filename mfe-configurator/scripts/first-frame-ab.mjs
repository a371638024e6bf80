#!/usr/bin/env node
// The 3D configurator's first frame, before and after a change, in the same minutes: figures only.
// One composed site (bench/lib/site-stack.mjs: API, remotes, shell) plus a second configurator
// static server on an older build (`--before=<folder holding its dist/>`, e.g. a copy of
// mfe-configurator/dist taken before the change) and a shell for each; /configurateur-3d with the
// bench's configuration (20 m, gate door, motorised swing gate) is loaded alternately from both,
// under Lighthouse's mobile profile (4× CPU, 150 ms RTT, 1.6 Mbit/s). Prints, per run and as medians,
// when the form was usable (`configurator:form-ready`) and when the first 3D frame was drawn
// (`configurator:first-frame`), from navigation start.
// `--after=<folder>` compares another build instead of the working tree's (`--after` = `--before`:
// an A/A run, which shows the noise and any bias of the setup).
// Usage: node mfe-configurator/scripts/first-frame-ab.mjs --before=/tmp/old-configurator [--after=…] [--runs=5]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line import-x/no-extraneous-dependencies -- a bench script of the repository (its root has playwright), never bundled
import { chromium } from 'playwright';
import { startSiteStack } from '../../bench/lib/site-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { freePort, shellService, spawnService, stopAll, waitFor } from '../../tooling/stack.mjs';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const before = option('before');
// By default the working tree's build (the composed site's own configurator server).
const after = option('after');
const runs = Number(option('runs') ?? 5);
if (!before) {
  console.error('usage: first-frame-ab.mjs --before=<folder holding the older dist/> [--runs=5]');
  process.exit(2);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function configuredSearch(browser, site) {
  const page = await browser.newPage();
  await page.goto(`${site}/configurateur-3d`);
  // Typing into the server's HTML before the hydration would be lost.
  await page.waitForFunction(() => performance.getEntriesByName('configurator:form-ready').length > 0, null, {
    timeout: 120_000,
  });
  const form = page.getByRole('form', { name: 'Votre clôture' });
  await form.getByRole('textbox', { name: /Segment 1/ }).fill('20');
  await page.getByTestId('fence-summary').filter({ hasText: '20,00 m' }).waitFor();
  await form.getByRole('checkbox', { name: 'Ajouter un portillon' }).click();
  await form.getByRole('checkbox', { name: 'Ajouter un portail' }).click();
  await form.getByRole('textbox', { name: /Clôture avant le portail/ }).fill('6');
  await form.getByRole('checkbox', { name: 'Motoriser le portail' }).click();
  await page.getByTestId('fence-summary').filter({ hasText: 'motorisé' }).waitFor();
  const { search } = new URL(page.url());
  await page.close();
  return search;
}

async function firstFrame(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('configurator:first-frame').length > 0, null, {
    timeout: 120_000,
  });
  const timing = await page.evaluate(() => ({
    formReady: performance.getEntriesByName('configurator:form-ready')[0]?.startTime ?? NaN,
    firstFrame: performance.getEntriesByName('configurator:first-frame')[0].startTime,
  }));
  await context.close();
  return timing;
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'arbora-first-frame-ab-'));
  const stack = await startSiteStack(tmp);
  const children = [...stack.children];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    const serve = path.join(import.meta.dirname, '..', '..', 'tooling', 'static-server.mjs');
    const serveBuild = async (label, folder) => {
      const port = await freePort();
      children.push(
        spawnService(`configurator-${label}`, process.execPath, [serve, 'dist', String(port), '127.0.0.1'], {
          cwd: path.resolve(folder),
          quiet: true,
        }),
      );
      await waitFor(`http://127.0.0.1:${port}/health`);
      return `http://127.0.0.1:${port}`;
    };
    const oldServer = await serveBuild('before', before);
    const newServer = after ? await serveBuild('after', after) : stack.remotes.configurator;
    const apiPort = Number(new URL(stack.api).port);
    const sites = {};
    for (const [label, configurator] of [
      ['after', newServer],
      ['before', oldServer],
    ]) {
      const port = await freePort();
      const remoteUrls = Object.fromEntries(
        Object.entries(stack.remotes).map(([name, url]) => [
          name,
          `${name === 'configurator' ? configurator : url}/mf-manifest.json`,
        ]),
      );
      children.push(shellService({ port, apiPort, host: '127.0.0.1', quiet: true, remoteUrls }));
      sites[label] = `http://127.0.0.1:${port}`;
      await waitFor(`${sites[label]}/health`);
      // Warm: the first server render of a process pays for loading the remote.
      await fetch(`${sites[label]}/configurateur-3d`);
    }
    const search = await configuredSearch(browser, sites.after);
    const figures = { before: [], after: [] };
    for (let run = 0; run < runs; run++) {
      // Alternate which goes first, so a load that rises or falls hits both alike.
      for (const label of run % 2 ? ['before', 'after'] : ['after', 'before']) {
        const timing = await firstFrame(browser, `${sites[label]}/configurateur-3d${search}`);
        figures[label].push(timing);
        console.log(
          `${label.padEnd(6)} run ${run + 1}: form usable ${Math.round(timing.formReady)} ms, first 3D frame ${Math.round(timing.firstFrame)} ms`,
        );
      }
    }
    for (const label of ['before', 'after']) {
      const list = figures[label];
      console.log(
        `${label.padEnd(6)} median: form usable ${Math.round(median(list.map((t) => t.formReady)))} ms, ` +
          `first 3D frame ${Math.round(median(list.map((t) => t.firstFrame)))} ms, ` +
          `frame after form ${Math.round(median(list.map((t) => t.firstFrame - t.formReady)))} ms`,
      );
    }
  } finally {
    await browser.close();
    await stopAll(children);
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
