import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

/**
 * One federation runtime in the browser (tooling/webpack/federation-runtime.cjs): a remote's
 * remoteEntry.js takes `@module-federation/runtime-core` from the shell (`self._FEDERATION_RUNTIME_CORE`)
 * instead of shipping its own. The deploy rule that follows: the shell that provides it goes out
 * first; a remote on a shell that does not provide it must fail like a remote that is down.
 */
test('a remote page runs on the runtime-core the shell provides, and hydrates', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const entry = page.waitForResponse((response) => /\/remoteEntry\.js$/.test(response.url()));
  await page.goto('/terrasse-composite');
  const body = await (await entry).text();
  expect(body).toContain('_FEDERATION_RUNTIME_CORE');
  await expect(page.locator('[data-remote="content"]')).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('arbora:interactive').length > 0);

  const runtime = await page.evaluate(() => {
    const scope = globalThis as unknown as {
      _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown };
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
      __FEDERATION__?: { __INSTANCES__: { name: string }[] };
    };
    return {
      provided: typeof scope._FEDERATION_RUNTIME_CORE?.ModuleFederation,
      from: scope._FEDERATION_RUNTIME_CORE_FROM?.name,
      instances: (scope.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.name),
    };
  });
  expect(runtime.provided).toBe('function');
  expect(runtime.from).toBe('shell');
  expect(runtime.instances).toEqual(expect.arrayContaining(['shell', 'content']));
  // The shared singletons resolve: the shell's header and the remote page share one React and store.
  await expect(page.getByTestId('cart-count')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a remote whose host does not provide runtime-core falls into its fallback; the shell keeps working', async ({
  page,
  stack,
  repoint,
}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arbora-forms-no-runtime-'));
  cpSync(path.join(stack.root, 'mfe-forms', 'dist'), dir, { recursive: true });
  // As if the shell were an older build that does not set the global: the entry reads another one.
  const entry = path.join(dir, 'remoteEntry.js');
  const text = readFileSync(entry, 'utf8');
  expect(text).toContain('self._FEDERATION_RUNTIME_CORE');
  writeFileSync(entry, text.replaceAll('self._FEDERATION_RUNTIME_CORE', 'self._FEDERATION_RUNTIME_CORE_OF_NO_ONE'));
  rmSync(`${entry}.br`, { force: true });
  rmSync(`${entry}.gz`, { force: true });

  const { startStaticServer } = await import('../../tooling/static-server.mjs');
  const server = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1' });
  try {
    repoint([{ name: 'forms', entry: `http://127.0.0.1:${server.port}/mf-manifest.json` }]);
    await page.goto('/contactez-nous');
    await expect(page.locator('[data-remote-fallback="forms"]')).toBeVisible();
    await expect(page.locator('[data-remote="forms"]')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toBeVisible();
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
