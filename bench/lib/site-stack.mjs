// The composed site for a browser bench, started as the e2e suite starts it: stale apps built
// first, then on free loopback ports the API (a fresh PGlite database in `tmp`, or DATABASE_URL
// with `postgres`), the six remotes' static servers and the shell server. Stop it with
// stopAll(stack.children) from tooling/stack.mjs.
import path from 'node:path';
import {
  APPS,
  apiService,
  buildApps,
  freePort,
  isBuilt,
  remoteService,
  REMOTES,
  shellService,
  stopAll,
  waitFor,
} from '../../tooling/stack.mjs';

/** @returns {Promise<{ children: unknown[], api: string, site: string, remotes: Record<string, string> }>} */
export async function startSiteStack(tmp, { postgres = false } = {}) {
  const missing = APPS.filter((app) => !isBuilt(app));
  if (missing.length) await buildApps(missing, { force: false });
  const apiPort = await freePort();
  const shellPort = await freePort();
  const remotePorts = Object.fromEntries(await Promise.all(REMOTES.map(async (r) => [r.name, await freePort()])));
  const apiEnv = {
    PUBLIC_SITE_URL: `http://127.0.0.1:${shellPort}`,
    DATABASE_URL: postgres ? (process.env.DATABASE_URL ?? '') : '',
  };
  if (postgres && !apiEnv.DATABASE_URL) throw new Error('--postgres needs DATABASE_URL');
  const children = [
    apiService({ port: apiPort, dataDir: path.join(tmp, 'data'), quiet: true, env: apiEnv }),
    ...REMOTES.map((r) => remoteService({ name: r.name, port: remotePorts[r.name], host: '127.0.0.1', quiet: true })),
    shellService({
      port: shellPort,
      apiPort,
      host: '127.0.0.1',
      quiet: true,
      remoteUrls: Object.fromEntries(
        Object.entries(remotePorts).map(([name, port]) => [name, `http://127.0.0.1:${port}/mf-manifest.json`]),
      ),
    }),
  ];
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`, { child: children[0] });
    for (const port of [...Object.values(remotePorts), shellPort]) await waitFor(`http://127.0.0.1:${port}/health`);
  } catch (error) {
    await stopAll(children);
    throw error;
  }
  return {
    children,
    api: `http://127.0.0.1:${apiPort}/v1`,
    site: `http://127.0.0.1:${shellPort}`,
    remotes: Object.fromEntries(Object.entries(remotePorts).map(([name, port]) => [name, `http://127.0.0.1:${port}`])),
  };
}

/** The p-th percentile of `values` (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
