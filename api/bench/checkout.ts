/**
 * `npm run bench:checkout -w @arbora/api`: add-to-cart, cart read and cart validation under
 * concurrent load, on PGlite and on PostgreSQL. Loopback only, bounded by request counts
 * (BENCH_REQUESTS per call, default 400; validations BENCH_ORDERS, default 60) and
 * BENCH_CONNECTIONS concurrent clients (default 10). Prints p50/p99 and errors; no assertions.
 * PostgreSQL: DATABASE_URL if set, else a throwaway cluster from .ci/pg-cluster.sh when pg_ctl exists.
 * BENCH_DB=pglite or BENCH_DB=postgresql runs one database only (compare before/after on one).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../src/seed/demo';
import { freePort, start, waitFor, withPostgres } from './lib';

const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const ordersCount = Number(process.env.BENCH_ORDERS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_DB;

type Row = {
  db: string;
  call: string;
  count: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpu: number | null;
};

/**
 * CPU time (user + system, ms) the API process has used so far, from /proc (Linux; null elsewhere).
 * Per call, it says how much work a call costs even on a loaded machine, where latencies mostly
 * measure the wait for a core.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
let serverPid: number | undefined;
const rows: Row[] = [];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** Runs `total` calls of `one` with `connections` in flight; records latencies of the measured step. */
async function load(
  db: string,
  call: string,
  total: number,
  one: (i: number) => Promise<number | null>,
): Promise<void> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const cpuBefore = cpuMs(serverPid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < total) {
        const i = next;
        next += 1;
        try {
          const ms = await one(i);
          if (ms === null) errors += 1;
          else times.push(ms);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMs(serverPid);
  times.sort((a, b) => a - b);
  const row = {
    db,
    call,
    count: total,
    rps: Math.round(total / seconds),
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    errors,
    cpu: cpuBefore === null || cpuAfter === null ? null : Math.round(((cpuAfter - cpuBefore) / total) * 10) / 10,
  };
  rows.push(row);
  console.log(
    `  ${db.padEnd(11)} ${call.padEnd(34)} ${String(row.rps).padStart(5)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${errors}  API CPU ${row.cpu ?? '?'} ms/call`,
  );
}

async function timed(
  url: string,
  init: RequestInit = {},
): Promise<{ ms: number; status: number; json: { data?: Record<string, unknown> } }> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const json = (await res.json()) as { data?: Record<string, unknown> };
  return { ms: performance.now() - t0, status: res.status, json };
}

const jsonPost = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function benchCheckout(db: string, env: Record<string, string>): Promise<void> {
  const port = await freePort();
  // Development mode: the demo accounts exist (they place the orders); limits raised for the load.
  const child = start('src/server.ts', {
    NODE_ENV: 'development',
    LOGIN_RATE_LIMIT: '1000',
    API_CACHE_TTL: '0',
    ...env,
    PORT: String(port),
  });
  serverPid = child.pid;
  try {
    const base = `http://127.0.0.1:${port}/v1`;
    await waitFor(`http://127.0.0.1:${port}/health`, child, 300);
    const list = (await (await fetch(`${base}/product-variant?perPage=50&in_stock=true`)).json()) as {
      data: { items: { id: number; stock: number }[] };
    };
    const variants = list.data.items.filter((v) => v.stock > 50).map((v) => v.id);
    const element = (i: number) => ({
      element_id: variants[i % variants.length],
      element_type: 'product_variant',
      type: 'product',
      quantity: 1,
    });

    const tokens: string[] = [];
    await load(db, 'POST /v1/cart/update (add)', requests, async (i) => {
      const r = await timed(`${base}/cart/update`, jsonPost({ type: 'add', elements: [element(i)] }));
      if (r.status !== 200) return null;
      tokens.push(String(r.json.data?.token));
      return r.ms;
    });
    await load(db, 'GET /v1/cart', requests, async (i) => {
      const r = await timed(`${base}/cart?cart_token=${tokens[i % tokens.length]}`);
      return r.status === 200 ? r.ms : null;
    });

    const login = async (email: string, password: string) =>
      String((await timed(`${base}/user/login`, jsonPost({ username: email, password }))).json.data?.token);
    const sessions = [
      await login(DEMO_ACCOUNTS.private.email, DEMO_ACCOUNTS.private.password),
      await login(DEMO_ACCOUNTS.pro.email, DEMO_ACCOUNTS.pro.password),
    ];
    const address = {
      firstname: 'Bench',
      lastname: 'Client',
      street: '1 rue du Test',
      postcode: '44000',
      city: 'Nantes',
      phone: '0240000000',
    };
    await load(db, 'POST /v1/cart/validation (card)', ordersCount, async (i) => {
      const token = sessions[i % sessions.length]!;
      const cart = await timed(`${base}/cart/update`, jsonPost({ type: 'add', elements: [element(i)] }, token));
      const cartToken = String(cart.json.data?.token);
      await timed(
        `${base}/cart/livraison`,
        jsonPost({ cart_token: cartToken, carrier_technical_name: 'retrait_magasin' }, token),
      );
      const r = await timed(
        `${base}/cart/validation`,
        jsonPost({ cart_token: cartToken, payment_method: 'card', delivery_address: address, accept_cgv: true }, token),
      );
      return r.status === 201 ? r.ms : null;
    });
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:checkout: ${requests} cart calls and ${ordersCount} validations per database, ${connections} concurrent clients, loopback`,
  );
  if (only !== 'postgresql') {
    const pgliteDir = mkdtempSync(path.join(tmpdir(), 'arbora-bench-checkout-'));
    try {
      await benchCheckout('pglite', { DATA_DIR: pgliteDir });
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  if (only !== 'pglite')
    await withPostgres(async (url) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'arbora-bench-checkout-'));
      try {
        await benchCheckout('postgresql', { DATABASE_URL: url, DATA_DIR: dataDir });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  console.log(
    '\n| database | call | calls | req/s | p50 ms | p99 ms | errors | API CPU ms/call |\n|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows)
    console.log(
      `| ${r.db} | ${r.call} | ${r.count} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpu ?? '?'} |`,
    );
}

await main();
