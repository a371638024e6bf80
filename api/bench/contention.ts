/**
 * `npm run bench:contention -w @arbora/api`: the API's busiest write (POST /v1/cart/update) and its
 * uncached listing at many connections (BENCH_CONNECTIONS, default 50), on PGlite and on PostgreSQL.
 * Prints req/s, p50/p99, timeouts and 503s (the database queue's honest refusal). Loopback only,
 * bounded in time (BENCH_DURATION seconds per call, default 10). Figures only, no assertions.
 * BENCH_DB=pglite or BENCH_DB=postgresql benches one database only.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../src/paths';
import { freePort, start, waitFor, withPostgres } from './lib';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const onlyDb = process.env.BENCH_DB;

type Row = {
  db: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
  busy: number;
  other: number;
};
const rows: Row[] = [];

async function run(db: string, call: string, opts: { url: string; method?: 'POST'; body?: string }): Promise<void> {
  const headers = opts.body ? { 'content-type': 'application/json' } : undefined;
  const common = { ...opts, ...(headers ? { headers } : {}), connections };
  // Warm-up, not recorded: JIT compilation and first plans are a start-up cost.
  await autocannon({ ...common, duration: 2 });
  const r = await autocannon({ ...common, duration });
  const busy = r.statusCodeStats?.['503']?.count ?? 0;
  const row = {
    db,
    call,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    timeouts: r.timeouts,
    busy,
    other: r.errors - r.timeouts + r.non2xx - busy,
  };
  rows.push(row);
  console.log(
    `  ${db.padEnd(10)} ${call.padEnd(34)} ${String(row.rps).padStart(5)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  timeouts ${row.timeouts}  503 ${busy}  other errors ${row.other}`,
  );
}

async function bench(db: string, env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const child = start('src/server.ts', { API_CACHE_TTL: '0', ...env, PORT: String(port) });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/health`, child, 300);
    const list = (await (await fetch(`${base}/v1/product-variant?perPage=50&in_stock=true`)).json()) as {
      data: { items: { id: number; stock: number }[] };
    };
    const variant = list.data.items.find((v) => v.stock > 1000) ?? list.data.items[0]!;
    const category = (await (await fetch(`${base}/v1/url/entity?slug=c-lames-de-terrasse`)).json()) as {
      data: { id: number };
    };
    // A first change of a cart: each request creates one (the add-to-cart of a new visitor).
    const body = JSON.stringify({
      type: 'add',
      elements: [{ element_id: variant.id, element_type: 'product_variant', type: 'product', quantity: 1 }],
    });
    await run(db, 'POST /v1/cart/update', { url: `${base}/v1/cart/update`, method: 'POST', body });
    // What the product list page asks for (as bench:api), every request reaching the database.
    await run(db, 'GET /v1/product-variant (list)', {
      url:
        `${base}/v1/product-variant?categories=${category.data.id}&page=1&perPage=10&sort=position&group=product` +
        `&attributes=${encodeURIComponent('{"couleur":["teck","gris-anthracite"]}')}&price_bands=25-50` +
        `&attributes_select=couleur,longueur,finition,structure,prix`,
    });
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  }
}

console.log(`bench:contention: ${duration} s per call, ${connections} connections, loopback, API cache off`);
if (onlyDb !== 'postgresql')
  await bench('pglite', { DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(repoRoot, '.data', 'bench') });
if (onlyDb !== 'pglite') await withPostgres((url) => bench('postgresql', { DATABASE_URL: url }));
console.log(
  '\n| database | call | req/s | p50 ms | p99 ms | timeouts | 503 | other errors |\n|---|---|---|---|---|---|---|---|',
);
for (const r of rows)
  console.log(`| ${r.db} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.timeouts} | ${r.busy} | ${r.other} |`);
