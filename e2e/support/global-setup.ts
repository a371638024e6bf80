import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRunDatabase, dropRunDatabase } from './api-database';
import { writeStackState } from './stack-state';

// The suite starts its own servers on free ports: the real API on a fresh database of its own
// (support/api-database.ts), the six remotes' production builds, and the shell server (remotes
// repointable through a file).
export default async function globalSetup() {
  const stack = await import('../../tooling/stack.mjs');
  const missing = stack.APPS.filter((app) => !stack.isBuilt(app));
  if (missing.length) await stack.buildApps(missing, { force: false });

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'arbora-e2e-'));
  const remotesFile = path.join(tmp, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ remotes: [] }));

  const apiPort = await stack.freePort();
  const shellPort = await stack.freePort();
  const remotePorts: Record<string, number> = {};
  for (const remote of stack.REMOTES) remotePorts[remote.name] = await stack.freePort();

  const quiet = !process.env.E2E_VERBOSE;
  const apiDataDir = path.join(tmp, 'data');
  // The API's links (e-mails, payment return URLs) point at this suite's shell.
  // A fresh database for this run: on the PostgreSQL server of DATABASE_URL where it is set (CI),
  // else embedded (PGlite) in the API's data folder. Specs read it (stored submissions) and must
  // never share another run's data.
  const adminUrl = process.env.DATABASE_URL;
  const apiDatabaseUrl = adminUrl ? await createRunDatabase(stack.ROOT, adminUrl) : undefined;
  // Every browser request reaches the API from the shell's one address: the forms specs send through the page.
  const apiEnv = {
    PUBLIC_SITE_URL: `http://127.0.0.1:${shellPort}`,
    DATABASE_URL: apiDatabaseUrl ?? '',
    FORMS_RATE_LIMIT: '200',
    // Every spec logs its customers in from this one address too (20 a minute per address was reached
    // once the suite got faster: a spec's setup was refused RATE_LIMITED). The limit has its API tests.
    LOGIN_RATE_LIMIT: '500',
    // Every test's pages send telemetry beacons from this one address.
    TELEMETRY_RATE_LIMIT: '1000',
  };
  const children = [stack.apiService({ port: apiPort, dataDir: apiDataDir, quiet, env: apiEnv })];
  for (const remote of stack.REMOTES) {
    children.push(stack.remoteService({ name: remote.name, port: remotePorts[remote.name], host: '127.0.0.1', quiet }));
  }
  children.push(
    stack.shellService({
      port: shellPort,
      apiPort,
      host: '127.0.0.1',
      remotesFile,
      quiet,
      // The suite checks what pages say, not how fast a busy CI machine renders them: a render that
      // waits seconds for an API call or a remote's code is still rendered, not answered 503 (the
      // budgets and the shedding have their own specs, on their own servers: ssr-saturation).
      env: { PAGE_API_TIMEOUT_MS: '10000', SSR_REMOTE_TIMEOUT_MS: '10000', SHED_EVENT_LOOP_DELAY_MS: '0' },
      remoteUrls: Object.fromEntries(
        Object.entries(remotePorts).map(([name, port]) => [name, `http://127.0.0.1:${port}/mf-manifest.json`]),
      ),
    }),
  );

  try {
    await stack.waitFor(`http://127.0.0.1:${apiPort}/health`, { child: children[0] });
    for (const port of Object.values(remotePorts)) await stack.waitFor(`http://127.0.0.1:${port}/health`);
    await stack.waitFor(`http://127.0.0.1:${shellPort}/health`);
  } catch (error) {
    await stack.stopAll(children);
    if (adminUrl && apiDatabaseUrl) await dropRunDatabase(stack.ROOT, adminUrl, apiDatabaseUrl);
    throw error;
  }

  mkdirSync(path.join(__dirname, '..', 'test-results'), { recursive: true });
  writeStackState({
    baseURL: `http://127.0.0.1:${shellPort}`,
    apiURL: `http://127.0.0.1:${apiPort}`,
    apiDataDir,
    apiDatabaseUrl,
    remotesFile,
    remotePorts,
    root: stack.ROOT,
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${shellPort}`;

  return async () => {
    await stack.stopAll(children);
    if (adminUrl && apiDatabaseUrl) await dropRunDatabase(stack.ROOT, adminUrl, apiDatabaseUrl);
    rmSync(tmp, { recursive: true, force: true });
  };
}
