// e2e: serial
import type { Page } from '@playwright/test';
import { clientNavigate, isSameDocument, markDocument } from '../support/client-navigation';
import { waitForInteractive } from '../support/interactive';
import { DRILL_REMOTE, HOME_TEXT, expect, test } from '../support/release-drill';

/**
 * Issue 34, drill (c): a remote released while a tab is open. Every kept release stays served
 * under its own version (tooling/release, the release server), so a tab opened on 1.0.0 keeps
 * loading 1.0.0's chunks when it moves to another page of that remote after 1.1.0 is promoted by
 * `npm run release` (its `release()`, checks skipped: the drill's release is already built); the
 * next full page load gets 1.1.0.
 */

/** Every request to the release server, with its answer's status. */
function watchReleaseServer(page: Page, url: string) {
  const requests: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${url}/`)) requests.push({ url: response.url(), status: response.status() });
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(`${url}/`)) requests.push({ url: request.url(), status: 0 });
  });
  return requests;
}

test('a tab opened before a release keeps the old version on its next pages; the next page load gets the new one', async ({
  page,
  stack,
  repoint: _restoresRemotesFile,
  releaseDrill,
}) => {
  const { old, next, url, releasesDir } = releaseDrill;
  const { release } = await import('../../tooling/release/release.mjs');
  // `npm run release -w @arbora/mfe-content -- --no-checks --version <v>`, aimed at this suite's
  // release server and the shell's remotes.json.
  const ship = (version: string) =>
    release(
      DRILL_REMOTE,
      ['--no-checks', '--version', version, '--releases', releasesDir, '--remotes', stack.remotesFile],
      { RELEASES_URL: url },
    );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests = watchReleaseServer(page, url);

  await ship(old.version);
  await page.goto('/');
  await expect(page.getByText(HOME_TEXT).first()).toBeVisible();
  await waitForInteractive(page);
  await expect(page.getByText(`${HOME_TEXT} ${next.version}`)).toHaveCount(0);
  expect(requests.map((r) => r.url)).toContain(`${old.base}remoteEntry.js`);
  await markDocument(page);

  // Released and promoted while the tab is open.
  const shipped = await ship(next.version);
  expect(shipped.integrity).toBe(next.integrity);
  const before = requests.length;

  // Another page of the same remote, in the same tab: its own exposed module, from 1.0.0's folder.
  await clientNavigate(page, '/terrasse-composite');
  await expect(page.getByRole('heading', { level: 1, name: 'Terrasse en bois composite' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  const afterRelease = requests.slice(before);
  expect(afterRelease.length).toBeGreaterThan(0);
  expect(afterRelease.filter((r) => !r.url.startsWith(old.base) || r.status !== 200)).toEqual([]);
  await expect(page.locator(`[data-remote-fallback="${DRILL_REMOTE}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-remote-server-only="${DRILL_REMOTE}"]`)).toHaveCount(0);

  // The next full page load: the new version, in the server's HTML and in the browser.
  const atReload = requests.length;
  await page.goto('/');
  await expect(page.getByText(`${HOME_TEXT} ${next.version}`).first()).toBeVisible();
  await waitForInteractive(page);
  const reloaded = requests.slice(atReload);
  expect(reloaded.map((r) => r.url)).toContain(`${next.base}remoteEntry.js`);
  expect(reloaded.filter((r) => !r.url.startsWith(next.base) || r.status !== 200)).toEqual([]);
  await expect(page.locator(`[data-remote-fallback="${DRILL_REMOTE}"]`)).toHaveCount(0);
  expect(errors).toEqual([]);
});
