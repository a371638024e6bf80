import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

/**
 * `@arbora/shared` versions under semver (tooling/webpack/shared-singletons.cjs): a remote requires
 * `^<the version it was built against>` of the host's copy. Built against the host's version (or an
 * older minor of its major: tooling/test/shared-surface.test.ts resolves that case with the
 * federation runtime) it runs; built against a newer minor or another major it must fall into its
 * fallback rather than run against a contract without what it uses, in the server render and in the
 * browser alike.
 */
function remoteBuiltAgainst(root: string, wanted: string): string {
  const { version } = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arbora-forms-shared-'));
  cpSync(path.join(root, 'mfe-forms', 'dist'), dir, { recursive: true });
  // The same remote, as if built against `wanted`: its requirement on every subpath (browser and
  // Node builds) becomes `^wanted`.
  let rewritten = 0;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|json)$/.test(file)) continue;
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    const next = text.replaceAll(`^${version}`, `^${wanted}`);
    if (next !== text) {
      writeFileSync(full, next);
      // A build writes its precompressed copies anew (tooling/webpack/precompress.cjs): stale ones go.
      rmSync(`${full}.br`, { force: true });
      rmSync(`${full}.gz`, { force: true });
      rewritten++;
    }
  }
  expect(rewritten).toBeGreaterThan(0);
  return dir;
}

const nextMinor = (version: string) => {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
};
const nextMajor = (version: string) => `${Number(version.split('.')[0]) + 1}.0.0`;

test('a remote built against this contract loads; one built against a newer minor or major falls into its fallback', async ({
  page,
  stack,
  repoint,
}) => {
  const { version } = JSON.parse(readFileSync(path.join(stack.root, 'shared', 'package.json'), 'utf8'));
  expect(version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
  const { startStaticServer } = await import('../../tooling/static-server.mjs');

  // Control: the same remote built against this contract loads.
  const original = await startStaticServer({
    root: path.join(stack.root, 'mfe-forms', 'dist'),
    port: 0,
    host: '127.0.0.1',
  });
  try {
    repoint([{ name: 'forms', entry: `http://127.0.0.1:${original.port}/mf-manifest.json` }]);
    await page.goto('/contactez-nous');
    await expect(page.locator('[data-remote="forms"]')).toBeVisible();
  } finally {
    await original.close();
  }

  for (const wanted of [nextMinor(version), nextMajor(version)]) {
    const dir = remoteBuiltAgainst(stack.root, wanted);
    const server = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1' });
    try {
      repoint([{ name: 'forms', entry: `http://127.0.0.1:${server.port}/mf-manifest.json` }]);
      await page.goto('/contactez-nous');
      await expect(
        page.locator('[data-remote-fallback="forms"], [data-remote-server-only="forms"]').first(),
      ).toBeVisible(); // or the server's page kept (issue 36 point 6)
      await expect(page.locator('[data-remote-fallback="forms"], [data-remote-server-only="forms"]')).toHaveCount(1);
      // The shell's own parts are untouched.
      await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
});
