#!/usr/bin/env node
// `npm run bench:load`: the site under a rising load, beside the Nuxt peer at the same load. Steps
// of 10 → 100 connections (--steps 10,25,50,100), each held --seconds (default 5) twice: once on a
// mix through the shell (home, a content page, a product list, a product page) and the API's
// busiest calls (the product list's listing, the home's data, an add-to-cart), then on the peer's
// page alone. Prints req/s, p50/p99 and the share of each kind of answer: a page rendered for this
// request, from the HTML cache, stale (its last good HTML), 503, other, and timeouts (10 s).
// Loopback, the existing builds (nothing is rebuilt), a fresh PGlite database, the shell as
// deployed (SSR on, HTML cache on). Bounded in time; figures only, no thresholds.
//
// Usage: node bench/load.mjs [--seconds 5] [--steps 10,25,50,100] [--cache-seconds N] [--no-peer]
// (--cache-seconds 0: every page request renders; SSR_THREADS in the environment reaches the shell.)
import http from 'node:http';
import { buildsPresent, peerBuilt, startBenchStack } from './lib/bench-stack.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const SECONDS = Number(option('seconds', 5));
const STEPS = String(option('steps', '10,25,50,100')).split(',').map(Number);
const CACHE_SECONDS = option('cache-seconds', null);
const TIMEOUT_MS = 10_000;

/** What kind of answer a response is: for a shell page its X-Page-Cache, else its status class. */
function kindOf(target, status, headers) {
  if (status === 503) return '503';
  if (status < 200 || status >= 300) return 'other';
  if (target.group !== 'pages') return 'ok';
  const source = headers['x-page-cache'];
  return source === 'hit' ? 'cached' : source === 'stale' ? 'stale' : 'rendered';
}

function request(agent, target) {
  return new Promise((resolve) => {
    const started = performance.now();
    const body = target.body ? JSON.stringify(target.body) : undefined;
    const req = http.request(
      target.url,
      {
        agent,
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ ms: performance.now() - started, kind: kindOf(target, res.statusCode, res.headers) }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) =>
      resolve({ ms: performance.now() - started, kind: error.message === 'timeout' ? 'timeout' : 'error' }),
    );
    req.end(body);
  });
}

/** `connections` keep-alive connections, each going round `targets` for SECONDS; results by group. */
async function load(targets, connections) {
  const until = performance.now() + SECONDS * 1000;
  const results = new Map();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // Each connection starts at another place of the mix, so every kind is asked at every moment.
      for (let i = c; performance.now() < until; i += 1) {
        const target = targets[i % targets.length];
        const result = await request(agent, target);
        if (!results.has(target.group)) results.set(target.group, []);
        results.get(target.group).push(result);
      }
      agent.destroy();
    }),
  );
  return results;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

function row(step, group, results) {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const counts = {};
  for (const r of results) counts[r.kind] = (counts[r.kind] ?? 0) + 1;
  const shares = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ${Math.round((100 * n) / results.length)}%`)
    .join(', ');
  return `| ${step} | ${group} | ${Math.round(results.length / SECONDS)} | ${Math.round(percentile(times, 0.5))} | ${Math.round(percentile(times, 0.99))} | ${shares} |`;
}

async function json(url) {
  return (await fetch(url)).json();
}

async function main() {
  if (!buildsPresent()) return;
  const withPeer = !process.argv.includes('--no-peer') && peerBuilt();
  const { apiPort, shells, peerPort, stop } = await startBenchStack({
    tmpPrefix: 'arbora-bench-load-',
    apiEnv: { LOG_LEVEL: 'warn' },
    shells: { shell: { SSR: 'on', ...(CACHE_SECONDS === null ? {} : { SSR_CACHE_SECONDS: CACHE_SECONDS }) } },
    peer: withPeer,
  });
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    const shell = `http://127.0.0.1:${shells.shell}`;
    const advice = await json(`${api}/v1/page?type=advice_terrace&perPage=1`);
    const product = await json(`${api}/v1/product?perPage=1`);
    const category = await json(`${api}/v1/url/entity?slug=c-lames-de-terrasse`);
    const variants = await json(`${api}/v1/product-variant?perPage=50&in_stock=true`);
    const variant = variants.data.items.find((v) => v.stock > 1000) ?? variants.data.items[0];
    const page = (pagePath) => ({ group: 'pages', url: `${shell}${pagePath}` });
    const targets = [
      page('/'),
      page(`/${advice.data.items[0].slug}`),
      page('/c-lames-de-terrasse'),
      page(`/p-${String(product.data.items[0].slug).replace(/^\/*(p-)?/, '')}`),
      {
        group: 'api reads',
        url:
          `${api}/v1/product-variant?categories=${category.data.id}&page=1&perPage=10&sort=position&group=product` +
          `&attributes_select=couleur,longueur,finition,structure,prix`,
      },
      { group: 'api reads', url: `${api}/v1/home` },
      {
        group: 'api writes',
        url: `${api}/v1/cart/update`,
        body: {
          type: 'add',
          elements: [{ element_id: variant.id, element_type: 'product_variant', type: 'product', quantity: 1 }],
        },
      },
    ];
    // Each page once first: cold remote loads and first renders out of the figures.
    for (const target of targets.filter((t) => t.group === 'pages')) await (await fetch(target.url)).text();
    const peer = [{ group: 'nuxt peer', url: `http://127.0.0.1:${peerPort}/` }];
    if (withPeer) await (await fetch(peer[0].url)).text();

    console.log(
      `bench:load: ${STEPS.join(' → ')} connections, ${SECONDS} s per step and target, loopback, Node ${process.version}, ` +
        `HTML cache ${CACHE_SECONDS ?? 'default'} s, SSR_THREADS ${process.env.SSR_THREADS ?? 'default'}`,
    );
    console.log(
      `pages: ${targets
        .filter((t) => t.group === 'pages')
        .map((t) => new URL(t.url).pathname)
        .join(' ')}\n`,
    );
    console.log('| connections | answers | req/s | p50 ms | p99 ms | kinds |\n| --: | --- | --: | --: | --: | --- |');
    for (const connections of STEPS) {
      const site = await load(targets, connections);
      for (const [group, results] of site) console.log(row(connections, group, results));
      if (withPeer) {
        const measured = await load(peer, connections);
        console.log(row(connections, 'nuxt peer', measured.get('nuxt peer') ?? []));
      }
    }
  } finally {
    await stop();
  }
}

await main();
