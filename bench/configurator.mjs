#!/usr/bin/env node
// The configurator's budgets (issue 17.6), as figures: no assertion, run it on a quiet machine.
//  1. Its JavaScript on disk (the exposed page, the three.js scene chunk) and that the home page
//     fetches none of it (lazy: loaded only on its pages).
//  2. /configurateur-3d with a 20 m fence, a gate door and a motorised swing gate, under Lighthouse's
//     mobile profile (4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), empty cache,
//     median of --runs (3): when the form was usable (performance mark `configurator:form-ready`,
//     from navigation start; budget: before the scene), when the first 3D frame was drawn
//     (`configurator:first-frame`; budget ≤ 2.5 s), and the bytes on the wire of the responses that
//     had ENDED by the first frame (Resource Timing's responseEnd ≤ the mark; sizes from the
//     DevTools protocol): every JS file, and the 3D assets (three.js's chunk, GLB models, WebAssembly
//     decoders; budget: initial 3D assets ≤ 1 MB). Models streamed later do not count.
//     Per load also where the first frame's wait went: when the shell's main.js had arrived, when
//     the three.js chunk was asked for (by the page's scene-preload.js, once the page's own scripts
//     are in) and arrived; the medians say whether the chunk or the hydration came last.
//  3. Draw calls and triangles of that fence once its detailed parts have streamed in, from
//     three.js's renderer.info in Chromium (SwiftShader WebGL) — budget ≤ 50 and ≤ 150 k.
//
// Options:
//   --runs=N          loads per build under the mobile profile (default 3; the median is printed)
//   --before=<dir>    also an older build (a folder holding its dist/, e.g. a copy of
//                     mfe-configurator/dist taken before a change): served beside the working tree's
//                     and loaded alternately with it, so a load that rises or falls hits both alike.
//                     `--after=<dir>` compares another build than the working tree's (after = before:
//                     an A/A run, which shows the noise of the setup).
//   --timeline        per load, every response that ended by the first frame (start → end, bytes)
//                     and the long tasks: where the wait goes.
//   --profile=<file>  a CPU profile (.cpuprofile, DevTools' format) of one more mobile load, up to
//                     the first frame; its heaviest functions and scripts are printed.
//
// The real stack starts on free ports as the e2e suite starts it (stale apps are built first).
// Usage: npm run bench -w @arbora/mfe-configurator [-- --runs=5 --before=/tmp/old-configurator]
//        node bench/configurator.mjs [options]
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';
import { freePort, ROOT, shellService, spawnService, stopAll, waitFor } from '../tooling/stack.mjs';
import { startSiteStack } from './lib/site-stack.mjs';
import { summarizeProfile } from './lib/cpu-profile.mjs';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 3);
const BEFORE = option('before');
const AFTER = option('after');
const PROFILE = option('profile');
const TIMELINE = process.argv.includes('--timeline');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const DIST = path.join(ROOT, 'mfe-configurator', 'dist');
const THREE = /WebGLRenderer|WEBGL_/;

/** Lighthouse's mobile profile (simulated slow 4G and a mid-range phone's CPU), applied through CDP. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  cpu: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
};

/** The remote's JS on disk: everything, the exposed page's own chunk, the chunk(s) holding three.js. */
function diskFigures(dist) {
  const js = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const read = (f) => readFileSync(path.join(dist, f));
  const three = js.filter((f) => THREE.test(read(f).toString('utf8')));
  const exposed = js.filter((f) => f.startsWith('__federation_expose_'));
  const sum = (files) => files.reduce((s, f) => s + statSync(path.join(dist, f)).size, 0);
  return {
    all: sum(js),
    exposed: sum(exposed),
    three: three.map((f) => `${f} ${kb(read(f).length)} (brotli ${kb(zlib.brotliCompressSync(read(f)).length)})`),
    models: readdirSync(path.join(dist, 'models')).reduce((s, f) => s + statSync(path.join(dist, 'models', f)).size, 0),
  };
}

/** Wire bytes of the responses from `origin`, by kind, while `run` goes on. */
async function recordBytes(page, origin, run) {
  const bytes = { js: 0, other: 0 };
  const onFinished = async (request) => {
    if (!request.url().startsWith(origin)) return;
    const sizes = await request.sizes().catch(() => null);
    bytes[/\.m?js(\?|$)/.test(request.url()) ? 'js' : 'other'] += sizes?.responseBodySize ?? 0;
  };
  page.on('requestfinished', onFinished);
  await run();
  page.off('requestfinished', onFinished);
  return bytes;
}

/** The configuration's share-link query, set through the form once it is hydrated (typing before is lost). */
async function configuredSearch(browser, site) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site}/configurateur-3d`);
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
  const summary = await page.getByTestId('fence-summary').textContent();
  const { search } = new URL(page.url());
  await page.close();
  return { search, summary };
}

const untilFirstFrame = (page) =>
  page.waitForFunction(() => performance.getEntriesByName('configurator:first-frame').length > 0, null, {
    timeout: 120_000,
  });

/** A fresh context (empty cache) under the mobile profile; `cdp` stays open for the caller. */
async function mobilePage(browser) {
  const context = await browser.newContext({ viewport: MOBILE.viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE.network);
  return { context, page, cdp };
}

/** One load under the mobile profile: the two marks and the bytes that had arrived by the first frame. */
async function mobileLoad(browser, url) {
  const { context, page, cdp } = await mobilePage(browser);
  const urls = new Map();
  const wire = new Map();
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => {
    const name = urls.get(event.requestId);
    if (name) wire.set(name, (wire.get(name) ?? 0) + event.encodedDataLength);
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  await untilFirstFrame(page);
  const timing = await page.evaluate(() => ({
    longTasks: window.__longTasks,
    marks: performance.getEntriesByType('mark').map((e) => [e.name, e.startTime]),
    entries: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime, e.responseEnd]),
    formReady: performance.getEntriesByName('configurator:form-ready')[0]?.startTime ?? NaN,
    firstFrame: performance.getEntriesByName('configurator:first-frame')[0].startTime,
    ended: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.responseEnd <= performance.getEntriesByName('configurator:first-frame')[0].startTime)
      .map((entry) => entry.name),
  }));
  const bytes = { js: 0, three: 0, models: 0 };
  for (const name of timing.ended) {
    const size = wire.get(name) ?? 0;
    const file = new URL(name).pathname;
    if (/\.glb$|\.wasm$/.test(file)) bytes.models += size;
    else if (/\.m?js$/.test(file)) {
      bytes.js += size;
      if (threeChunks.has(path.basename(file))) bytes.three += size;
    }
  }
  await context.close();
  if (TIMELINE) {
    const lines = timing.entries
      .filter(([, , end]) => end <= timing.firstFrame)
      .map(([name, start, end]) => [
        start,
        `${ms(start).padStart(8)} → ${ms(end).padStart(8)}  ${kb(wire.get(name) ?? 0).padStart(10)}  ${name.replace(/^https?:\/\/[^/]+/, '')}`,
      ]);
    for (const [name, start] of timing.marks) lines.push([start, `${ms(start).padStart(8)}  mark ${name}`]);
    for (const [start, duration] of timing.longTasks)
      lines.push([start, `${ms(start).padStart(8)} → ${ms(start + duration).padStart(8)}  long task`]);
    lines.sort((a, b) => a[0] - b[0]).forEach(([, line]) => console.log(`        ${line}`));
  }
  // What the first frame waited for: the shell's main.js (the three.js chunk is asked for once it has
  // arrived, by the page's scene-preload.js), then the chunk itself, then the hydrated page.
  const mainJs = timing.entries.find(([name]) => /\/main\.[0-9a-f]+\.js$/.test(new URL(name).pathname));
  const chunk = timing.entries.find(([name]) => threeChunks.has(path.basename(new URL(name).pathname)));
  return {
    formReady: timing.formReady,
    firstFrame: timing.firstFrame,
    mainEnd: mainJs?.[2] ?? NaN,
    chunkStart: chunk?.[1] ?? NaN,
    chunkEnd: chunk?.[2] ?? NaN,
    ...bytes,
  };
}

/** Names of the files holding three.js, in every build compared (a chunk name is its content hash). */
const threeChunks = new Set();
function noteThreeChunks(dist) {
  for (const f of readdirSync(dist).filter((name) => name.endsWith('.js')))
    if (THREE.test(readFileSync(path.join(dist, f), 'utf8'))) threeChunks.add(f);
}

/** Draw calls and triangles once the detailed parts have streamed in (no throttling: counts, not times). */
async function sceneCost(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const all = await recordBytes(page, new URL(url).origin, async () => {
    await page.goto(url);
    await page.locator('[data-testid="fence-scene"][data-details*="motor"]').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
  });
  const attrs = await page
    .getByTestId('fence-scene')
    .evaluate((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])));
  await page.close();
  return { attrs, all };
}

/** A CPU profile of one mobile load up to the first frame. */
async function profileLoad(browser, url, file) {
  const { context, page, cdp } = await mobilePage(browser);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await untilFirstFrame(page);
  const { profile } = await cdp.send('Profiler.stop');
  const marks = await page.evaluate(() => ({
    formReady: performance.getEntriesByName('configurator:form-ready')[0]?.startTime ?? NaN,
    firstFrame: performance.getEntriesByName('configurator:first-frame')[0].startTime,
  }));
  await context.close();
  writeFileSync(file, JSON.stringify(profile));
  return { marks, summary: summarizeProfile(profile) };
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'arbora-bench-configurator-'));
  const stack = await startSiteStack(tmp);
  const children = [...stack.children];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    const disk = diskFigures(DIST);
    console.log('1. Configurator JavaScript (mfe-configurator/dist)');
    console.log(`   all chunks on disk            ${kb(disk.all)}`);
    console.log(`   exposed page chunk            ${kb(disk.exposed)}`);
    console.log(`   three.js chunk(s)             ${disk.three.join(', ') || 'none found'}`);
    console.log(`   model files (light+detailed)  ${kb(disk.models)}`);
    const home = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const onHome = await recordBytes(home, stack.remotes.configurator, () =>
      home.goto(`${stack.site}/`, { waitUntil: 'networkidle' }),
    );
    console.log(
      `   fetched by the home page      ${kb(onHome.js + onHome.other)} (JS ${kb(onHome.js)})` +
        `  → ${onHome.js === 0 ? 'lazy: loaded only on its pages' : 'NOT lazy'}`,
    );
    await home.close();

    // The builds compared: the working tree's (the composed site) and, with --before, an older one
    // served by its own configurator server and shell.
    const sites = { after: stack.site };
    noteThreeChunks(DIST);
    if (BEFORE) {
      const serve = path.join(ROOT, 'tooling', 'static-server.mjs');
      const apiPort = Number(new URL(stack.api).port);
      const builds = { before: BEFORE, ...(AFTER ? { after: AFTER } : {}) };
      for (const [label, folder] of Object.entries(builds)) {
        noteThreeChunks(path.join(path.resolve(folder), 'dist'));
        const port = await freePort();
        children.push(
          spawnService(`configurator-${label}`, process.execPath, [serve, 'dist', String(port), '127.0.0.1'], {
            cwd: path.resolve(folder),
            quiet: true,
          }),
        );
        await waitFor(`http://127.0.0.1:${port}/health`);
        const shellPort = await freePort();
        const remoteUrls = Object.fromEntries(
          Object.entries(stack.remotes).map(([name, url]) => [
            name,
            `${name === 'configurator' ? `http://127.0.0.1:${port}` : url}/mf-manifest.json`,
          ]),
        );
        children.push(shellService({ port: shellPort, apiPort, host: '127.0.0.1', quiet: true, remoteUrls }));
        sites[label] = `http://127.0.0.1:${shellPort}`;
        await waitFor(`${sites[label]}/health`);
      }
    }
    // Warm: the first server render of a shell process pays for loading the remote.
    for (const site of Object.values(sites)) await fetch(`${site}/configurateur-3d`);

    const { search, summary } = await configuredSearch(browser, stack.site);
    console.log(`\n   configuration: ${summary}`);
    const figures = Object.fromEntries(Object.keys(sites).map((label) => [label, []]));
    console.log(
      `\n2. /configurateur-3d under Lighthouse's mobile profile (4x CPU, 150 ms RTT, 1.6 Mbit/s), ${RUNS} runs`,
    );
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 ? Object.keys(sites).reverse() : Object.keys(sites);
      for (const label of order) {
        const load = await mobileLoad(browser, `${sites[label]}/configurateur-3d${search}`);
        figures[label].push(load);
        console.log(
          `   ${label.padEnd(6)} run ${run + 1}: form usable ${ms(load.formReady)}, first 3D frame ${ms(load.firstFrame)}; ` +
            `by then JS ${kb(load.js)}, 3D assets ${kb(load.three + load.models)}; ` +
            `main.js in at ${ms(load.mainEnd)}, three.js chunk ${ms(load.chunkStart)} → ${ms(load.chunkEnd)}`,
        );
      }
    }
    for (const [label, list] of Object.entries(figures)) {
      const m = (key) => median(list.map((load) => load[key]));
      console.log(`   ${label.padEnd(6)} median (of ${list.length}):`);
      console.log(`     form usable                     ${ms(m('formReady'))} (budget: before the first 3D frame)`);
      console.log(`     first 3D frame                  ${ms(m('firstFrame'))} (budget 2500 ms)`);
      console.log(`     first frame after form usable   ${ms(median(list.map((l) => l.firstFrame - l.formReady)))}`);
      console.log(
        `     three.js chunk asked for        ${ms(median(list.map((l) => l.chunkStart - l.mainEnd)))} after main.js arrived, ` +
          `in ${ms(median(list.map((l) => l.chunkEnd - l.chunkStart)))}; first frame ` +
          `${ms(median(list.map((l) => l.firstFrame - l.chunkEnd)))} after it arrived`,
      );
      console.log(`     JS on the wire by the frame     ${kb(m('js'))} (three.js chunk ${kb(m('three'))})`);
      console.log(
        `     3D assets by the frame          ${kb(median(list.map((l) => l.three + l.models)))} ` +
          `(three.js ${kb(m('three'))}, models and decoders ${kb(m('models'))}; budget 1024 KiB)`,
      );
    }

    const cost = await sceneCost(browser, `${stack.site}/configurateur-3d${search}`);
    const { attrs } = cost;
    console.log('\n3. The scene of that fence with its detailed parts streamed in (unthrottled)');
    console.log(
      `   ${attrs['data-posts']} posts, ${attrs['data-slats']} slats, ${attrs['data-gate-doors']} gate door,` +
        ` ${attrs['data-gate-leaves']} gate leaves, ${attrs['data-motors']} motors; details ${attrs['data-details']}`,
    );
    console.log(
      `   draw calls ${attrs['data-draw-calls']} (budget 50), triangles ${attrs['data-triangles']} (budget 150000)`,
    );
    console.log(`   bytes from the remote with the details streamed in: ${kb(cost.all.js + cost.all.other)}`);

    if (PROFILE) {
      const { marks, summary: top } = await profileLoad(browser, `${stack.site}/configurateur-3d${search}`, PROFILE);
      console.log(`\n4. CPU profile of one mobile load (${PROFILE}; open it in DevTools' Performance panel)`);
      console.log(
        `   form usable ${ms(marks.formReady)}, first 3D frame ${ms(marks.firstFrame)} (profiling slows both)`,
      );
      console.log('   self time by script:');
      for (const [script, time] of top.byScript) console.log(`     ${ms(time).padStart(8)}  ${script}`);
      console.log('   heaviest functions (self time):');
      for (const [fn, time] of top.byFunction) console.log(`     ${ms(time).padStart(8)}  ${fn}`);
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
