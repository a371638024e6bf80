#!/usr/bin/env node
// Lighthouse 12 mobile figures of the content pages issue 16 names: the home page, an article, the
// blog list and a store page; with each page's LCP element and its phases (TTFB, load delay, load
// time, render delay), which say where a slow LCP comes from. Figures only: run it on a quiet
// machine (a loaded one makes every figure meaningless).
//
// Starts the real stack on free ports from the existing builds (nothing is rebuilt): the API on a
// fresh PGlite database, the six remotes, the shell server (server rendering on). Each page is
// warmed once (API micro-cache), then measured --runs times (default 3) in a fresh Chromium, mobile
// emulation, devtools throttling, as bench/lighthouse.mjs does. Medians are printed.
//
// Usage: node mfe-content/bench/lighthouse.mjs [--runs 3] [--base http://127.0.0.1:3000] [path...]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The root workspace provides the bench tools (bench/lighthouse.mjs uses the same two).
// eslint-disable-next-line import-x/no-extraneous-dependencies
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import * as stack from '../../tooling/stack.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : null;
};
const RUNS = Number(arg('--runs') ?? 3);
const BASE = arg('--base');
const PATHS = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
    });
    const a = lhr.audits;
    const [element, phases] = a['largest-contentful-paint-element']?.details?.items ?? [];
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      FCP: a['first-contentful-paint'].numericValue,
      LCP: a['largest-contentful-paint'].numericValue,
      TBT: a['total-blocking-time'].numericValue,
      CLS: a['cumulative-layout-shift'].numericValue,
      element: element?.items?.[0]?.node?.snippet?.slice(0, 110) ?? '?',
      phases: (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', '),
    };
  } finally {
    await chrome.kill();
  }
}

async function startStack() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'arbora-content-lh-'));
  const remotesFile = path.join(tmp, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ remotes: [] }));
  const apiPort = await stack.freePort();
  const shellPort = await stack.freePort();
  const remotePorts = {};
  for (const remote of stack.REMOTES) remotePorts[remote.name] = await stack.freePort();
  const children = [
    stack.apiService({
      port: apiPort,
      dataDir: path.join(tmp, 'data'),
      quiet: true,
      env: { PUBLIC_SITE_URL: `http://127.0.0.1:${shellPort}`, DATABASE_URL: '' },
    }),
    ...stack.REMOTES.map((r) =>
      stack.remoteService({ name: r.name, port: remotePorts[r.name], host: '127.0.0.1', quiet: true }),
    ),
    stack.shellService({
      port: shellPort,
      apiPort,
      host: '127.0.0.1',
      remotesFile,
      quiet: true,
      remoteUrls: Object.fromEntries(
        Object.entries(remotePorts).map(([name, port]) => [name, `http://127.0.0.1:${port}/mf-manifest.json`]),
      ),
    }),
  ];
  // The API seeds its database before it answers: a page measured earlier is an error screen.
  await stack.waitFor(`http://127.0.0.1:${apiPort}/health`, { child: children[0] });
  for (const port of Object.values(remotePorts)) await stack.waitFor(`http://127.0.0.1:${port}/health`);
  await stack.waitFor(`http://127.0.0.1:${shellPort}/health`);
  return {
    base: `http://127.0.0.1:${shellPort}`,
    stop: async () => {
      await stack.stopAll(children);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

const running = BASE ? { base: BASE, stop: async () => {} } : await startStack();
try {
  const paths = PATHS.length ? PATHS : ['/', '/blog/hiverner-sa-terrasse', '/blog', '/magasins/nantes'];
  console.log(`Lighthouse, mobile, devtools throttling, median of ${RUNS} run(s), ${running.base}\n`);
  for (const pagePath of paths) {
    const url = `${running.base}${pagePath}`;
    // Warm the API micro-cache and the remotes' server builds: measure the page, not a cold start.
    for (let i = 0; i < 2; i += 1) await fetch(url);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url));
    const m = (key) => median(runs.map((r) => r[key]));
    const mid = runs.find((r) => r.LCP === m('LCP')) ?? runs[0];
    console.log(
      `${pagePath.padEnd(30)} score ${m('score')}  FCP ${(m('FCP') / 1000).toFixed(2)} s  LCP ${(m('LCP') / 1000).toFixed(2)} s  TBT ${Math.round(m('TBT'))} ms  CLS ${m('CLS').toFixed(3)}`,
    );
    console.log(`${''.padEnd(30)} LCP element ${mid.element}\n${''.padEnd(30)} ${mid.phases}`);
  }
} finally {
  await running.stop();
}
