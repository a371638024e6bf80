#!/usr/bin/env node
// `npm start`: builds what is missing, starts the API, the shell server and the six remote servers,
// waits until all answer, prints the address; Ctrl-C (or any child dying) stops them all.
// `npm run dev`: the same with rebuild on change (webpack watch / dev servers, API in watch mode).
// Ports: PORT_BASE (default 3000) and the others from it, PORT moving the shell alone
// (tooling/ports.cjs); a port already taken stops the start before anything runs, naming it.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  APPS,
  buildApps,
  isBuilt,
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

const { PortPlanError, freeBase, portPlan, portTakenMessage, serviceEnv, takenPorts } = createRequire(import.meta.url)(
  './ports.cjs',
);

const dev = process.argv.includes('--dev');
/** The releases the shell loads instead of the local builds: REMOTES_FILE, as the release tool reads it (tooling/release). */
const remotesFile = process.env.REMOTES_FILE ? path.resolve(process.env.REMOTES_FILE) : REMOTES_FILE;
const children = [];
let stopping = false;
/** Where each server listens (tooling/ports.cjs), read first thing in main(). */
let plan;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/** Refuses the start, naming the ports something else holds, when there are any. */
async function refuseTakenPorts(services = plan.services) {
  const taken = await takenPorts({ ...plan, services });
  if (!taken.length) return false;
  console.error(`\n${portTakenMessage(taken, plan, { suggestion: await freeBase(process.env) })}\n`);
  return true;
}

/** `service`: the plan's entry of the child's port, so that a port taken meanwhile is named. */
function watchChild(child, service) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${child.label}] stopped (${signal ?? code}); stopping everything`);
    // Taken between the check and this child's start: say so, as the check would have.
    void (async () => {
      if (service && code !== 0) await refuseTakenPorts([service]).catch(() => false);
      await shutdown(1);
    })();
  });
}

async function main() {
  try {
    plan = portPlan(process.env);
  } catch (error) {
    if (!(error instanceof PortPlanError)) throw error;
    console.error(`npm start: ${error.message} Nothing was started.`);
    return shutdown(1);
  }
  if (await refuseTakenPorts()) return shutdown(1);
  const service = (label) => plan.services.find((entry) => entry.label === label);
  const follow = serviceEnv(plan, process.env);
  if (!dev) {
    const missing = APPS.filter((app) => !isBuilt(app));
    if (missing.length) {
      console.log(`building ${missing.map((a) => a.dir).join(', ')} (missing or older than their sources)…`);
      await buildApps(missing);
    }
  }
  watchChild(apiService({ port: plan.api, watch: dev, env: follow.api }), service('api'));
  if (dev) {
    const webpack = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    watchChild(
      spawnService('shell-build', process.execPath, [webpack, '--watch', '--mode', 'development'], {
        cwd: path.join(ROOT, 'shell'),
      }),
    );
    for (const remote of plan.remotes) {
      watchChild(
        spawnService(
          remote.name,
          process.execPath,
          [webpack, 'serve', '--mode', 'development', '--port', String(remote.port)],
          // The standalone page's /api proxy (tooling/webpack/create-config.cjs).
          { cwd: path.join(ROOT, `mfe-${remote.name}`), env: { API_URL: `http://127.0.0.1:${plan.api}` } },
        ),
        service(remote.name),
      );
    }
  } else {
    for (const remote of plan.remotes) watchChild(remoteService(remote), service(remote.name));
    // Released versions (npm run release -w @arbora/mfe-<name>), promoted through remotes.json.
    watchChild(releaseService({ port: plan.releases }), service('releases'));
    if (!existsSync(remotesFile)) writeFileSync(remotesFile, '{ "remotes": [] }\n');
  }
  // The shell last, once the API answers (as docker-compose's depends_on): a page asked for before
  // could not be checked against the API, and one that does not exist went out as a 200.
  await waitFor(`http://127.0.0.1:${plan.api}/health`);
  watchChild(
    shellService({
      port: plan.shell,
      apiPort: plan.api,
      remoteUrls: follow.remoteUrls,
      ...(dev ? { env: { ...follow.shell, NODE_ENV: 'development' } } : { env: follow.shell, remotesFile }),
    }),
    service('shell'),
  );
  for (const remote of plan.remotes) await waitFor(`http://127.0.0.1:${remote.port}/mf-manifest.json`);
  await waitFor(`http://127.0.0.1:${plan.shell}/health`);
  // Ready once the shell has loaded the remotes' pages (its warm-up, 30 s at most): a page asked
  // for before could answer 503 while its remote loads.
  await waitFor(`http://127.0.0.1:${plan.shell}/health/ready`, { timeoutMs: 60_000 }).catch(() =>
    console.warn('the shell is not ready yet (GET /health/ready says why); its first pages may answer 503'),
  );
  console.log(`\nArbora is up: http://localhost:${plan.shell}\n(Ctrl-C stops every server)`);
}

main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
