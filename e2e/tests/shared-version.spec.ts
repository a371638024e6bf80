import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

/**
 * A remote built against an incompatible `shared` (another contract version) must fall into its
 * fallback rather than run against the host's copy of a contract it was not built for: `shared` is a
 * strictVersion singleton (tooling/webpack/shared-singletons.cjs).
 */
test('a remote built against an incompatible shared falls into its fallback; the shell keeps working', async ({
  page,
  stack,
  repoint,
}) => {
  const { version } = JSON.parse(readFileSync(path.join(stack.root, 'shared', 'package.json'), 'utf8'));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arbora-forms-next-shared-'));
  cpSync(path.join(stack.root, 'mfe-forms', 'dist'), dir, { recursive: true });
  // The same remote, as if built against a future major of the contract.
  let rewritten = 0;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|json)$/.test(file)) continue;
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    const next = text.replaceAll(`^${version}`, '^99.0.0');
    if (next !== text) {
      writeFileSync(full, next);
      // A build writes its precompressed copies anew (tooling/webpack/precompress.cjs): stale ones go.
      rmSync(`${full}.br`, { force: true });
      rmSync(`${full}.gz`, { force: true });
      rewritten++;
    }
  }
  expect(rewritten).toBeGreaterThan(0);

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

  const server = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1' });
  try {
    repoint([{ name: 'forms', entry: `http://127.0.0.1:${server.port}/mf-manifest.json` }]);
    await page.goto('/contactez-nous');
    const fallback = page.locator('[data-remote-fallback="forms"]');
    await expect(fallback).toBeVisible();
    await expect(page.locator('[data-remote="forms"]')).toHaveCount(0);
    // The shell's own parts are untouched.
    await expect(page.getByTestId('cart-count')).toBeVisible();
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
