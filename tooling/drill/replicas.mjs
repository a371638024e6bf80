#!/usr/bin/env node
// `npm run drill:replicas [-- --quick]`: the shop as N machines would run it, on loopback only.
// Starts its own PostgreSQL, redis-server, s3rver, a recording ERP, 2 APIs, 2 workers (when
// `npm run worker` exists), 6 remote builds, 2 shell servers and nginx as the load balancer; then
// prints one PASS/FAIL line per property with its figures and stops everything. Bounded in time:
// past the deadline whatever is left is FAIL. Needs the production builds (`npm run build`).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT, freePort, waitFor } from '../stack.mjs';
import {
  bucketReader,
  connectDb,
  killDuringCheckouts,
  loginLimit,
  oneErpPushPerEvent,
  orderableVariant,
  sharedHtmlCache,
  ssrThroughBalancer,
  uploadsAcrossReplicas,
} from './checks.mjs';
import {
  binary,
  startApi,
  startNginx,
  startPostgres,
  startProcess,
  startRecordingErp,
  startRedis,
  startRemotes,
  startS3,
  startShell,
  stopProcess,
} from './servers.mjs';

const quick = process.argv.includes('--quick');
/**
 * The same topology without what replicas share (no REDIS_URL, no S3_*, no workers): each line
 * must then FAIL where sharing is what it proves. A check of the drill itself.
 */
const unshared = process.argv.includes('--unshared');
const keepLogs = process.argv.includes('--keep-logs');
const DEADLINE_MS = (quick ? 6 : 10) * 60_000;
const LOGIN_LIMIT = 3;

const LINES = [
  ['login limit holds across replicas', 'login'],
  ['one ERP push per event with two workers', 'erp'],
  ['an upload taken by one replica is served by the other', 'uploads'],
  ['an HTML cache entry made by one shell is served by the other', 'html'],
  ['kill -9 of one API during checkouts: no acknowledged order lost, none doubled', 'kill'],
  ['server rendering works through the load balancer', 'ssr'],
];
const results = new Map();
const cleanups = [];
const started = Date.now();

function printTable() {
  const width = Math.max(...LINES.map(([label]) => label.length));
  console.log(
    `\nReplica drill (${quick ? 'quick' : 'full'}${unshared ? ', unshared' : ''}), ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  for (const [label, id] of LINES) {
    const r = results.get(id) ?? { pass: false, figures: 'not run' };
    console.log(`${r.pass ? 'PASS' : 'FAIL'}  ${label.padEnd(width)}  ${r.figures}`);
  }
  console.log('');
}

async function cleanup() {
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
}

async function run(id, fn) {
  try {
    results.set(id, await fn());
  } catch (error) {
    results.set(id, { pass: false, figures: `error: ${error.message}` });
  }
}

function requireBuilds() {
  const missing = APPS.filter(
    (app) => !existsSync(path.join(ROOT, app.dir, 'dist', app.name === 'shell' ? 'server' : 'mf-manifest.json')),
  );
  if (missing.length) {
    console.error(
      `The drill runs the production builds: missing ${missing.map((a) => a.dir).join(', ')} (npm run build).`,
    );
    process.exit(2);
  }
}

/** The worker command when the API has one (issue 37 point 3), else null. */
function workerCommand() {
  const scripts = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')).scripts ?? {};
  if (scripts('api/package.json').worker) return ['npm', ['run', 'worker', '--silent', '-w', '@arbora/api']];
  if (scripts('package.json').worker) return ['npm', ['run', 'worker', '--silent']];
  return null;
}

/** PostgreSQL's pg_ctl where .ci/pg-cluster.sh looks for it (PATH, then Debian's versioned bin). */
function hasPgCtl() {
  if (binary('pg_ctl')) return true;
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')));
}

/** Missing servers: outside CI the drill says so and passes (as the tests do); under CI it fails. */
function requireServers() {
  const missing = [
    ...['redis-server', 'nginx'].filter((name) => !binary(name)),
    ...(hasPgCtl() ? [] : ['PostgreSQL (pg_ctl)']),
  ];
  if (!missing.length) return;
  console.error(`drill:replicas needs ${missing.join(', ')} (apt-get install -y redis-server nginx postgresql).`);
  process.exit(process.env.CI ? 1 : 0);
}

async function main() {
  requireServers();
  requireBuilds();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'arbora-drill-'));
  // PostgreSQL runs as user postgres when the drill runs as root: it must reach its directory.
  chmodSync(tmp, 0o755);
  const logDir = path.join(tmp, 'logs');
  mkdirSync(logDir);
  cleanups.push(async () => {
    if (keepLogs) console.log(`logs kept in ${logDir}`);
    else rmSync(tmp, { recursive: true, force: true });
  });
  const step = (what) => console.log(`[drill ${((Date.now() - started) / 1000).toFixed(0)} s] ${what}`);

  step('PostgreSQL, redis-server, s3rver, recording ERP');
  const pg = await startPostgres(path.join(tmp, 'pg'));
  cleanups.push(pg.stop);
  const redis = await startRedis(logDir);
  cleanups.push(redis.stop);
  const s3 = await startS3(path.join(tmp, 's3'), 'arbora-drill');
  cleanups.push(s3.stop);
  const erp = await startRecordingErp();
  cleanups.push(erp.stop);

  const apiPorts = [await freePort(), await freePort()];
  const shellPorts = [await freePort(), await freePort()];
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  };
  const apiDataDirs = [path.join(tmp, 'api-1'), path.join(tmp, 'api-2')];
  const nginx = await startNginx(path.join(tmp, 'nginx'), { apis: apiPorts, shells: shellPorts, logDir });
  cleanups.push(nginx.stop);
  const lb = `http://127.0.0.1:${nginx.port}`;
  // Every API replica and worker: one database, one Redis, one bucket, the same secrets (docs/operations.md).
  const apiEnv = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: pg.url,
    ...(unshared ? {} : { REDIS_URL: redis.url, ...s3.env }),
    ...secrets,
    ERP_URL: erp.url,
    PUBLIC_SITE_URL: lb,
    TRUST_PROXY: 'loopback',
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    FORMS_RATE_LIMIT: '100',
  };
  const worker = unshared ? null : workerCommand();
  // With workers the APIs only write the outboxes; the workers send them (docs/operations.md, JOBS).
  if (worker) apiEnv.JOBS = 'worker';
  const apis = [];
  for (const [i, port] of apiPorts.entries()) {
    // One after the other: the first migrates and seeds the empty database.
    step(`API ${i + 1} on :${port}${i === 0 ? ' (migrates and seeds PostgreSQL)' : ''}`);
    const child = startApi(`api-${i + 1}`, { port, env: { ...apiEnv, DATA_DIR: apiDataDirs[i] }, logDir });
    apis.push(child);
    cleanups.push(() => stopProcess(child));
    await waitFor(`http://127.0.0.1:${port}/health`, { child, timeoutMs: 240_000 });
  }
  const workers = [];
  if (worker)
    for (const i of [1, 2]) {
      step(`worker ${i}`);
      const child = startProcess(`worker-${i}`, worker[0], worker[1], {
        env: { ...apiEnv, DATA_DIR: path.join(tmp, `worker-${i}`) },
        logDir,
      });
      workers.push(child);
      cleanups.push(() => stopProcess(child));
    }

  step('remote builds, 2 shell servers');
  const remotes = await startRemotes(logDir);
  for (const child of remotes.children) cleanups.push(() => stopProcess(child));
  const shellEnv = {
    NODE_ENV: 'production',
    API_URL: `http://127.0.0.1:${nginx.apiPort}`,
    PUBLIC_URL: lb,
    ...(unshared ? {} : { REDIS_URL: redis.url }),
    SSR_CACHE_SECONDS: '60',
    FORM_TOKEN_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'loopback',
    // A loaded 2-core machine must not shed the drill's pages.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...remotes.env,
  };
  for (const [i, port] of shellPorts.entries()) {
    const child = startShell(`shell-${i + 1}`, { port, env: shellEnv, logDir });
    cleanups.push(() => stopProcess(child));
    await waitFor(`http://127.0.0.1:${port}/health`, { child, timeoutMs: 120_000 });
  }
  // First renders load each remote's Node build: warm both shells before anything is measured.
  step('warming the shells');
  for (const port of shellPorts) await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);

  const db = await connectDb(pg.url);
  cleanups.push(() => db.end());
  const bucket = bucketReader(s3.env);
  const variantId = await orderableVariant(db);
  const shells = shellPorts.map((p) => `http://127.0.0.1:${p}`);
  const apiUrls = apiPorts.map((p) => `http://127.0.0.1:${p}`);

  step('checks');
  await run('ssr', () => ssrThroughBalancer({ lb }));
  await run('html', () => sharedHtmlCache({ shells, redis: redis.client }));
  await run('login', () => loginLimit({ lb, limit: LOGIN_LIMIT, tries: quick ? 6 : 12 }));
  await run('uploads', () => uploadsAcrossReplicas({ apis: apiUrls, db, s3: bucket, variantId, apiDataDirs }));
  await run('kill', () =>
    killDuringCheckouts({
      lb,
      db,
      variantId,
      loops: quick ? 2 : 4,
      perLoop: quick ? 2 : 4,
      balancerErrors: () =>
        (readFileSync(path.join(logDir, 'nginx-error.log'), 'utf8').match(/upstream/g) ?? []).length,
      kill: () => {
        step('kill -9 API 1');
        process.kill(apis[0].pid, 'SIGKILL');
      },
    }),
  );
  await run('erp', () => oneErpPushPerEvent({ db, erp, workers: workers.length, settleMs: quick ? 20_000 : 45_000 }));
}

const timer = setTimeout(() => {
  console.error(`drill: past its ${DEADLINE_MS / 60_000} min bound, stopping`);
  printTable();
  void cleanup().then(() => process.exit(1));
}, DEADLINE_MS);

let code = 0;
try {
  await main();
} catch (error) {
  console.error(`drill: ${error.stack ?? error}`);
  code = 1;
}
clearTimeout(timer);
printTable();
await cleanup();
process.exit(code || ([...LINES].every(([, id]) => results.get(id)?.pass) ? 0 : 1));
