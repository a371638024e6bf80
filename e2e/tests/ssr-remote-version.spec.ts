// e2e: serial
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { deployContentCopy, rewriteBuild } from '../support/remote-copy';

/**
 * Issue 11.5: server and browser use the same remote version for one page. A remote build writes
 * one build id into its browser manifest and its Node entry; the shell server passes the id of the
 * code it rendered with, and the browser hydrates only with a browser build of the same id.
 */

const TITLE = 'Produits phares';

/**
 * Sets the text and the build id of a content remote build, browser and Node sides alike. The id
 * is everywhere a real build writes it (the Node entry's banner, the manifest, and the federation
 * instance id `content:<id>` compiled into the scripts): a fake version that kept the old compiled
 * id would share its federation instance with every other copy of the build.
 */
function setVersion(dist: string, from: string, to: string, buildId: string) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const previousId: string = manifest.metaData.buildInfo.buildVersion;
  rewriteBuild(dist, (text) => text.split(from).join(to).split(previousId).join(buildId));
  manifest.metaData.buildInfo.buildVersion = buildId;
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

/** A copy of the content remote's build, version A, behind its own static server. */
const deployVersionA = (root: string) =>
  deployContentCopy(root, (dist) => setVersion(dist, TITLE, `${TITLE} A`, 'e2e-build-a'));

/** Console errors and warnings, and the page's info lines. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  const infos: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') infos.push(message.text());
    if (!['error', 'warning'].includes(message.type())) return;
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems, infos };
}

/** Keeps the server's heading node, before any script runs: hydration keeps it, a client render replaces it. */
async function markServerHeading(page: Page) {
  await page.addInitScript((title) => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = [...document.querySelectorAll('main h2, main h3')].find((node) =>
        node.textContent?.startsWith(title),
      );
      (window as unknown as { serverHeading?: Element }).serverHeading = heading;
    });
  }, TITLE);
}

const serverHeadingShown = (page: Page) =>
  page.evaluate(() => {
    const heading = (window as unknown as { serverHeading?: Element }).serverHeading;
    return Boolean(heading?.isConnected);
  });

/** A link of the page's main area is followed in the browser (no new document): the page is live. */
async function followALink(page: Page) {
  // Network idle is no sign of hydration: a page whose scripts start after its picture (picture
  // first) may still be the server's HTML, where a link is a new document.
  await waitForInteractive(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const link = page.locator('main a[href^="/"]:not([href="/"])').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === new URL(href, 'http://x').pathname);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

test('a remote redeployed between the server render and the browser load: the new version, rendered cleanly in the browser', async ({
  page,
  stack,
  repoint,
}) => {
  const copy = await deployVersionA(stack.root);
  repoint([{ name: 'content', entry: copy.entry }]);
  const seen = watchConsole(page);
  await markServerHeading(page);
  // The shell server renders the page with version A (it answers before the browser asks the
  // remote for anything); version B replaces it in place when the browser first asks for one of
  // the remote's files (the manifest or a preload the HTML names), before any of them is answered.
  let swapped = false;
  await page.route(
    (url) => url.origin === new URL(copy.entry).origin,
    async (route) => {
      if (!swapped) setVersion(copy.dist, `${TITLE} A`, `${TITLE} B`, 'e2e-build-b');
      swapped = true;
      await route.continue();
    },
  );
  const document = await page.goto('/');
  const serverHtml = (await document?.text()) ?? '';
  expect(serverHtml).toContain(`${TITLE} A`);
  expect(serverHtml).toContain('"buildId":"e2e-build-a"');

  await expect(page.getByRole('heading', { name: `${TITLE} B` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${TITLE} A` })).toHaveCount(0);
  expect(await serverHeadingShown(page)).toBe(false);
  expect(seen.infos.some((line) => line.includes('e2e-build-a -> e2e-build-b'))).toBe(true);
  await followALink(page);
  expect(seen.problems).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await copy.close();
});

test('the same version on both sides: the server HTML is hydrated, not rendered again', async ({
  page,
  stack,
  repoint,
}) => {
  const copy = await deployVersionA(stack.root);
  repoint([{ name: 'content', entry: copy.entry }]);
  const seen = watchConsole(page);
  await markServerHeading(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `${TITLE} A` })).toBeVisible();
  await expect(page.locator('[data-testid="cart-link"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await serverHeadingShown(page)).toBe(true);
  expect(seen.infos.filter((line) => line.includes('redeployed'))).toEqual([]);
  await followALink(page);
  expect(seen.problems).toEqual([]);
  await copy.close();
});
