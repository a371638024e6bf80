import { waitForInteractive } from '../support/interactive';
import { expect, test } from '../support/fixtures';

/**
 * Issue 34, drill (e): a remote whose remoteEntry.js is refused in a shopper's browser shows on the
 * ops page within a minute. The page notes the failed load (shell/src/telemetry/remote-loads.ts),
 * its reporter sends it when the page is left (a beacon to the shell's /telemetry, relayed to the
 * API's /v1/telemetry), and the API's ops page (`/api/ops` through the shell; this suite reaches it
 * from loopback, a private address) counts it for that remote and version.
 */

const FAILED_ROW = (version: string) =>
  new RegExp(`<tr data-remote="forms" data-version="${version.replace(/\./g, '\\.')}">.*?data-failures-hour="(\\d+)"`);

test('a failed remote load shows on the ops page within a minute', async ({ page, stack, repoint, request }) => {
  // A version of its own, so that no other test's loads count in its row.
  const version = `drill-${Date.now().toString(36)}`;
  repoint([{ name: 'forms', entry: `http://127.0.0.1:${stack.remotePorts.forms}/mf-manifest.json`, version }]);
  const failuresOnOpsPage = async () => {
    const response = await request.get('/api/ops');
    expect(response.status()).toBe(200);
    return Number(FAILED_ROW(version).exec(await response.text())?.[1] ?? 0);
  };
  expect(await failuresOnOpsPage()).toBe(0);

  // The shopper's browser is refused the remote's entry.
  const formsEntry = `http://127.0.0.1:${stack.remotePorts.forms}/remoteEntry.js`;
  await page.route(
    (url) => url.href.startsWith(formsEntry),
    (route) => route.fulfill({ status: 503, body: '' }),
  );
  const reporter = page.waitForResponse((response) => /\/telemetry\.[0-9a-f]+\.js$/.test(response.url()));
  await page.goto('/contactez-nous');
  await expect(page.locator('[data-remote-fallback="forms"], [data-remote-server-only="forms"]').first()).toBeVisible();
  await waitForInteractive(page);
  // The reporter's chunk arrived whole, and the page ran a frame and a task since: it runs.
  await (await reporter).finished();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  // Leaving the page sends what its reporter holds (a beacon on `pagehide`).
  const beacons: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/telemetry') beacons.push(sent.postData() ?? '');
  });
  await page.goto('about:blank');

  await expect
    .poll(failuresOnOpsPage, {
      message: `the ops page counts the failure (beacons seen: ${JSON.stringify(beacons)})`,
      timeout: 60_000,
      intervals: [250, 500, 1000, 2000],
    })
    .toBeGreaterThan(0);
});
