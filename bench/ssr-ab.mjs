#!/usr/bin/env node
// `node bench/ssr-ab.mjs --a DIR [--b DIR]`: two shell builds side by side, interleaved: the CPU time
// the shell process spends per rendered answer (user + system from /proc, process-cpu.mjs), and the
// API's, for the home page, a content page and a product page, HTML cache off. One stack
// (bench-stack.mjs: the same API, remotes and server code) with a shell server per build
// (SHELL_DIST): A = `--a DIR` (a copy of an earlier shell/dist), B = `--b DIR` (default shell/dist).
// `--a-shell DIR`: A's server code too, from another copy of the shell folder (e.g. `git archive HEAD
// shell tsconfig.base.json` unpacked elsewhere, with node_modules links), B's is this checkout's.
// `--a-remote NAME=DIR`: A renders with that remote's build from DIR (a copy of an earlier
// mfe-NAME/dist, served by its own static server), B with the checkout's; repeatable; `--a` may
// then be the same shell/dist as B, to compare two builds of a remote. `--b-remote NAME=DIR`: the
// same for B (e.g. a build made in a clean copy of a commit while the tree holds others' work).
// Each round measures every page on A then B (the order alternates each round), so both see the
// same machine load; prints each round and the medians. Figures only, on a shared machine the
// CPU per answer is the comparison, requests/s are noted.
//
// Usage: node bench/ssr-ab.mjs --a /tmp/dist-before [--a-shell /tmp/before/shell] [--b shell/dist]
// [--a-remote content=/tmp/content-dist-before] [--b-remote content=DIR] [--rounds 5] [--requests 200] [--connections 10]
// [--accept-encoding 'br, gzip'] [--pages content,product]
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
const remotesOf = (option) =>
  Object.fromEntries(
    process.argv
      .flatMap((value, index) => (process.argv[index - 1] === option ? [value.split('=')] : []))
      .map(([name, dir]) => [name, path.resolve(dir)]),
  );
const OWN_REMOTES = { A: remotesOf('--a-remote'), B: remotesOf('--b-remote') };
// A build's shell server started here (its own folder or remotes) rather than by the stack.
const OWN = {
  A: Boolean(A_SHELL) || Object.keys(OWN_REMOTES.A).length > 0,
  B: Object.keys(OWN_REMOTES.B).length > 0,
};
const B = path.resolve(arg('b', path.join(ROOT, 'shell', 'dist')));
const ROUNDS = Number(arg('rounds', 5));
const REQUESTS = Number(arg('requests', 200));
const CONNECTIONS = Number(arg('connections', 10));
// `--accept-encoding 'br, gzip'`: ask as a browser does (compressed answers).
const ENCODING = arg('accept-encoding', null);
// `--pages content,product`: only these of home, content, product, listing (/realisations) and
// guides (/content); the last two are measured only when named.
const ONLY = arg('pages', 'home,content,product').split(',');

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
    shells: Object.fromEntries(['A', 'B'].filter((build) => !OWN[build]).map((build) => [build, env(builds[build])])),
  });
  const { apiPort, shells, pids } = stack;
  const own = [];
  const stop = async () => {
    await stopAll(own);
    await stack.stop();
  };
  try {
    for (const build of ['A', 'B'].filter((name) => OWN[name])) {
      // The build's server from its own folder (A: --a-shell), on the same API and remotes but those
      // of --a-remote/--b-remote (bench-stack.mjs's shellService, another cwd).
      const remoteUrls = { ...stack.remoteUrls };
      for (const [name, dir] of Object.entries(OWN_REMOTES[build])) {
        const remotePort = await freePort();
        const server = spawnService(
          `${name} ${build}`,
          process.execPath,
          [path.join(ROOT, 'tooling', 'static-server.mjs'), dir, String(remotePort), '127.0.0.1'],
          { cwd: ROOT, quiet: true },
        );
        own.push(server);
        await waitFor(`http://127.0.0.1:${remotePort}/health`, { child: server });
        remoteUrls[name] = `http://127.0.0.1:${remotePort}/mf-manifest.json`;
      }
      const port = await freePort();
      const remoteEnv = Object.entries(remoteUrls).map(([name, url]) => [`REMOTE_${name.toUpperCase()}_URL`, url]);
      const shell = spawnService(`shell ${build}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: path.resolve(build === 'A' && A_SHELL ? A_SHELL : path.join(ROOT, 'shell')),
        quiet: true,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          API_URL: `http://127.0.0.1:${apiPort}`,
          REMOTES_HOST: 'localhost',
          ...Object.fromEntries(remoteEnv),
          ...env(builds[build]),
          NODE_ENV: 'production',
        },
      });
      own.push(shell);
      await waitFor(`http://127.0.0.1:${port}/health`, { child: shell });
      shells[build] = port;
      pids.shells[build] = shell.pid;
    }
    const api = (pathname) => fetch(`http://127.0.0.1:${apiPort}/v1${pathname}`).then((response) => response.json());
    const advice = (await api('/page?type=advice_terrace&perPage=1')).data.items[0].slug;
    const product = String((await api('/product?perPage=1')).data.items[0].slug).replace(/^\/*(p-)?/, '');
    const all = {
      home: '/',
      content: `/${advice}`,
      product: `/p-${product}`,
      listing: '/realisations',
      guides: '/content',
    };
    const pages = Object.fromEntries(Object.entries(all).filter(([name]) => ONLY.includes(name)));
    const from = (build) => Object.entries(OWN_REMOTES[build]).map(([name, dir]) => `, ${name} from ${dir}`);
    console.log(
      `bench ssr-ab: A ${builds.A}${A_SHELL ? ` (server ${path.resolve(A_SHELL)})` : ''}${from('A').join('')}, ` +
        `B ${builds.B}${from('B').join('')}`,
    );
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
