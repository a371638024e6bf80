// e2e: serial
import type { Browser } from '@playwright/test';
import { waitForInteractive } from '../support/interactive';
import {
  DRILL_REMOTE,
  HOME_TEXT,
  expect,
  test,
  writeRemotesFile,
  type DrillRelease,
  type ReleaseDrill,
} from '../support/release-drill';

/**
 * Issue 34, drill (d): a 90/10 canary of the content remote in remotes.json
 * (shell/server/remote-assignment.ts). 200 fresh visitors (server renders without a cookie) split
 * within ±5 points of 10 %; each visitor keeps its version across reloads and other pages of the
 * server, and the browser loads the version the server rendered; one edit of remotes.json rolls
 * back, the shell running on.
 *
 * The visitors' ids are random (the shell draws them), so the share is a draw: with a correct
 * split, 200 visitors land outside 5–15 % about once in 70 runs (binomial tails).
 */

const VISITORS = 200;
const VISITOR_COOKIE = 'arbora_vid';

const canaryEntry = (stable: DrillRelease, canary: DrillRelease) => ({
  name: DRILL_REMOTE,
  versions: [
    { version: stable.version, weight: 90, entry: stable.entry, integrity: stable.integrity },
    { version: canary.version, weight: 10, entry: canary.entry, integrity: canary.integrity },
  ],
});

/**
 * The version a page's HTML was rendered with: the remotes config inlined for the browser names
 * its entry, and the server's markup carries that version's text. The two must agree.
 */
function versionOfPage(html: string, drill: ReleaseDrill, home: boolean): string {
  const named = [drill.old, drill.next].filter((release) => html.includes(release.entry));
  expect(named, 'the page names exactly one of the versions').toHaveLength(1);
  const version = named[0]!.version;
  // A page whose render outlasted its budget is left to the browser (with the same config): no text.
  if (home && html.includes(HOME_TEXT)) {
    expect(html.includes(`${HOME_TEXT} ${drill.next.version}`), `the markup of ${version}`).toBe(
      version === drill.next.version,
    );
  }
  return version;
}

/**
 * The first render of a version loads its Node build (and checks its digest): render each once,
 * forced by the ops cookie, until the server's markup shows it, so the count below meets warm servers.
 */
async function warmUp(baseURL: string, drill: ReleaseDrill) {
  for (const release of [drill.old, drill.next]) {
    const text = release === drill.next ? `${HOME_TEXT} ${release.version}` : HOME_TEXT;
    await expect
      .poll(
        async () => {
          const response = await fetch(`${baseURL}/`, {
            headers: { cookie: `arbora_remote_${DRILL_REMOTE}=${release.version}` },
          });
          const html = await response.text();
          return html.includes(release.entry) && html.includes(text);
        },
        { message: `the server renders ${release.version}`, timeout: 60_000, intervals: [250, 500, 1000] },
      )
      .toBe(true);
  }
}

type Visit = { visitor: string; version: string; cacheControl: string };

async function serverVisit(baseURL: string, drill: ReleaseDrill, path = '/', visitor?: string): Promise<Visit> {
  const response = await fetch(`${baseURL}${path}`, {
    headers: visitor ? { cookie: `${VISITOR_COOKIE}=${visitor}` } : {},
    redirect: 'manual',
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
  const assigned = visitor ?? /^arbora_vid=([^;]+)/.exec(setCookie ?? '')?.[1];
  expect(assigned, 'a first visit gets its visitor cookie on the same answer').toBeTruthy();
  return {
    visitor: assigned!,
    version: versionOfPage(html, drill, path === '/'),
    cacheControl: response.headers.get('cache-control') ?? '',
  };
}

/** Fresh visitors, a few at a time (the machine runs the browser and every server). */
async function freshVisitors(baseURL: string, drill: ReleaseDrill, count: number): Promise<Visit[]> {
  const visits: Visit[] = [];
  let started = 0;
  const lanes = Array.from({ length: 4 }, async () => {
    while (started < count) {
      started++;
      visits.push(await serverVisit(baseURL, drill));
    }
  });
  await Promise.all(lanes);
  return visits;
}

/** A browser visit of `/` by `visitor` (none: a new visitor): the release the browser loads the remote from. */
async function browserVisit(browser: Browser, baseURL: string, drill: ReleaseDrill, visitor?: string) {
  const context = await browser.newContext({ baseURL });
  try {
    if (visitor) await context.addCookies([{ name: VISITOR_COOKIE, value: visitor, url: baseURL }]);
    const page = await context.newPage();
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${drill.url}/`) && request.url().endsWith('/remoteEntry.js'))
        entries.push(request.url());
    });
    const loads: { visitor: string; server: string; browser: string[] }[] = [];
    for (const step of ['visit', 'reload']) {
      entries.length = 0;
      const response = step === 'visit' ? await page.goto('/') : await page.reload();
      const server = versionOfPage((await response?.text()) ?? '', drill, true);
      await expect(page.getByText(HOME_TEXT).first()).toBeVisible();
      await waitForInteractive(page);
      await expect(page.locator(`[data-remote-fallback="${DRILL_REMOTE}"]`)).toHaveCount(0);
      await expect(page.locator(`[data-remote-server-only="${DRILL_REMOTE}"]`)).toHaveCount(0);
      const cookie = (await context.cookies()).find((c) => c.name === VISITOR_COOKIE)?.value ?? '';
      loads.push({ visitor: cookie, server, browser: [...new Set(entries)] });
    }
    return loads;
  } finally {
    await context.close();
  }
}

const entryOf = (drill: ReleaseDrill, version: string) =>
  `${(version === drill.next.version ? drill.next : drill.old).base}remoteEntry.js`;

test('a 90/10 canary splits 200 fresh visitors near 10 %, each sticky in server and browser; one edit rolls back', async ({
  browser,
  baseURL,
  stack,
  repoint: _restoresRemotesFile,
  releaseDrill: drill,
}) => {
  test.setTimeout(300_000);
  writeRemotesFile(stack.remotesFile, [canaryEntry(drill.old, drill.next)]);

  await warmUp(baseURL!, drill);
  const visits = await freshVisitors(baseURL!, drill, VISITORS);
  expect(new Set(visits.map((v) => v.visitor)).size).toBe(VISITORS);
  const canary = visits.filter((v) => v.version === drill.next.version);
  const share = (100 * canary.length) / VISITORS;
  expect(share).toBeGreaterThanOrEqual(5);
  expect(share).toBeLessThanOrEqual(15);
  // A page that varies by visitor is never a shared cache's.
  for (const visit of visits) expect(visit.cacheControl).toContain('private');

  // Sticky: the canary's visitors and as many others, on a reload and on another page of the remote.
  const sample = [...canary, ...visits.filter((v) => v.version !== drill.next.version).slice(0, canary.length)];
  for (const visit of sample) {
    expect((await serverVisit(baseURL!, drill, '/', visit.visitor)).version).toBe(visit.version);
    expect((await serverVisit(baseURL!, drill, '/terrasse-composite', visit.visitor)).version).toBe(visit.version);
  }

  // The browser loads the version the server rendered: known visitors of each version, and new ones.
  for (const visit of [canary[0]!, visits.find((v) => v.version === drill.old.version)!]) {
    for (const load of await browserVisit(browser, baseURL!, drill, visit.visitor)) {
      expect(load).toEqual({ visitor: visit.visitor, server: visit.version, browser: [entryOf(drill, visit.version)] });
    }
  }
  for (let i = 0; i < 3; i++) {
    const [first, again] = await browserVisit(browser, baseURL!, drill);
    expect(first!.browser).toEqual([entryOf(drill, first!.server)]);
    expect(again).toEqual(first);
  }

  // A tester forced onto the canary by the ops cookie.
  const stable = visits.find((v) => v.version === drill.old.version)!;
  const forced = await fetch(`${baseURL}/`, {
    headers: { cookie: `${VISITOR_COOKIE}=${stable.visitor}; arbora_remote_${DRILL_REMOTE}=${drill.next.version}` },
  });
  expect(versionOfPage(await forced.text(), drill, true)).toBe(drill.next.version);

  // Roll back: one edit of remotes.json, the same shell process. The canary's visitors are back on 1.0.0.
  writeRemotesFile(stack.remotesFile, [
    { name: DRILL_REMOTE, version: drill.old.version, entry: drill.old.entry, integrity: drill.old.integrity },
  ]);
  for (const visit of canary) {
    expect((await serverVisit(baseURL!, drill, '/', visit.visitor)).version).toBe(drill.old.version);
  }
  const [afterRollback] = await browserVisit(browser, baseURL!, drill, canary[0]!.visitor);
  expect(afterRollback!.browser).toEqual([entryOf(drill, drill.old.version)]);
});
