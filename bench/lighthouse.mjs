#!/usr/bin/env node
// Lighthouse 12.8 mobile figures of the composed site (the home page and one content page), for
// shell servers: "before" (no compression, no preload hints: the shell server as it was),
// "compress" (compression only), "after" (compression and preload hints), all client-rendered,
// "ssr" (server-rendered pages, compression and hints), "ssr-scripts-now" (scripts with the
// document) and "ssr-cached" (the page from the HTML cache, warmed before each run). Figures only.
//
// The real stack starts on free ports from the existing builds (nothing is rebuilt): the api on a
// fresh PGlite database, the six remotes' static servers, and the three shell servers from source
// (COMPRESSION and PRELOAD_HINTS switched per server). Each run is a fresh Chromium (Debian's, empty cache), mobile emulation
// with applied (devtools) throttling, as in docs/architecture.md §4. Medians of --runs (default 3),
// interleaved (run 1 of every page and of the peer, then run 2...), after one run of each not counted.
// Each row also says what else the link delivered while the LCP picture's bytes came down, where
// the picture's time went (its way, in steps that add up to the LCP) and each run's LCP.
//
// Usage: node bench/lighthouse.mjs [--runs 3] [--variants after,ssr] [--home-only | --all-types]
//   [--paths /,/panier] [--peer http://127.0.0.1:3901/] [--reports /tmp/lh] [--cpu 4]
//   [--alt-api http://127.0.0.1:4100] [--shell-copies A=/tmp/before/shell,B=/tmp/after/shell]
//   [--shell-dists A=/tmp/before-dist]
// --cpu: the CPU slowdown (Lighthouse's mobile default, 4). It is relative to the host: the printed
// benchmarkIndex says how fast the host was (Lighthouse's throttling documentation,
// github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, calibrates the multiplier from it); a higher one stands for a slower or busier machine than this one.
// --all-types: one page of each public type issue 11 names (home, content, category, product list,
// product), found in the API; --paths: these paths instead.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, ROOT, spawnService, stopAll, waitFor } from '../tooling/stack.mjs';
import { buildsPresent, startBenchStack } from './lib/bench-stack.mjs';
import { runLighthouse } from './lib/lighthouse-run.mjs';
import { pagesToMeasure } from './lib/measured-pages.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const variantsArg = process.argv.indexOf('--variants');
const ONLY_VARIANTS = variantsArg > 0 ? process.argv[variantsArg + 1].split(',') : null;
const HOME_ONLY = process.argv.includes('--home-only');
const ALL_TYPES = process.argv.includes('--all-types');
const pathsArg = process.argv.indexOf('--paths');
const PATHS = pathsArg > 0 ? process.argv[pathsArg + 1].split(',') : null;
// The Nuxt peer (../shared/peers/README.md), started beside the site: measured in the same run.
const peerArg = process.argv.indexOf('--peer');
const PEER = peerArg > 0 ? process.argv[peerArg + 1] : null;
// --reports <dir>: every run's full Lighthouse JSON (long tasks, boot-up time per script) is kept there,
// with its trace and DevTools log beside it (`NN-page.trace.json`: the LCP picture's decode and paint
// events; `NN-page.devtoolslog.json`: each response's bytes as the throttled link delivered them).
const reportsArg = process.argv.indexOf('--reports');
const REPORTS = reportsArg > 0 ? path.resolve(process.argv[reportsArg + 1]) : null;
let reportCount = 0;
// --alt-api <url>: one more variant, `ssr-alt-api`, the ssr shell on another API (another build of it,
// started beside: its own seeded database), so that an API change (the pictures' encoding) is
// measured interleaved with the stack's own API.
const altApiArg = process.argv.indexOf('--alt-api');
const ALT_API = altApiArg > 0 ? process.argv[altApiArg + 1] : null;
// --shell-copies NAME=DIR,...: one more ssr variant per copy of the shell folder (`git archive <commit>
// shell tsconfig.base.json package.json` unpacked elsewhere, node_modules linked to this checkout's),
// its server code from there and the browser build from this checkout's shell/dist, on the same API
// and remotes: two commits' server code (the picture-first starter) measured interleaved, without
// the work in progress of this tree. `--variants none` keeps only these.
const copiesArg = process.argv.indexOf('--shell-copies');
const SHELL_COPIES =
  copiesArg > 0 ? process.argv[copiesArg + 1].split(',').map((entry) => entry.split('=').map((s) => s.trim())) : [];
// --shell-dists NAME=DIR,...: one more ssr variant per browser build of the shell (a copy of another
// commit's shell/dist), served by this checkout's server code with SHELL_DIST=DIR, on the same API and
// remotes: two builds of the shell's browser code measured interleaved (the plain `ssr` variant is
// this checkout's shell/dist).
const distsArg = process.argv.indexOf('--shell-dists');
const SHELL_DISTS =
  distsArg > 0 ? process.argv[distsArg + 1].split(',').map((entry) => entry.split('=').map((s) => s.trim())) : [];
const cpuArg = process.argv.indexOf('--cpu');
const CPU_SLOWDOWN = cpuArg > 0 ? Number(process.argv[cpuArg + 1]) : 4;
const benchmarkIndexes = [];

const METRICS = [
  ['FCP', 'first-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['LCP', 'largest-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['SI', 'speed-index', (v) => `${(v / 1000).toFixed(2)} s`],
  ['TBT', 'total-blocking-time', (v) => `${Math.round(v)} ms`],
  ['CLS', 'cumulative-layout-shift', (v) => v.toFixed(3)],
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The LCP picture's way to the screen, from the DevTools log (each response as the throttled link
 * delivered it) and the trace. `wire`: what else came down the wire while its bytes did (devtools
 * throttling shares the bandwidth among the responses receiving at that moment): the responses
 * whose transfer (response headers to last byte) overlapped the picture's, their total size and
 * paths. `steps` (ms, they add up to the LCP from the document's request): the document's
 * headers, then the picture's request (the preload goes out when the navigation commits), its
 * headers (one throttled latency and the server), its last byte, and the paint (decode and frame).
 * `scriptsAfterLcp`: when the shell's main.js was asked for, in ms after the LCP (negative: before
 * it; on a picture-first page the starter asks for it, and its work is on the main thread then).
 * Null when the LCP is not a picture.
 */
function pictureTimeline(devtoolsLog, traceEvents, lcp) {
  const lcpUrl = traceEvents.findLast((event) => event.name === 'LargestImagePaint::Candidate')?.args?.data?.imageUrl;
  if (!lcpUrl || !devtoolsLog) return null;
  const requests = new Map();
  const request = (id) => requests.get(id) ?? requests.set(id, {}).get(id);
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.requestWillBeSent')
      Object.assign(request(params.requestId), { sent: params.timestamp }).url ??= params.request.url;
    else if (method === 'Network.responseReceived') request(params.requestId).start = params.timestamp;
    else if (method === 'Network.loadingFinished')
      Object.assign(request(params.requestId), { end: params.timestamp, bytes: params.encodedDataLength });
  }
  const all = [...requests.values()];
  const picture = all.find((r) => r.url === lcpUrl && r.end !== undefined);
  const documentRequest = all[0];
  if (!picture?.start || !documentRequest?.start) return null;
  const others = all.filter(
    (r) =>
      r !== picture && r.start !== undefined && r.end !== undefined && r.start < picture.end && r.end > picture.start,
  );
  const ms = (from, to) => (to - from) * 1000;
  const main = all.find((r) => r.sent !== undefined && /\/main\.[0-9a-f]+\.js$/.test(new URL(r.url).pathname));
  return {
    scriptsAfterLcp: main ? ms(documentRequest.sent, main.sent) - lcp : null,
    wire: {
      bytes: others.reduce((sum, r) => sum + r.bytes, 0),
      others: others.map((r) => new URL(r.url).pathname.split('/').slice(-2).join('/')),
    },
    steps: {
      document: ms(documentRequest.sent, documentRequest.start),
      preload: ms(documentRequest.start, picture.sent),
      answer: ms(picture.sent, picture.start),
      bytes: ms(picture.start, picture.end),
      paint: lcp - ms(documentRequest.sent, picture.end),
    },
  };
}

async function measure(url) {
  const result = await runLighthouse(url, { cpu: CPU_SLOWDOWN });
  const devtoolsLog = result.artifacts.DevtoolsLog ?? result.artifacts.devtoolsLogs?.defaultPass;
  const { audits, categories } = result.lhr;
  benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    reportCount += 1;
    const name = `${String(reportCount).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr));
    writeFileSync(path.join(REPORTS, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
    writeFileSync(path.join(REPORTS, name.replace(/\.json$/, '.devtoolslog.json')), JSON.stringify(devtoolsLog));
  }
  // Lighthouse's LCP phases: the document (TTFB), the picture's request delay, its load, and the
  // render delay between its last byte and the paint (zero load phases when the LCP is text).
  const phases = audits['largest-contentful-paint-element'].details?.items?.[1]?.items ?? [];
  const [ttfb, loadDelay, loadTime, renderDelay] = phases.map((item) => item.timing);
  return {
    score: categories.performance.score * 100,
    ...Object.fromEntries(METRICS.map(([name, id]) => [name, audits[id].numericValue])),
    phases: { ttfb, loadDelay, loadTime, renderDelay },
    picture: loadTime
      ? pictureTimeline(
          devtoolsLog,
          result.artifacts.Trace.traceEvents,
          audits['largest-contentful-paint'].numericValue,
        )
      : null,
  };
}

async function main() {
  if (!buildsPresent()) return;
  const allVariants = {
    before: { COMPRESSION: 'off', PRELOAD_HINTS: 'off', SSR: 'off' },
    compress: { COMPRESSION: 'on', PRELOAD_HINTS: 'off', SSR: 'off' },
    after: { COMPRESSION: 'on', PRELOAD_HINTS: 'on', SSR: 'off' },
    // Server-rendered pages from the remotes' Node builds (docs/server-rendering.md).
    ssr: { COMPRESSION: 'on', PRELOAD_HINTS: 'on', SSR: 'on' },
    // The same, scripts asked for with the document even beside a hero picture (shell/server/picture-first.ts).
    'ssr-scripts-now': { COMPRESSION: 'on', PRELOAD_HINTS: 'on', SSR: 'on', PICTURE_FIRST: 'off' },
    // The same, its HTML cache warm: the page was asked for just before each run (a page visited in
    // the last minute, or a CDN honouring the page's s-maxage): what the render's own time costs.
    'ssr-cached': { COMPRESSION: 'on', PRELOAD_HINTS: 'on', SSR: 'on', SSR_CACHE_SECONDS: '60' },
    ...(ALT_API ? { 'ssr-alt-api': { COMPRESSION: 'on', PRELOAD_HINTS: 'on', SSR: 'on', API_URL: ALT_API } } : {}),
  };
  const variants = Object.fromEntries(
    Object.entries(allVariants).filter(
      ([name]) => !ONLY_VARIANTS || ONLY_VARIANTS.includes(name) || (name === 'ssr-alt-api' && ALT_API),
    ),
  );
  const {
    apiPort,
    remoteUrls,
    shells,
    stop: stopStack,
  } = await startBenchStack({
    tmpPrefix: 'arbora-lh-',
    shells: variants,
  });
  const copies = [];
  const stop = async () => {
    await stopAll(copies);
    await stopStack();
  };
  try {
    const distByPort = new Map();
    const ownDist = path.join(ROOT, 'shell', 'dist');
    const servers = [
      ...SHELL_COPIES.map(([name, dir]) => [name, path.resolve(dir), ownDist]),
      ...SHELL_DISTS.map(([name, dist]) => [name, path.join(ROOT, 'shell'), path.resolve(dist)]),
    ];
    for (const [name, dir, dist] of servers) {
      const port = await freePort();
      distByPort.set(port, dist);
      const child = spawnService(`shell ${name}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: dir,
        quiet: true,
        env: {
          ...allVariants.ssr,
          PORT: String(port),
          HOST: '127.0.0.1',
          API_URL: `http://127.0.0.1:${apiPort}`,
          REMOTES_HOST: 'localhost',
          SHELL_DIST: dist,
          ...Object.fromEntries(
            Object.entries(remoteUrls).map(([remote, url]) => [`REMOTE_${remote.toUpperCase()}_URL`, url]),
          ),
          NODE_ENV: 'production',
        },
      });
      copies.push(child);
      await waitFor(`http://127.0.0.1:${port}/health`, { child });
      shells[`ssr ${name}`] = port;
    }
    const paths =
      PATHS ?? (HOME_ONLY ? ['/'] : await pagesToMeasure(`http://127.0.0.1:${apiPort}/v1`, { allTypes: ALL_TYPES }));
    const scriptsOf = (port) => readdirSync(distByPort.get(port) ?? ownDist).filter((file) => file.endsWith('.js'));

    console.log(
      `Lighthouse ${JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version}, mobile, devtools throttling (CPU ${CPU_SLOWDOWN}x), median of ${RUNS} runs\n`,
    );
    console.log(
      ['page', 'shell', 'score', ...METRICS.map(([name]) => name)]
        .map((c, i) => (i < 2 ? c.padEnd(i ? 10 : 60) : c.padStart(9)))
        .join(''),
    );
    const targets = paths.flatMap((pagePath) =>
      Object.entries(shells).map(([variant, port]) => [pagePath, variant, `http://127.0.0.1:${port}${pagePath}`, port]),
    );
    if (PEER) targets.push([PEER, 'nuxt peer', PEER, null]);
    // Warm every target (the API micro-cache, the manifest cache, the compressed-file cache, the
    // servers' JIT) and Chromium itself, then load each target once in a run that is not counted:
    // the image endpoint makes a picture's variant at its first request (sharp, seconds on a busy
    // machine), so a page's first load measured its own pictures' encoding. Measure pages, not a cold start.
    for (const [, , url, port] of targets) {
      await fetch(url);
      for (const file of port ? scriptsOf(port) : [])
        await (await fetch(`http://127.0.0.1:${port}/${file}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    }
    for (const [, , url] of targets) await measure(url);
    // Interleaved: run i of every target, then run i + 1, so the site and the peer share the
    // machine's moments (another process, a busy core) instead of one of them taking them all.
    const results = targets.map(() => []);
    for (let i = 0; i < RUNS; i += 1)
      for (const [index, [, variant, url]] of targets.entries()) {
        if (variant === 'ssr-cached') await (await fetch(url)).text();
        results[index].push(await measure(url));
      }
    for (const [index, [pagePath, variant]] of targets.entries()) {
      const runs = results[index];
      const row = [
        pagePath.padEnd(60),
        variant.padEnd(10),
        String(Math.round(median(runs.map((r) => r.score)))).padStart(9),
      ];
      for (const [name, , format] of METRICS) row.push(format(median(runs.map((r) => r[name]))).padStart(9));
      const phase = (key) => Math.round(median(runs.map((r) => r.phases[key] ?? 0)));
      row.push(
        `   LCP phases ttfb ${phase('ttfb')} / delay ${phase('loadDelay')} / load ${phase('loadTime')} / render ${phase('renderDelay')} ms`,
      );
      const pictures = runs.map((r) => r.picture).filter(Boolean);
      if (pictures.length) {
        const step = (key) => Math.round(median(pictures.map((p) => p.steps[key])));
        row.push(
          `   beside its bytes ${(median(pictures.map((p) => p.wire.bytes)) / 1024).toFixed(1)} KB (${[...new Set(pictures.flatMap((p) => p.wire.others))].join(' ') || 'nothing'})`,
          `   its way: document ${step('document')} + preload out ${step('preload')} + answer ${step('answer')} + bytes ${step('bytes')} + paint ${step('paint')} ms`,
        );
        const asked = pictures.map((p) => p.scriptsAfterLcp).filter((value) => value !== null);
        if (asked.length)
          row.push(
            `   main.js asked before the LCP in ${asked.filter((value) => value < 0).length} of ${asked.length} runs (ms after it: ${asked.map(Math.round).join(' / ')})`,
          );
      }
      row.push(`   LCP each run ${runs.map((r) => Math.round(r.LCP)).join(' / ')} ms`);
      row.push(`   TBT each run ${runs.map((r) => Math.round(r.TBT)).join(' / ')} ms`);
      console.log(row.join(''));
    }
    const indexes = benchmarkIndexes.map(Math.round);
    console.log(
      `\nhost benchmarkIndex (Lighthouse): median ${median(indexes)}, ${Math.min(...indexes)}–${Math.max(...indexes)}`,
    );
  } finally {
    await stop();
  }
}

await main();
