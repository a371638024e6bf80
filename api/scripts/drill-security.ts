/**
 * npm run drill:security — starts the API (a throwaway PGlite database, migrated and seeded) and the
 * shell's /api proxy, both on 127.0.0.1 with free ports, replays every case of issue 18 through the
 * proxy, prints the table and exits non-zero when anything answered 5xx, was let through, or
 * changed a row. `--quick` sends fewer flood requests (the form `npm test` runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { registerApiProxy } from '../../shell/server/api-proxy';
import { buildApp } from '../src/app';
import { drillPassed, formatTable, runDrill } from '../src/drill/security-drill';
import { parseEnv } from '../src/env';

const quick = process.argv.includes('--quick');
const dataDir = mkdtempSync(path.join(tmpdir(), 'arbora-drill-'));
const env = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  LOGIN_RATE_LIMIT: '5',
  FORMS_RATE_LIMIT: '1000',
  API_CACHE_TTL: '0',
});
console.log('drill: starting the API (migrating and seeding a throwaway database)…');
const app = await buildApp({ env, logger: false });
const proxy = Fastify();
let code = 1;
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  await registerApiProxy(proxy, { upstream: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
  await proxy.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  console.log(`drill: API and proxy up on loopback; replaying through ${base}/api\n`);
  const results = await runDrill({ base, db: app.db, quick });
  console.log(formatTable(results));
  const passed = drillPassed(results);
  console.log(passed ? '\ndrill: passed (0 × 5xx, 0 rows changed, every case refused)' : '\ndrill: FAILED');
  code = passed ? 0 : 1;
} finally {
  await proxy.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
