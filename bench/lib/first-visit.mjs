// Starts the real stack on free ports from the bench's build folders (the dist/ folders of the
// working tree stay untouched, so servers other people run keep serving), loads / once in
// Debian's Chromium with an empty cache and lists every JS response.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { apiService, freePort, REMOTES, shellService, stopAll, waitFor } from '../../tooling/stack.mjs';
import { startStaticServer } from '../../tooling/static-server.mjs';

/**
 * @param {Record<string, string>} outDirs  app name ('shell', 'content', ...) -> built folder
 * @param {(line: string) => void} log
 * @param {string} [visitPath] the page to load ('/' when absent)
 * @returns {Promise<{ scripts: { owner: string, file: string, url: string, wire: number }[], notes: string[] }>}
 */
export async function measureFirstVisit(outDirs, log, visitPath = '/') {
  const notes = [];
  const children = [];
  const statics = [];
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), 'arbora-bench-data-'));
  let browser;
  try {
    const ownerByOrigin = new Map();
    const remoteUrls = {};
    for (const { name } of REMOTES) {
      const server = await startStaticServer({
        root: outDirs[name],
        port: await freePort(),
        host: '127.0.0.1',
        label: name,
      });
      statics.push(server);
      const origin = `http://127.0.0.1:${server.port}`;
      ownerByOrigin.set(origin, name);
      remoteUrls[name] = `${origin}/mf-manifest.json`;
    }

    const apiPort = await freePort();
    // A fresh embedded database (or DATABASE_URL's), never the working tree's .data/.
    const api = apiService({ port: apiPort, dataDir, quiet: true, env: { LOG_LEVEL: 'warn' } });
    children.push(api);
    log(
      process.env.DATABASE_URL
        ? 'api: PostgreSQL from DATABASE_URL'
        : `api: fresh PGlite in ${dataDir} (first start seeds it)`,
    );
    try {
      await waitFor(`http://127.0.0.1:${apiPort}/health`, { timeoutMs: 240_000, child: api });
    } catch (error) {
      notes.push(
        `the api did not start (${error.message}): / was loaded without its data, remote pages may stop early`,
      );
    }

    const shellPort = await freePort();
    const shell = shellService({
      port: shellPort,
      apiPort,
      remoteUrls,
      host: '127.0.0.1',
      quiet: true,
      env: { SHELL_DIST: outDirs.shell, NODE_ENV: 'production' },
    });
    children.push(shell);
    const shellOrigin = `http://127.0.0.1:${shellPort}`;
    ownerByOrigin.set(shellOrigin, 'shell');
    await waitFor(`${shellOrigin}/health`, { timeoutMs: 60_000, child: shell });

    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    // Long tasks from the start (hydration is one): their blocking part (beyond 50 ms) until the
    // interactive mark is this page's total blocking time, unthrottled.
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const pending = [];
    const failed = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('requestfinished', (request) =>
      pending.push(
        (async () => {
          const response = await request.response();
          const type = response?.headers()['content-type'] ?? '';
          if (request.resourceType() !== 'script' && !/javascript/.test(type)) return null;
          const sizes = await request.sizes();
          const url = new URL(request.url());
          return {
            url: url.href,
            owner: ownerByOrigin.get(url.origin) ?? 'other',
            pathname: url.pathname,
            wire: sizes.responseBodySize,
            status: response?.status(),
          };
        })(),
      ),
    );
    await page.goto(`${shellOrigin}${visitPath}`, { waitUntil: 'networkidle', timeout: 90_000 });
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 15_000 })
      .catch(() => null);
    notes.push(
      heading
        ? `page rendered, first h1: "${heading.trim()}"`
        : 'no h1 rendered on / (figures still list what was downloaded)',
    );
    if (failed.length) notes.push(`failed requests: ${failed.join(', ')}`);
    // The shell marks the end of its first render or hydration (bootstrap.tsx): scripts asked for
    // before it are what the page needs to be interactive; later ones are prefetches and lazy parts.
    const timing = await page
      .waitForFunction(() => performance.getEntriesByName('arbora:interactive').length > 0, null, { timeout: 15_000 })
      .then(() =>
        page.evaluate(() => ({
          interactiveAt: performance.getEntriesByName('arbora:interactive')[0].startTime,
          starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
          longTasks: window.__longTasks ?? [],
        })),
      )
      .catch(() => null);
    if (!timing) notes.push('no interactive mark (a shell built before it): every script counts as boot');
    else {
      const before = timing.longTasks.filter(([start]) => start <= timing.interactiveAt);
      const blocking = before.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const longest = Math.max(0, ...before.map(([, duration]) => duration));
      notes.push(
        `interactive (hydrated) at ${Math.round(timing.interactiveAt)} ms; until then ${before.length} long tasks, ` +
          `blocking ${Math.round(blocking)} ms, longest ${Math.round(longest)} ms (no CPU throttling; Lighthouse's is 4x)`,
      );
    }
    const startOf = new Map(timing?.starts ?? []);
    const responses = (await Promise.all(pending))
      .filter(Boolean)
      .map((r) => ({ ...r, beforeInteractive: !timing || (startOf.get(r.url) ?? 0) <= timing.interactiveAt }));
    const scripts = responses.map((r) => ({
      ...r,
      file: r.owner in outDirs ? path.join(outDirs[r.owner], decodeURIComponent(r.pathname)) : null,
    }));
    return { scripts, notes };
  } finally {
    await browser?.close().catch(() => {});
    await stopAll(children);
    await Promise.all(statics.map((s) => s.close()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
