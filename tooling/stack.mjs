// Starting and stopping the whole site: used by `npm start`, `npm run dev` and the e2e suite.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The default ports (tooling/ports.cjs: PORT_BASE 3000): what the e2e suite, the benches and the
// shell server's own defaults know; `npm start` takes its ports from portPlan() instead.
const { portPlan } = createRequire(import.meta.url)('./ports.cjs');
const DEFAULT_PLAN = portPlan({});
export const REMOTES = DEFAULT_PLAN.remotes;
export const APPS = [
  { name: 'shell', dir: 'shell', port: DEFAULT_PLAN.shell },
  ...REMOTES.map((r) => ({ ...r, dir: `mfe-${r.name}` })),
];
export const API_PORT = DEFAULT_PLAN.api;
/** The release server: every kept release of every remote, as /<remote>/<version>/… (tooling/release). */
export const RELEASES_PORT = DEFAULT_PLAN.releases;
export const RELEASES_DIR = path.join(ROOT, 'releases');
/** The remotes.json a release promotes into (`npm run release -w …`), re-read by the shell on each request. */
export const REMOTES_FILE = path.join(ROOT, 'remotes.json');

// Written by every webpack build (tooling/webpack/build-stamp-plugin.cjs).
const { BUILD_STAMP } = createRequire(import.meta.url)('./webpack/build-stamp-plugin.cjs');
const WEBPACK = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** The newest modification time of the source files under `dir` (tests excluded), 0 if none. */
function newestSourceMtime(dir) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || /\.test\.[cm]?[jt]sx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestSourceMtime(path.join(dir, entry.name)));
  }
  return newest;
}

/** Built and not older than its sources (its own, shared's, the webpack preset): a pull or an edit rebuilds. */
export function isBuilt(app) {
  const dist = path.join(ROOT, app.dir, 'dist');
  const stamp = path.join(dist, BUILD_STAMP);
  if (!existsSync(stamp) || (app.name !== 'shell' && !existsSync(path.join(dist, 'mf-manifest.json')))) return false;
  const sources = [
    path.join(ROOT, app.dir, 'src'),
    path.join(ROOT, app.dir, 'webpack.config.cjs'),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'tooling', 'webpack'),
  ];
  return Math.max(...sources.map(newestSourceMtime)) <= statSync(stamp).mtimeMs;
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Holds a lock directory while `fn` runs, so two builds of one app on this machine (two test runs at
 * once) never write the same dist/ together; a lock older than 10 minutes is taken as abandoned.
 */
async function withLock(name, fn) {
  const lock = path.join(os.tmpdir(), `arbora-build-${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // the other build just released it
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds apps one after the other (2 cores: parallel builds only fight for them). `force: false`
 * skips an app that is already up to date once its lock is held.
 */
export async function buildApps(apps, { log = console.log, force = true } = {}) {
  for (const app of apps) {
    await withLock(app.dir, () => buildApp(app, { log, force }));
  }
}

async function buildApp(app, { log, force }) {
  // Another run may have built it while this one waited for the lock.
  if (!force && isBuilt(app)) return;
  const started = Date.now();
  await run(process.execPath, [WEBPACK, '--mode', 'production'], {
    cwd: path.join(ROOT, app.dir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  log(`built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, { timeoutMs = 180_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: its process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Spawns a long-running child with its output prefixed, so one terminal shows every server. */
export function spawnService(label, command, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.label = label;
  return child;
}

export function stopAll(children, signal = 'SIGTERM') {
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill(signal);
        }),
    ),
  );
}

export function apiService({ port, dataDir, watch = false, quiet, env = {} }) {
  const args = ['--import', 'tsx', ...(watch ? ['--watch'] : []), 'src/server.ts'];
  return spawnService('api', process.execPath, args, {
    cwd: path.join(ROOT, 'api'),
    quiet,
    env: { PORT: String(port), HOST: '127.0.0.1', ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env },
  });
}

export function shellService({
  port,
  apiPort,
  remoteUrls = {},
  remotesFile,
  remotesHost = 'localhost',
  quiet,
  host = '0.0.0.0',
  env = {},
}) {
  const remoteEnv = Object.fromEntries(
    Object.entries(remoteUrls).map(([name, url]) => [`REMOTE_${name.toUpperCase()}_URL`, url]),
  );
  return spawnService('shell', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.join(ROOT, 'shell'),
    quiet,
    env: {
      PORT: String(port),
      HOST: host,
      API_URL: `http://127.0.0.1:${apiPort}`,
      REMOTES_HOST: remotesHost,
      ...(remotesFile ? { REMOTES_FILE: remotesFile } : {}),
      ...remoteEnv,
      ...env,
    },
  });
}

export function releaseService({ port = RELEASES_PORT, root = RELEASES_DIR, host = '0.0.0.0', quiet } = {}) {
  mkdirSync(root, { recursive: true });
  return spawnService(
    'releases',
    process.execPath,
    [path.join(ROOT, 'tooling', 'static-server.mjs'), root, String(port), host, '--releases'],
    { quiet },
  );
}

export function remoteService({ name, port, host = '0.0.0.0', quiet }) {
  return spawnService(
    name,
    process.execPath,
    [path.join(ROOT, 'tooling', 'static-server.mjs'), 'dist', String(port), host],
    {
      cwd: path.join(ROOT, `mfe-${name}`),
      quiet,
    },
  );
}
