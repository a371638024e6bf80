#!/usr/bin/env node
// `npm run bench:ssr`: requests per second and latency (p50, p99) of server-rendered pages of the
// shell server: the home page, a content page and a product page, 10 connections for 10 s each on
// loopback (autocannon), with no HTML cache and with the anonymous HTML cache (SSR_CACHE_SECONDS,
// stale-while-revalidate); then the Nuxt peer's page the same way, when it is built (the yardstick
// of issue 38: the rendered rows against the peer's, in the same run). Figures only, no thresholds.
// Each row also says the CPU time the server process spent per answer (its own threads included).
//
// The real stack starts on free ports from the existing builds (nothing is rebuilt): the api on a
// fresh PGlite database, the six remotes' static servers (browser and Node builds) and two shell
// servers (cache off / on). Each page is requested once first (cold remote load and data), and the
// answer is checked to be server-rendered (its remote's area in the HTML) before it is measured.
//
// Usage: node bench/ssr.mjs [--seconds 10] [--connections 10] [--cache-seconds 5] [--no-peer]
// (PEER_DIR: a built copy of ../shared/peers elsewhere, bench-stack.mjs)
import autocannon from 'autocannon';
import { buildsPresent, peerBuilt, startBenchStack } from './lib/bench-stack.mjs';
import { cpuMs } from './lib/process-cpu.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 10);
const CACHE_SECONDS = arg('cache-seconds', 5);

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A product slug from the API (its first product), for /p-{slug}. */
async function productPath(apiPort) {
  try {
    const body = await (await fetch(`http://127.0.0.1:${apiPort}/v1/product?perPage=1`)).json();
    const slug = body?.data?.items?.[0]?.slug;
    return slug ? `/p-${String(slug).replace(/^\/*(p-)?/, '')}` : null;
  } catch {
    return null;
  }
}

async function main() {
  if (!buildsPresent()) return;
  const variants = { 'no cache': '0', [`cache ${CACHE_SECONDS} s`]: String(CACHE_SECONDS) };
  const withPeer = !process.argv.includes('--no-peer') && peerBuilt();
  const { apiPort, shells, peerPort, pids, stop } = await startBenchStack({
    tmpPrefix: 'arbora-bench-ssr-',
    shells: Object.fromEntries(
      Object.entries(variants).map(([name, cache]) => [name, { SSR: 'on', SSR_CACHE_SECONDS: cache }]),
    ),
    peer: withPeer,
  });
  try {
    const list = await (await fetch(`http://127.0.0.1:${apiPort}/v1/page?type=advice_terrace&perPage=1`)).json();
    const paths = ['/', `/${list.data.items[0].slug}`];
    const product = await productPath(apiPort);
    if (product) paths.push(product);

    // The page column fits the longest path (a content page's slug is long).
    const pageWidth = Math.max(50, ...paths.map((pagePath) => pagePath.length + 2));
    console.log(`bench:ssr: ${CONNECTIONS} connections, ${SECONDS} s per row, loopback, Node ${process.version}\n`);
    console.log(
      ['page', 'server', 'ssr', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU ms/req']
        .map((c, i) => (i < 3 ? c.padEnd(i === 0 ? pageWidth : 14) : c.padStart(i === 7 ? 12 : 9)))
        .join(''),
    );
    const measure = async (pagePath, variant, url, pid, rendered) => {
      const before = cpuMs(pid);
      const result = await run(url);
      const perAnswer = result.requests.total ? (cpuMs(pid) - before) / result.requests.total : NaN;
      console.log(
        [
          pagePath.padEnd(pageWidth),
          variant.padEnd(14),
          rendered.padEnd(14),
          String(Math.round(result.requests.average)).padStart(9),
          String(result.latency.p50).padStart(9),
          String(result.latency.p99).padStart(9),
          String(result.errors + result.non2xx).padStart(9),
          perAnswer.toFixed(1).padStart(12),
        ].join(''),
      );
    };
    for (const pagePath of paths) {
      for (const [variant, port] of Object.entries(shells)) {
        const url = `http://127.0.0.1:${port}${pagePath}`;
        // Cold start (remote's Node build, data) out of the figures; then check what is measured.
        await (await fetch(url)).text();
        const html = await (await fetch(url)).text();
        const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        const rendered = html.includes('"rendered":true') && !main.includes('aria-busy="true"');
        await measure(pagePath, variant, url, pids.shells[variant], rendered ? 'page' : 'shell only');
      }
    }
    if (peerPort) {
      // The peer renders its page on every request (no cache of its own).
      const url = `http://127.0.0.1:${peerPort}/`;
      await (await fetch(url)).text();
      await measure('/ (Nuxt peer)', 'peer', url, pids.peer, 'page');
    }
  } finally {
    await stop();
  }
}

await main();
