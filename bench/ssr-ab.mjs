#!/usr/bin/env node
// `node bench/ssr-ab.mjs --a DIR [--b DIR]`: two shell builds side by side, interleaved: the CPU time
// the shell process spends per rendered answer (user + system from /proc, process-cpu.mjs), and the
// API's, for the home page, a content page and a product page, HTML cache off. One stack
// (bench-stack.mjs: the same API, remotes and server code) with a shell server per build
// (SHELL_DIST): A = `--a DIR` (a copy of an earlier shell/dist), B = `--b DIR` (default shell/dist).
// `--a-shell DIR`: A's server code too, from another copy of the shell folder (e.g. `git archive HEAD
// shell tsconfig.base.json` unpacked elsewhere, with node_modules links), B's is this checkout's.
// Each round measures every page on A then B (the order alternates each round), so both see the
// same machine load; prints each round and the medians. Figures only, on a shared machine the
// CPU per answer is the comparison, requests/s are noted.
//
// Usage: node bench/ssr-ab.mjs --a /tmp/dist-before [--a-shell /tmp/before/shell] [--b shell/dist]
// [--rounds 5] [--requests 200] [--connections 10] [--accept-encoding 'br, gzip'] [--pages content,product]
import path from 'node:path';
import autocannon from 'autocannon';
import { buildsPresent, startBenchStack } from './lib/bench-stack.mjs';
import { cpuMs } from './lib/process-cpu.mjs';
import { freePort, ROOT, spawnService, stopAll, waitFor } from '../tooling/stack.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const A = arg('a', null);
const A_SHELL = arg('a-shell', null);
const B = path.resolve(arg('b', path.join(ROOT, 'shell', 'dist')));
const ROUNDS = Number(arg('rounds', 5));
const REQUESTS = Number(arg('requests', 200));
const CONNECTIONS = Number(arg('connections', 10));
// `--accept-encoding 'br, gzip'`: ask as a browser does (compressed answers).
const ENCODING = arg('accept-encoding', null);
// `--pages content,product`: only these of home, content and product.
const ONLY = arg('pages', null)?.split(',');

const load = (url) =>
  new Promise((resolve, reject) => {
    const headers = ENCODING ? { 'accept-encoding': ENCODING } : {};
    autocannon({ url, connections: CONNECTIONS, amount: REQUESTS, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  if (!A) {
    console.log('usage: node bench/ssr-ab.mjs --a DIR [--b DIR]');
    return;
  }
  if (!buildsPresent()) return;
  const builds = { A: path.resolve(A), B };
  const env = (dist) => ({ SSR: 'on', SSR_CACHE_SECONDS: '0', SHELL_DIST: dist });
  const stack = await startBenchStack({
    tmpPrefix: 'arbora-bench-ssr-ab-',
    shells: A_SHELL ? { B: env(builds.B) } : { A: env(builds.A), B: env(builds.B) },
  });
  const { apiPort, shells, pids } = stack;
  const own = [];
  const stop = async () => {
    await stopAll(own);
    await stack.stop();
  };
  try {
    if (A_SHELL) {
      // A's server from its own folder, on the same API and remotes (bench-stack.mjs's shellService, another cwd).
      const port = await freePort();
      const remoteEnv = Object.entries(stack.remoteUrls).map(([name, url]) => [
        `REMOTE_${name.toUpperCase()}_URL`,
        url,
      ]);
      own.push(
        spawnService('shell A', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          cwd: path.resolve(A_SHELL),
          quiet: true,
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            API_URL: `http://127.0.0.1:${apiPort}`,
            REMOTES_HOST: 'localhost',
            ...Object.fromEntries(remoteEnv),
            ...env(builds.A),
            NODE_ENV: 'production',
          },
        }),
      );
      await waitFor(`http://127.0.0.1:${port}/health`, { child: own[0] });
      shells.A = port;
      pids.shells.A = own[0].pid;
    }
    const api = (pathname) => fetch(`http://127.0.0.1:${apiPort}/v1${pathname}`).then((response) => response.json());
    const advice = (await api('/page?type=advice_terrace&perPage=1')).data.items[0].slug;
    const product = String((await api('/product?perPage=1')).data.items[0].slug).replace(/^\/*(p-)?/, '');
    const all = { home: '/', content: `/${advice}`, product: `/p-${product}` };
    const pages = Object.fromEntries(Object.entries(all).filter(([name]) => !ONLY || ONLY.includes(name)));
    console.log(`bench ssr-ab: A ${builds.A}${A_SHELL ? ` (server ${path.resolve(A_SHELL)})` : ''}, B ${builds.B}`);
    console.log(
      `${ROUNDS} rounds of ${REQUESTS} renders per page and build, ${CONNECTIONS} connections, HTML cache off`,
    );
    const figures = {};
    for (const [page, pagePath] of Object.entries(pages))
      for (const build of Object.keys(builds)) {
        const url = `http://127.0.0.1:${shells[build]}${pagePath}`;
        for (let i = 0; i < 20; i += 1) await (await fetch(url)).text(); // cold remote, JIT warm-up
        const html = await (await fetch(url)).text();
        if (!html.includes('"rendered":true')) console.log(`note: ${build} ${pagePath} not server-rendered`);
        figures[`${page} ${build}`] = { shell: [], api: [], rps: [], bytes: html.length };
      }
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 ? ['A', 'B'] : ['B', 'A'];
      const line = [];
      for (const page of Object.keys(pages))
        for (const build of order) {
          const shell0 = cpuMs(pids.shells[build]);
          const api0 = cpuMs(pids.api);
          const result = await load(`http://127.0.0.1:${shells[build]}${pages[page]}`);
          const answers = result.requests.total || REQUESTS;
          const entry = figures[`${page} ${build}`];
          entry.shell.push((cpuMs(pids.shells[build]) - shell0) / answers);
          entry.api.push((cpuMs(pids.api) - api0) / answers);
          entry.rps.push(result.requests.average);
          if (result.errors + result.non2xx) line.push(`${page} ${build}: ${result.errors + result.non2xx} errors`);
          line.push(`${page} ${build} ${entry.shell.at(-1).toFixed(1)}`);
        }
      console.log(`round ${round} (load ${(await import('node:os')).loadavg()[0].toFixed(1)}): ${line.join(', ')}`);
    }
    console.log('\npage     build  shell CPU ms/answer (min)  API CPU ms/answer  req/s  HTML bytes');
    for (const [key, entry] of Object.entries(figures))
      console.log(
        `${key.padEnd(14)}  ${median(entry.shell).toFixed(1).padStart(10)} (${Math.min(...entry.shell).toFixed(1)})` +
          `${median(entry.api).toFixed(1).padStart(18)}${String(Math.round(median(entry.rps))).padStart(12)}` +
          `${String(entry.bytes).padStart(12)}`,
      );
  } finally {
    await stop();
  }
}

await main();
