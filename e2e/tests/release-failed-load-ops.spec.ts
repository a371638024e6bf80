import type { APIRequestContext, Page } from '@playwright/test';
import { waitForInteractive } from '../support/interactive';
import { expect, test } from '../support/fixtures';
import type { StackState } from '../support/stack-state';

/**
 * Issue 34, drill (e): a remote whose remoteEntry.js is refused in a shopper's browser shows on the
 * ops page within a minute. The page notes the failed load (shell/src/telemetry/remote-loads.ts);
 * when the page is left, its reporter sends it (a beacon to the shell's /telemetry, relayed to the
 * API's /v1/telemetry), or, when the reporter's chunk has not arrived or cannot, the boot code's
 * own beacon does; the API's ops page (`/api/ops` through the shell; this suite reaches it from
 * loopback, a private address) counts it for that remote and version.
 */

// The polls below wait up to a minute after the page: the test's own time goes beyond it.
test.describe.configure({ timeout: 120_000 });

const FAILED_ROW = (version: string) =>
  new RegExp(`<tr data-remote="forms" data-version="${version.replace(/\./g, '\\.')}">.*?data-failures-hour="(\\d+)"`);
/** The reporter's own chunk (webpackChunkName "telemetry" in shell/src/boot/bootstrap.tsx). */
const REPORTER_CHUNK = /\/telemetry\.[0-9a-f]+\.js$/;

/** A remotes config naming `forms` at a version of its own (no other test's loads in its row), and its failures on the ops page. */
async function formsAtOwnVersion(
  stack: StackState,
  repoint: (remotes: { name: string; entry: string; version?: string }[]) => void,
  request: APIRequestContext,
  label: string,
) {
  const version = `${label}-${Date.now().toString(36)}`;
  repoint([{ name: 'forms', entry: `http://127.0.0.1:${stack.remotePorts.forms}/mf-manifest.json`, version }]);
  const failuresOnOpsPage = async () => {
    const response = await request.get('/api/ops');
    expect(response.status()).toBe(200);
    return Number(FAILED_ROW(version).exec(await response.text())?.[1] ?? 0);
  };
  expect(await failuresOnOpsPage()).toBe(0);
  return failuresOnOpsPage;
}

/** The shopper's browser is refused the remote's entry. */
async function refuseFormsEntry(page: Page, stack: StackState) {
  const formsEntry = `http://127.0.0.1:${stack.remotePorts.forms}/remoteEntry.js`;
  await page.route(
    (url) => url.href.startsWith(formsEntry),
    (route) => route.fulfill({ status: 503, body: '' }),
  );
}

/** Beacons to /telemetry the page sends (for the failure message). */
function watchBeacons(page: Page): string[] {
  const beacons: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/telemetry') beacons.push(sent.postData() ?? '');
  });
  return beacons;
}

async function expectCounted(failuresOnOpsPage: () => Promise<number>, beacons: string[]) {
  await expect
    .poll(failuresOnOpsPage, {
      message: `the ops page counts the failure (beacons seen: ${JSON.stringify(beacons)})`,
      timeout: 60_000,
      intervals: [250, 500, 1000, 2000],
    })
    .toBeGreaterThan(0);
}

test('a failed remote load shows on the ops page within a minute', async ({ page, stack, repoint, request }) => {
  const failuresOnOpsPage = await formsAtOwnVersion(stack, repoint, request, 'drill');
  await refuseFormsEntry(page, stack);
  const reporter = page.waitForResponse((response) => REPORTER_CHUNK.test(response.url()));
  await page.goto('/contactez-nous');
  await expect(page.locator('[data-remote-fallback="forms"], [data-remote-server-only="forms"]').first()).toBeVisible();
  await waitForInteractive(page);
  // The reporter's chunk arrived whole, and the page ran a frame and a task since: it runs.
  await (await reporter).finished();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  // Leaving the page sends what its reporter holds (a beacon on `pagehide`).
  const beacons = watchBeacons(page);
  await page.goto('about:blank');
  await expectCounted(failuresOnOpsPage, beacons);
});

// The shopper a broken remote hurts leaves at once: before the reporter (loaded once the page is
// interactive) runs, or on a page that cannot load the reporter either.
for (const reporterChunk of ['still on its way', 'refused'] as const) {
  test(`a failed remote load shows on the ops page when the page is left while the reporter is ${reporterChunk}`, async ({
    page,
    stack,
    repoint,
    request,
  }) => {
    const failuresOnOpsPage = await formsAtOwnVersion(stack, repoint, request, 'early');
    await refuseFormsEntry(page, stack);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => REPORTER_CHUNK.test(url.pathname),
      async (route) => {
        if (reporterChunk === 'still on its way') await held;
        await route.abort().catch(() => undefined);
      },
    );
    // The page asks for the reporter once it is interactive: the failed load is noted by then.
    const isReporter = (sent: { url(): string }) => REPORTER_CHUNK.test(new URL(sent.url()).pathname);
    const reporterAsked =
      reporterChunk === 'refused' ? page.waitForEvent('requestfailed', isReporter) : page.waitForRequest(isReporter);
    const beacons = watchBeacons(page);
    await page.goto('/contactez-nous');
    await reporterAsked;
    await page.goto('about:blank');
    release();
    await expectCounted(failuresOnOpsPage, beacons);
  });
}
