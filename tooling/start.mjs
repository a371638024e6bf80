#!/usr/bin/env node
// `npm start`: builds what is missing, starts the API, the shell server and the six remote servers,
// waits until all answer, prints the address; Ctrl-C (or any child dying) stops them all.
// `npm run dev`: the same with rebuild on change (webpack watch / dev servers, API in watch mode).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_PORT,
  APPS,
  buildApps,
  isBuilt,
  REMOTES,
  REMOTES_FILE,
  ROOT,
  releaseService,
  apiService,
  remoteService,
  shellService,
  spawnService,
  stopAll,
  waitFor,
} from './stack.mjs';

const dev = process.argv.includes('--dev');
const SHELL_PORT = Number(process.env.PORT ?? 3000);
const children = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function watchChild(child) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${child.label}] stopped (${signal ?? code}); stopping everything`);
    void shutdown(1);
  });
}

async function main() {
  if (!dev) {
    const missing = APPS.filter((app) => !isBuilt(app));
    if (missing.length) {
      console.log(`building ${missing.map((a) => a.dir).join(', ')} (missing or older than their sources)…`);
      await buildApps(missing);
    }
  }
  watchChild(apiService({ port: API_PORT, watch: dev }));
  if (dev) {
    const webpack = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    watchChild(
      spawnService('shell-build', process.execPath, [webpack, '--watch', '--mode', 'development'], {
        cwd: path.join(ROOT, 'shell'),
      }),
    );
    for (const remote of REMOTES) {
      watchChild(
        spawnService(remote.name, process.execPath, [webpack, 'serve', '--mode', 'development'], {
          cwd: path.join(ROOT, `mfe-${remote.name}`),
        }),
      );
    }
  } else {
    for (const remote of REMOTES) watchChild(remoteService(remote));
    // Released versions (npm run release -w @arbora/mfe-<name>), promoted through remotes.json.
    watchChild(releaseService());
    if (!existsSync(REMOTES_FILE)) writeFileSync(REMOTES_FILE, '{ "remotes": [] }\n');
  }
  // The shell last, once the API answers (as docker-compose's depends_on): a page asked for before
  // could not be checked against the API, and one that does not exist went out as a 200.
  await waitFor(`http://127.0.0.1:${API_PORT}/health`);
  watchChild(
    shellService({
      port: SHELL_PORT,
      apiPort: API_PORT,
      ...(dev ? { env: { NODE_ENV: 'development' } } : { remotesFile: REMOTES_FILE }),
    }),
  );
  for (const remote of REMOTES) await waitFor(`http://127.0.0.1:${remote.port}/mf-manifest.json`);
  await waitFor(`http://127.0.0.1:${SHELL_PORT}/health`);
  // Ready once the shell has loaded the remotes' pages (its warm-up, 30 s at most): a page asked
  // for before could answer 503 while its remote loads.
  await waitFor(`http://127.0.0.1:${SHELL_PORT}/health/ready`, { timeoutMs: 60_000 }).catch(() =>
    console.warn('the shell is not ready yet (GET /health/ready says why); its first pages may answer 503'),
  );
  console.log(`\nArbora is up: http://localhost:${SHELL_PORT}\n(Ctrl-C stops every server)`);
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
