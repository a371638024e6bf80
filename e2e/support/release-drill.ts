import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test as stackTest } from './fixtures';

/**
 * The release drills (issue 34, tooling/release): ONE real release of the content remote, built
 * once per worker with the release tooling (`release:build`), served by a release server
 * (`static-server.mjs --releases`) on a free port. Its next version is derived from it, as a second
 * build of changed code would be: the home page's « Produits phares » reads « Produits phares
 * <version> », its build id is the new version's, its precompressed copies go, and its
 * integrity.json is written anew. Both folders stay served for the worker's life.
 */

export const DRILL_REMOTE = 'content';
/** A text of the content remote's home page: the next version shows it followed by its version. */
export const HOME_TEXT = 'Produits phares';
const OLD_VERSION = '1.0.0';
const NEXT_VERSION = '1.1.0';

export interface DrillRelease {
  version: string;
  /** The manifest's URL on the release server, as remotes.json names it. */
  entry: string;
  /** The digest of its integrity.json (the pin in remotes.json). */
  integrity: string;
  /** The URL prefix of every file of this version: `<release server>/content/<version>/`. */
  base: string;
}

export interface ReleaseDrill {
  releasesDir: string;
  /** The release server's URL (RELEASES_URL). */
  url: string;
  old: DrillRelease;
  next: DrillRelease;
}

const integrityTool = createRequire(__filename)('../../tooling/release/integrity.cjs') as {
  INTEGRITY_FILE: string;
  sriOf(bytes: string | Buffer): string;
  writeIntegrity(dir: string, release: { remote: string; version: string; commit: string }): string;
};

/** The next version of a release folder: the same code, its home text and build id changed. */
function deriveNextVersion(from: string, to: string, built: { version: string; commit: string }, version: string) {
  cpSync(from, to, { recursive: true });
  rmSync(path.join(to, integrityTool.INTEGRITY_FILE));
  let marked = 0;
  for (const file of readdirSync(to, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(to, file);
    if (/\.(br|gz)$/.test(file)) rmSync(full);
    else if (/\.(js|json)$/.test(file)) {
      const text = readFileSync(full, 'utf8');
      const changed = text
        .replaceAll(`${built.version}-${built.commit}`, `${version}-${built.commit}`)
        .replaceAll(HOME_TEXT, `${HOME_TEXT} ${version}`);
      if (changed !== text) writeFileSync(full, changed);
      if (changed.includes(`${HOME_TEXT} ${version}`)) marked++;
    }
  }
  if (!marked) throw new Error(`« ${HOME_TEXT} » is no longer in the content remote's build: pick another text`);
  return integrityTool.writeIntegrity(to, { remote: DRILL_REMOTE, version, commit: built.commit });
}

export const test = stackTest.extend<object, { releaseDrill: ReleaseDrill }>({
  releaseDrill: [
    async ({}, use) => {
      const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'arbora-e2e-releases-'));
      const { buildRelease } = await import('../../tooling/release/build-release.mjs');
      const { startStaticServer } = await import('../../tooling/static-server.mjs');
      const server = await startStaticServer({ root: releasesDir, port: 0, host: '127.0.0.1', releases: true });
      try {
        const built = await buildRelease(DRILL_REMOTE, {
          releases: releasesDir,
          version: OLD_VERSION,
          remotesFile: path.join(releasesDir, 'remotes.json'),
        });
        const nextDir = path.join(path.dirname(built.dir), `${NEXT_VERSION}+${built.commit}`);
        const nextIntegrity = deriveNextVersion(built.dir, nextDir, built, NEXT_VERSION);
        const url = `http://127.0.0.1:${server.port}`;
        const at = (version: string, integrity: string): DrillRelease => ({
          version,
          entry: `${url}/${DRILL_REMOTE}/${version}/mf-manifest.json`,
          integrity,
          base: `${url}/${DRILL_REMOTE}/${version}/`,
        });
        await use({
          releasesDir,
          url,
          old: at(OLD_VERSION, built.integrity),
          next: at(NEXT_VERSION, nextIntegrity),
        });
      } finally {
        await server.close();
        rmSync(releasesDir, { recursive: true, force: true });
      }
    },
    // One production build of one remote: generous on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
});

export { expect } from '@playwright/test';

/** Writes the shell's remotes.json (REMOTES_FILE) whole, as ops or `npm run release` do. */
export function writeRemotesFile(file: string, remotes: unknown[]): void {
  const temporary = `${file}.e2e.tmp`;
  writeFileSync(temporary, JSON.stringify({ remotes }));
  // A rename: the shell re-reads the file on each request and never sees half of it.
  renameSync(temporary, file);
}
