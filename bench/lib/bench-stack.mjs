// The stack the server benches measure (bench/ssr.mjs, bench/lighthouse.mjs, bench/load.mjs), from
// the existing builds (nothing is rebuilt): on free loopback ports the API on a fresh PGlite database,
// the six remotes' static servers and one shell server per variant; and the Nuxt peer
// (../shared/peers/README.md) where it is built. `stack.stop()` stops it and removes its files.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APPS,
  apiService,
  freePort,
  isBuilt,
  remoteService,
  REMOTES,
  ROOT,
  shellService,
  spawnService,
  stopAll,
  waitFor,
} from '../../tooling/stack.mjs';

// PEER_DIR: another built copy of ../shared/peers (a read-only checkout cannot hold its build).
const PEER_DIR = process.env.PEER_DIR ? path.resolve(process.env.PEER_DIR) : path.join(ROOT, '..', 'shared', 'peers');
const PEER_SERVER = path.join(PEER_DIR, 'nuxt', '.output', 'server', 'index.mjs');

/** Whether every app is built (says which are not, and which are older than their sources). */
export function buildsPresent() {
  const missing = APPS.filter((app) => !existsSync(path.join(ROOT, app.dir, 'dist', 'index.html')));
  if (missing.length) {
    console.log(`not built: ${missing.map((app) => app.dir).join(', ')} (run npm run build first); no figures`);
    return false;
  }
  const stale = APPS.filter((app) => !isBuilt(app));
  if (stale.length) console.log(`note: older than their sources: ${stale.map((app) => app.dir).join(', ')}`);
  return true;
}

/** Whether the Nuxt peer is built (says where it is expected when it is not). */
export function peerBuilt() {
  if (existsSync(PEER_SERVER)) return true;
  console.log(`note: no Nuxt peer build (${path.relative(ROOT, PEER_SERVER)}): see ../shared/peers/README.md`);
  return false;
}

/**
 * Starts the stack and waits until every server answers. `shells`: a shell server per variant name,
 * with its environment (NODE_ENV=production is set); `peer`: the Nuxt peer too.
 * @param {{ tmpPrefix: string, shells: Record<string, Record<string, string>>, apiEnv?: Record<string, string>, peer?: boolean }} opts
 * @returns {Promise<{ apiPort: number, remoteUrls: Record<string, string>, shells: Record<string, number>, peerPort: number | null, pids: { api: number, shells: Record<string, number>, peer: number | null }, stop: () => Promise<void> }>}
 *   the API's, each shell's and the peer's loopback port, the remotes' manifests; the API's, the shells' and the peer's process ids (CPU time)
 */
export async function startBenchStack({ tmpPrefix, shells, apiEnv = {}, peer = false }) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const origin = (port) => `http://127.0.0.1:${port}`;
  const apiPort = await freePort();
  const remotePorts = Object.fromEntries(await Promise.all(REMOTES.map(async (r) => [r.name, await freePort()])));
  const remoteUrls = Object.fromEntries(
    Object.entries(remotePorts).map(([name, port]) => [name, `${origin(port)}/mf-manifest.json`]),
  );
  const shellPorts = Object.fromEntries(
    await Promise.all(Object.keys(shells).map(async (name) => [name, await freePort()])),
  );
  const peerPort = peer ? await freePort() : null;
  const children = [
    apiService({ port: apiPort, dataDir: path.join(tmp, 'data'), quiet: true, env: apiEnv }),
    ...REMOTES.map((r) => remoteService({ name: r.name, port: remotePorts[r.name], host: '127.0.0.1', quiet: true })),
    ...Object.entries(shells).map(([name, env]) =>
      shellService({
        port: shellPorts[name],
        apiPort,
        host: '127.0.0.1',
        remoteUrls,
        quiet: true,
        env: { ...env, NODE_ENV: 'production' },
      }),
    ),
  ];
  if (peerPort)
    children.push(
      spawnService('peer', process.execPath, [PEER_SERVER], {
        quiet: true,
        env: {
          PORT: String(peerPort),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          CONTENT_JSON: path.join(PEER_DIR, 'content', 'content.json'),
        },
      }),
    );
  const stop = async () => {
    await stopAll(children);
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin(apiPort)}/health`, { child: children[0] });
    for (const port of [...Object.values(remotePorts), ...Object.values(shellPorts)])
      await waitFor(`${origin(port)}/health`);
    if (peerPort) await waitFor(`${origin(peerPort)}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  const shellNames = Object.keys(shells);
  const pids = {
    api: children[0].pid,
    shells: Object.fromEntries(shellNames.map((name, i) => [name, children[1 + REMOTES.length + i].pid])),
    peer: peerPort ? children.at(-1).pid : null,
  };
  return { apiPort, remoteUrls, shells: shellPorts, peerPort, pids, stop };
}
