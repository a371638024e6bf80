import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { clientNavigate, isSameDocument, markDocument } from '../support/client-navigation';
import { test as stackTest } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { DRILL_REMOTE, HOME_TEXT, expect, type DrillRelease } from '../support/release-drill';

/**
 * Issue 34, drill (b): a remote built with the previous minor of @module-federation/enhanced loads
 * beside the others. The content remote is released (`release:build`) with the plugin of the
 * previous minor, installed beside the current one under an npm alias and chosen by
 * ARBORA_MF_ENHANCED_PACKAGE (tooling/webpack/create-config.cjs); remotes.json points the shell,
 * built with the current minor, at it. Its pages render on the server from its Node build, hydrate
 * and navigate in the browser, and the catalogue and checkout keep working in the same tab.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const CURRENT_PACKAGE = '@module-federation/enhanced';
const PREVIOUS_PACKAGE = '@module-federation/enhanced-previous';
const RELEASE_VERSION = '1.0.0-previous-mf';
const PRODUCT = '/p-lame-de-terrasse-alveolaire-boreal?variante=7';

/** The installed version of a package (its package.json: a fact npm wrote, not the plugin's internals). */
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

type PreviousMfRelease = DrillRelease & { dir: string };

const test = stackTest.extend<object, { previousMfRelease: PreviousMfRelease }>({
  previousMfRelease: [
    async ({}, use) => {
      const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'arbora-e2e-previous-mf-'));
      const { startStaticServer } = await import('../../tooling/static-server.mjs');
      const server = await startStaticServer({ root: releasesDir, port: 0, host: '127.0.0.1', releases: true });
      try {
        // The remote team's own build: `npm run release:build -w @arbora/mfe-content` with the switch.
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [
            path.join(ROOT, 'tooling', 'release', 'build-release.mjs'),
            DRILL_REMOTE,
            ['--releases', releasesDir],
            ['--version', RELEASE_VERSION],
            ['--remotes', path.join(releasesDir, 'remotes.json')],
          ].flat(),
          { cwd: ROOT, env: { ...process.env, ARBORA_MF_ENHANCED_PACKAGE: PREVIOUS_PACKAGE } },
        );
        const built = JSON.parse(stdout.trim().split('\n').pop()!) as { dir: string; integrity: string };
        const url = `http://127.0.0.1:${server.port}`;
        await use({
          dir: built.dir,
          version: RELEASE_VERSION,
          entry: `${url}/${DRILL_REMOTE}/${RELEASE_VERSION}/mf-manifest.json`,
          integrity: built.integrity,
          base: `${url}/${DRILL_REMOTE}/${RELEASE_VERSION}/`,
        });
      } finally {
        await server.close();
        rmSync(releasesDir, { recursive: true, force: true });
      }
    },
    // One production build of one remote (browser and Node): generous on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
});

/**
 * Script errors, console errors and any warning about federation, shared modules or versions. The
 * browser's own « Failed to load resource » lines are left out: an API lookup answered 404 is one
 * (a page's redirection check); the release's files are checked by their answers instead.
 */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || (message.type() === 'warning' && /federation|shared|version/i.test(text)))
      problems.push(`${message.type()}: ${text} (${message.location().url})`);
  });
  return problems;
}

test('a remote built with the previous minor of @module-federation/enhanced renders, hydrates and navigates beside the others', async ({
  page,
  baseURL,
  repoint,
  previousMfRelease: release,
}) => {
  test.slow();
  // The release really is the previous minor's build: its manifest names the plugin that wrote it.
  const current = installedVersion(CURRENT_PACKAGE);
  const previous = installedVersion(PREVIOUS_PACKAGE);
  const [major, minor] = current.split('.').map(Number);
  expect(previous, `${PREVIOUS_PACKAGE} is the minor before ${current}`).toMatch(
    new RegExp(`^${major}\\.${minor! - 1}\\.\\d+$`),
  );
  const manifest = (await (await fetch(release.entry)).json()) as {
    metaData: { pluginVersion: string; buildInfo: { buildVersion: string } };
  };
  expect(manifest.metaData.pluginVersion).toBe(previous);
  const buildId = manifest.metaData.buildInfo.buildVersion;

  repoint([{ name: DRILL_REMOTE, entry: release.entry, version: release.version, integrity: release.integrity }]);

  // The server renders the home page with the release's Node build (its build id in the page's
  // state), whose first load may outlast a render's budget: until then the page is left to the browser.
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${baseURL}/`)).text();
        return html.includes(release.entry) && html.includes(HOME_TEXT) && html.includes(buildId);
      },
      { message: 'the server renders the release built with the previous minor', timeout: 60_000 },
    )
    .toBe(true);

  const problems = watchConsole(page);
  const requests: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(release.base)) requests.push(`${response.status()} ${response.url()}`);
  });

  await page.goto('/');
  await expect(page.locator(`[data-remote="${DRILL_REMOTE}"]`).getByText(HOME_TEXT).first()).toBeVisible();
  await waitForInteractive(page);
  expect(requests).toContain(`200 ${release.base}remoteEntry.js`);
  await expect(page.locator(`[data-remote-fallback="${DRILL_REMOTE}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-remote-server-only="${DRILL_REMOTE}"]`)).toHaveCount(0);
  await markDocument(page);

  // Another page of the same remote, in the browser: another of its exposed modules.
  await clientNavigate(page, '/terrasse-composite');
  await expect(page.getByRole('heading', { level: 1, name: 'Terrasse en bois composite' })).toBeVisible();

  // The catalogue (current minor) in the same tab: a product added to the cart.
  await clientNavigate(page, PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The checkout (current minor): the cart holds that line.
  await clientNavigate(page, '/panier');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles du panier' }).locator(':scope > li')).toHaveCount(1);

  // Back to the content remote after the others ran.
  await clientNavigate(page, '/');
  await expect(page.locator(`[data-remote="${DRILL_REMOTE}"]`).getByText(HOME_TEXT).first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  for (const remote of [DRILL_REMOTE, 'catalogue', 'checkout'])
    await expect(page.locator(`[data-remote-fallback="${remote}"]`)).toHaveCount(0);
  expect(requests.filter((line) => !line.startsWith('200 '))).toEqual([]);
  expect(problems).toEqual([]);
});
