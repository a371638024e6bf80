import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type StaticServer = { port: number; close: () => Promise<void> };

/**
 * A copy of the content remote's build ("a deploy elsewhere"), changed by `edit` if given, behind
 * its own static server: repoint the shell at `entry`, and `close()` when done.
 */
export async function deployContentCopy(root: string, edit?: (dist: string) => void) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arbora-ssr-content-'));
  const dist = path.join(dir, 'dist');
  cpSync(path.join(root, 'mfe-content', 'dist'), dist, { recursive: true });
  edit?.(dist);
  const { startStaticServer } = await import('../../tooling/static-server.mjs');
  const server: StaticServer = await startStaticServer({ root: dist, host: '127.0.0.1' });
  return {
    dist,
    entry: `http://127.0.0.1:${server.port}/mf-manifest.json`,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Rewrites every script of a build, browser and server alike (a new version of the code). The
 * precompressed copies go: the static server would serve them instead of the edited files.
 */
export function rewriteBuild(dist: string, rewrite: (text: string) => string) {
  for (const folder of [dist, path.join(dist, 'server')]) {
    for (const file of readdirSync(folder)) {
      const full = path.join(folder, file);
      if (file.endsWith('.gz') || file.endsWith('.br')) rmSync(full);
      else if (file.endsWith('.js')) {
        const text = readFileSync(full, 'utf8');
        const changed = rewrite(text);
        if (changed !== text) writeFileSync(full, changed);
      }
    }
  }
}

/** Rewrites a text in every script of a build. */
export function replaceInBuild(dist: string, from: string, to: string) {
  rewriteBuild(dist, (text) => text.split(from).join(to));
}
