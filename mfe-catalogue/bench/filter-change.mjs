#!/usr/bin/env node
// How long a filter change on a product list takes to show the new list, in Chromium, through the
// composed site (issue 12: within 300 ms, data from a warm API). Figures only, no assertion.
//
// The real stack starts on free ports as the e2e suite starts it (stale apps are built first): the
// API on a fresh PGlite database (or DATABASE_URL with --postgres), the six remotes' static servers
// and the shell server. For each facet value of the list's sidebar (colours, lengths, price bands…)
// the list is loaded afresh (an empty client cache), then the checkbox is clicked and timed in the
// page (performance.now(), from the click to the new count or cards in the DOM). A first round warms
// the API (JIT, database pages, its micro-cache: the list's calls are then answered from memory);
// --rounds more are measured. Also says whether the focus stayed on the checkbox.
//
// Usage: node mfe-catalogue/bench/filter-change.mjs [--rounds 1] [--list /c-lames-de-terrasse] [--postgres]
//        (npm run bench -w @arbora/mfe-catalogue -- --rounds 2)
//        --site <url>: time an already running site instead of starting one.
//        --serve: start the stack, time nothing, print the list's URL and wait for Ctrl-C (Lighthouse:
//                 node bench/lighthouse.mjs --peer <url>).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// A bench tool, not the remote's code: Playwright is the workspace's (e2e), never in the bundle.
// eslint-disable-next-line import-x/no-extraneous-dependencies
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { stopAll } from '../../tooling/stack.mjs';
import { percentile, startSiteStack } from '../../bench/lib/site-stack.mjs';

const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(option('rounds') ?? 1);
const LIST = option('list') ?? '/c-lames-de-terrasse';
const SITE = option('site');
const POSTGRES = process.argv.includes('--postgres');
const SERVE = process.argv.includes('--serve');

const ms = (v) => `${Math.round(v)} ms`.padStart(8);

/** Runs in the page: clicks the checkbox `id`, resolves when the count or the cards change. */
function timeToggle(id) {
  const box = document.getElementById(id);
  const count = document.querySelector('[data-testid="result-count"]');
  if (!box || !count) throw new Error(`no checkbox ${id} or result count`);
  const signature = () =>
    `${document.querySelector('[data-testid="result-count"]')?.textContent}|${[
      ...document.querySelectorAll('main article a'),
    ]
      .map((a) => a.getAttribute('href'))
      .join(',')}`;
  // As a pointer or the keyboard would: the checkbox has the focus when it changes.
  box.focus();
  const before = signature();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (signature() === before) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, path: location.pathname, focused: document.activeElement === box });
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the list did not change within 10 s after ${id}`));
    }, 10_000);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    box.click();
  });
}

async function measure(site) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      locale: 'fr-FR',
      baseURL: site,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const apiMs = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/product-variant'))
        apiMs.push(request.timing().responseEnd);
    });
    const load = async () => {
      await page.goto(LIST, { waitUntil: 'load' });
      await page.getByTestId('result-count').waitFor();
      // Hydrated: the sidebar's checkboxes answer clicks (the server-rendered ones are inert before).
      await page.waitForFunction(() => {
        const box = document.querySelector('aside input[type="checkbox"]');
        return box !== null && Object.keys(box).some((key) => key.startsWith('__reactProps'));
      });
    };
    await load();
    const ids = await page
      .locator('aside[aria-label="Filtres"] input[type="checkbox"]:not(:disabled)')
      .evaluateAll((inputs) => inputs.map((input) => input.id));
    const rows = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const id of ids) {
        await load();
        apiMs.length = 0;
        const result = await page.evaluate(timeToggle, id);
        if (round > 0) rows.push({ id, ...result, apiMs: apiMs[0] ?? NaN });
      }
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'arbora-bench-filter-'));
  const stack = SITE ? { children: [], site: SITE } : await startSiteStack(tmp, { postgres: POSTGRES });
  try {
    if (SERVE) {
      console.log(`site: ${stack.site} (list: ${stack.site}${LIST}); Ctrl-C stops it`);
      await new Promise((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      return;
    }
    const rows = await measure(stack.site);
    console.log(
      `filter change on ${LIST}: ${rows.length} changes (every sidebar value, ${ROUNDS} round(s) after a warm-up one), ` +
        `Chromium 1280 px, ${SITE ? SITE : POSTGRES ? 'PostgreSQL' : 'PGlite'}\n`,
    );
    console.log('                                   p50      p90      max');
    const line = (label, values) =>
      console.log(
        `${label.padEnd(30)} ${ms(percentile(values, 50))} ${ms(percentile(values, 90))} ${ms(Math.max(...values))}`,
      );
    line(
      'new list shown (click → DOM)',
      rows.map((r) => r.ms),
    );
    line(
      'API round-trip (browser)',
      rows.map((r) => r.apiMs).filter((v) => !Number.isNaN(v)),
    );
    const lost = rows.filter((r) => !r.focused).map((r) => r.id);
    console.log(
      `\nfocus kept on the clicked checkbox: ${rows.length - lost.length}/${rows.length}${lost.length ? ` (lost: ${lost.join(', ')})` : ''}`,
    );
  } finally {
    await stopAll(stack.children);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
