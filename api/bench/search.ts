/**
 * `npm run bench:search -w @arbora/api`: p50/p99 latency of GET /v1/search as the header's
 * suggestions and the results page call it, at BENCH_CONNECTIONS (default 10) connections for
 * BENCH_DURATION seconds (default 5) per call, with the micro-cache off (every request reaches the
 * database), then the same with the answer cache on (SEARCH_CACHE_TTL, as deployed: each request
 * still reads the catalogue version). PGlite, then PostgreSQL (DATABASE_URL, or a throwaway cluster).
 * Figures only, no assertions; the budget is p99 ≤ 50 ms for suggestions.
 * BENCH_DB=pglite or BENCH_DB=postgresql benches one database only (before/after on one).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../src/paths';
import { freePort, start, waitFor, withPostgres } from './lib';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const onlyDb = process.env.BENCH_DB;

type Row = { db: string; call: string; rps: number; p50: number; p99: number; errors: number };
const rows: Row[] = [];

// What a shopper types, one suggestion request per settled word (perPage 4, as the header asks).
const SUGGEST = ['anth', 'anthracite', 'portilon', 'lame terrasse gris', 'cloture occultante', 'ARB-LDT2-002'];

async function run(db: string, call: string, base: string, paths: string[]): Promise<void> {
  // `requests` (a sequence each connection cycles through) is autocannon's; bench/autocannon.d.ts omits it.
  const options = {
    url: base,
    connections,
    duration,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  } as Parameters<typeof autocannon>[0];
  const r = await autocannon(options);
  rows.push({
    db,
    call,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  });
  console.log(
    `  ${db.padEnd(10)} ${call.padEnd(36)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx + r.timeouts}`,
  );
}

async function benchSearch(db: string, env: Record<string, string>, cached: boolean): Promise<void> {
  const port = await freePort();
  const child = start('src/server.ts', {
    ...env,
    PORT: String(port),
    API_CACHE_TTL: '0',
    ...(cached ? {} : { SEARCH_CACHE_TTL: '0' }),
  });
  if (cached) db = `${db}+cache`;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/health`, child);
    const q = (text: string, perPage: number) => `/v1/search?q=${encodeURIComponent(text)}&perPage=${perPage}`;
    // Warm-up, not recorded: the first calls after a start pay for cold caches and JIT compilation.
    await autocannon({
      url: base,
      connections,
      duration: 2,
      requests: SUGGEST.map((text) => ({ method: 'GET', path: q(text, 4) })),
    } as Parameters<typeof autocannon>[0]);
    if (!cached) for (const text of SUGGEST) await run(db, `suggest « ${text} »`, base, [q(text, 4)]);
    await run(
      db,
      'suggestions, mixed queries',
      base,
      SUGGEST.map((text) => q(text, 4)),
    );
    await run(db, 'results page « lames » (12 per page)', base, [q('lames', 12)]);
    await run(db, 'results page « lames » with facets', base, [`${q('lames', 12)}&facets=true`]);
  } finally {
    child.kill('SIGTERM');
    // Wait for the exit so a PGlite data dir is closed before the next server opens it.
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  }
}

async function main(): Promise<void> {
  console.log(`bench:search: ${duration} s per call, ${connections} connections, loopback, micro-cache off`);
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.data', 'bench');
  if (onlyDb !== 'postgresql') {
    await benchSearch('pglite', { DATA_DIR: dataDir }, false);
    await benchSearch('pglite', { DATA_DIR: dataDir }, true);
  }
  if (onlyDb !== 'pglite')
    await withPostgres(async (url) => {
      await benchSearch('postgresql', { DATABASE_URL: url }, false);
      await benchSearch('postgresql', { DATABASE_URL: url }, true);
    });
  console.log('\n| database | call | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.db} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}

await main();
