import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientNavigate } from '../support/client-navigation';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

/**
 * One federation runtime core in the browser (tooling/webpack/federation-runtime.cjs): a remote's
 * remoteEntry.js does not ship `@module-federation/runtime-core` (`experiments.externalRuntime`): it
 * takes the shell's from `self._FEDERATION_RUNTIME_CORE`, and keeps its own small bundler runtime.
 * The deploy rule that follows: the shell that provides it goes out first; a remote on a shell that
 * does not provide it must fail like a remote that is down.
 */
test('remote pages run on the federation runtime core the shell provides, each build with its own instance', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const entry = page.waitForResponse((response) => /\/remoteEntry\.js$/.test(response.url()));
  await page.goto('/terrasse-composite');
  const body = await (await entry).text();
  expect(body).toContain('_FEDERATION_RUNTIME_CORE');
  await expect(page.locator('[data-remote="content"]')).toBeVisible();
  await waitForInteractive(page);

  type Scope = {
    _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown };
    __FEDERATION__?: { __INSTANCES__: { name: string; options: { name: string } }[] };
  };
  const runtime = await page.evaluate(() => {
    const scope = globalThis as unknown as Scope;
    return {
      core: typeof scope._FEDERATION_RUNTIME_CORE?.ModuleFederation,
      instances: (scope.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.name),
    };
  });
  expect(runtime.core).toBe('function');
  expect(runtime.instances).toEqual(expect.arrayContaining(['shell', 'content']));
  // The shared singletons resolve: the shell's header and the remote page share one React and store.
  // The cart link, hydrated: its name says the empty cart (no « 0 » badge).
  await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();

  // A second remote on the same page: the shell still loads it, and it gets an instance of its own.
  await clientNavigate(page, '/contactez-nous');
  await expect(page.locator('[data-remote="forms"]')).toBeVisible();
  const instances = await page.evaluate(() =>
    ((globalThis as unknown as Scope).__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.options.name),
  );
  expect(instances).toEqual(expect.arrayContaining(['shell', 'content', 'forms']));
  expect(new Set(instances).size).toBe(instances.length);
  await clientNavigate(page, '/terrasse-composite');
  await expect(page.locator('[data-remote="content"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Terrasse en bois composite' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a remote whose host does not provide the federation runtime core falls into its fallback; the shell keeps working', async ({
  page,
  stack,
  repoint,
}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arbora-forms-no-runtime-'));
  cpSync(path.join(stack.root, 'mfe-forms', 'dist'), dir, { recursive: true });
  // As if the shell were an older build that does not set the global: the entry reads another one.
  const entry = path.join(dir, 'remoteEntry.js');
  const text = readFileSync(entry, 'utf8');
  expect(text).toContain('_FEDERATION_RUNTIME_CORE');
  writeFileSync(entry, text.replaceAll('_FEDERATION_RUNTIME_CORE', '_FEDERATION_RUNTIME_CORE_OF_NO_ONE'));
  rmSync(`${entry}.br`, { force: true });
  rmSync(`${entry}.gz`, { force: true });

  const { startStaticServer } = await import('../../tooling/static-server.mjs');
  const server = await startStaticServer({ root: dir, port: 0, host: '127.0.0.1' });
  try {
    repoint([{ name: 'forms', entry: `http://127.0.0.1:${server.port}/mf-manifest.json` }]);
    await page.goto('/contactez-nous');
    await expect(
      page.locator('[data-remote-fallback="forms"], [data-remote-server-only="forms"]').first(),
    ).toBeVisible(); // or the server's page kept (issue 36 point 6)
    await expect(page.locator('[data-remote-fallback="forms"], [data-remote-server-only="forms"]')).toHaveCount(1);
    // The cart link, hydrated: its name says the empty cart (no « 0 » badge).
    await expect(page.getByRole('link', { name: /^Panier ?, vide$/ })).toBeVisible();
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
