/**
 * `npm run bench:api -w @arbora/api`: requests per second and p50/p99 latency of the main read
 * calls, on PGlite and on PostgreSQL, beside a bare Fastify route (the ceiling). Loopback only,
 * bounded in time (BENCH_DURATION seconds per call, default 5). Figures only, no assertions.
 * PostgreSQL: DATABASE_URL if set, else a throwaway cluster from .ci/pg-cluster.sh when pg_ctl exists.
 * BENCH_ONLY=<text>: only the calls whose name contains it, e.g. `BENCH_ONLY=product-variant` for the
 * filtered listings alone (issue 12: p99 ≤ 50 ms uncached on PostgreSQL at 10 connections).
 * BENCH_DB=pglite or BENCH_DB=postgresql benches one database only (before/after on one).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../src/paths';
import { freePort, start, waitFor, withPostgres } from './lib';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY;
const onlyDb = process.env.BENCH_DB;

type Row = { db: string; call: string; rps: number; p50: number; p99: number; errors: number };
const rows: Row[] = [];

async function run(db: string, call: string, url: string): Promise<void> {
  // Warm-up, not recorded (as bench:search): the first calls after a start pay for JIT compilation
  // and each pooled connection's first plans, a start-up cost the p99 of a 5 s run is not about.
  await autocannon({ url, connections, duration: Math.min(2, duration) });
  const r = await autocannon({ url, connections, duration });
  rows.push({
    db,
    call,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  });
  console.log(
    `  ${db.padEnd(12)} ${call.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`,
  );
}

async function benchApi(db: string, env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const child = start('src/server.ts', { ...env, PORT: String(port) });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/health`, child);
    const entity = (await (await fetch(`${base}/v1/url/entity?slug=conseils/terrasse`)).json()) as {
      data: { id: number };
    };
    const category = (await (await fetch(`${base}/v1/url/entity?slug=c-lames-de-terrasse`)).json()) as {
      data: { id: number };
    };
    const calls: [string, string][] = [
      [
        'GET /v1/product-variant (filtered)',
        `/v1/product-variant?categories=c-lames-de-terrasse&attributes=couleur:teck|gris-anthracite,longueur:3600`,
      ],
      [
        'GET /v1/product-variant (list page)',
        // What the product list page asks for a colour and a price band: one card per product,
        // every facet of the category counted, the price bands last.
        `/v1/product-variant?categories=${category.data.id}&page=1&perPage=10&sort=position&group=product` +
          `&attributes=${encodeURIComponent('{"couleur":["teck","gris-anthracite"]}')}&price_bands=25-50` +
          `&attributes_select=couleur,longueur,finition,structure,prix`,
      ],
      ['GET /v1/category/{id}', `/v1/category/${category.data.id}`],
      ['GET /v1/url/entity (page slug)', '/v1/url/entity?slug=conseils/terrasse'],
      ['GET /v1/page/{id}', `/v1/page/${entity.data.id}`],
      ['GET /v1/home', '/v1/home'],
    ];
    for (const [call, pathname] of calls) if (!only || call.includes(only)) await run(db, call, `${base}${pathname}`);
  } finally {
    child.kill('SIGTERM');
    // Wait for the exit so a PGlite data dir is closed before the next server opens it.
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  }
}

async function main(): Promise<void> {
  console.log(`bench:api: ${duration} s per call, ${connections} connections, loopback`);
  if (!only) {
    const barePort = await freePort();
    const bare = start('bench/bare-server.ts', { PORT: String(barePort) });
    try {
      await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);
      await run('none', 'GET /bare (Fastify ceiling)', `http://127.0.0.1:${barePort}/bare`);
    } finally {
      bare.kill('SIGTERM');
    }
  }

  // A persistent bench data dir: seeded on the first run only.
  const pgliteEnv = { DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.data', 'bench') };
  // Each database twice: every request reaching the database (micro-cache off), then as deployed.
  if (onlyDb !== 'postgresql') {
    await benchApi('pglite', { ...pgliteEnv, API_CACHE_TTL: '0' });
    await benchApi('pglite+cache', pgliteEnv);
  }
  if (onlyDb !== 'pglite') {
    await withPostgres(async (url) => {
      await benchApi('postgresql', { DATABASE_URL: url, API_CACHE_TTL: '0' });
      await benchApi('pg+cache', { DATABASE_URL: url });
    });
  }
  console.log('\n| database | call | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.db} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}

await main();
