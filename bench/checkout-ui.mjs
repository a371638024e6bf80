#!/usr/bin/env node
// How long a quantity change on /panier takes to show the new totals, in Chromium, through the
// composed site (issue 13: within 300 ms on a warm API). Figures only, no assertion.
//
// The real stack starts on free ports as the e2e suite starts it (stale apps are built first): the
// API on a fresh PGlite database (or DATABASE_URL with --postgres), the six remotes' static servers
// and the shell server. A guest cart of two products is handed to the browser; after --warmup
// changes, --changes quantity changes alternate + and − on the first line. Each is timed in the
// page (performance.now(), from the click to the DOM change): the line (optimistic) and the
// "Total TTC" (the API's answer), with the API calls each change made and the API's own time.
//
// Usage: node bench/checkout-ui.mjs [--changes 20] [--warmup 3] [--postgres] [--serve]
//        (npm run bench -w @arbora/mfe-checkout -- --changes 20)
//   --serve: start the stack, fill no browser, print the shell's URL and wait for Ctrl-C (to point
//            another tool at /panier, e.g. bench/lighthouse.mjs --peer <url>/panier).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';
import { stopAll } from '../tooling/stack.mjs';
import { percentile, startSiteStack } from './lib/site-stack.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CHANGES = arg('changes', 20);
const WARMUP = arg('warmup', 3);
const SERVE = process.argv.includes('--serve');
const POSTGRES = process.argv.includes('--postgres');

const ms = (v) => `${Math.round(v)} ms`.padStart(8);

/** A guest cart of two in-stock products (quantity 2 each) with BIENVENUE10 when it applies. */
async function guestCart(api) {
  const post = async (url, body) => {
    const res = await fetch(`${api}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };
  const list = await (await fetch(`${api}/product-variant?perPage=100&in_stock=true`)).json();
  // 40 € to 300 € each: 2 × 2 of them make a cart BIENVENUE10 applies to (150 € to 1 500 €).
  const picked = list.data.items
    .filter((v) => v.stock >= 10 && v.prices.ttc >= 400_000 && v.prices.ttc <= 3_000_000)
    .slice(0, 2);
  if (picked.length < 2) throw new Error('the seed has no two variants with stock');
  const elements = picked.map((v) => ({
    element_id: v.id,
    element_type: 'product_variant',
    type: 'product',
    quantity: 2,
  }));
  const cart = await post('/cart/update', { type: 'add', elements });
  const token = cart.json.data.token;
  const promo = await post('/cart/promotion/add', { cart_token: token, code: 'BIENVENUE10' });
  return { token, line: cart.json.data.cart.list[0].name, promotion: promo.status === 200 };
}

/** One change timed in the page: click, then the first DOM change of the line and of the total. */
function timeChange({ line, increase }) {
  const button = document.querySelector(
    `button[aria-label="${increase ? 'Augmenter' : 'Diminuer'} la quantité de « ${line} »"]`,
  );
  const total = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Total TTC')?.nextElementSibling;
  const item = button?.closest('li');
  if (!button || !total || !item) throw new Error('the cart page is not showing the line and its totals');
  const totalBefore = total.textContent;
  const lineBefore = item.textContent;
  return new Promise((resolve, reject) => {
    let lineMs = null;
    const started = performance.now();
    const observer = new MutationObserver(() => {
      const now = performance.now() - started;
      if (lineMs === null && item.textContent !== lineBefore) lineMs = now;
      if (total.textContent !== totalBefore) {
        observer.disconnect();
        clearTimeout(timer);
        resolve({ lineMs: lineMs ?? now, totalMs: now });
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the total did not change within 10 s'));
    }, 10_000);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    button.click();
  });
}

async function measure({ site, token, line }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'fr-FR', baseURL: site });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((cartToken) => {
      localStorage.setItem(
        'arbora-cart',
        JSON.stringify({ state: { token: cartToken, cart: null, selections: {}, order: null }, version: 1 }),
      );
    }, token);
    await page.goto('/panier');
    const minus = page.getByRole('button', { name: `Diminuer la quantité de « ${line} »` });
    await minus.waitFor();
    await page.waitForLoadState('networkidle');

    const calls = [];
    page.on('requestfinished', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/v1/cart')) return;
      const timing = request.timing();
      calls.push({ what: `${request.method()} ${new URL(request.url()).pathname}`, ms: timing.responseEnd });
    });
    const rows = [];
    for (let i = 0; i < WARMUP + CHANGES; i += 1) {
      calls.length = 0;
      // Quantity 2 → 3 → 2 …: never past the stock, never below 1.
      const result = await page.evaluate(timeChange, { line, increase: i % 2 === 0 });
      await page.waitForFunction(
        (name) => !document.querySelector(`button[aria-label="Diminuer la quantité de « ${name} »"]`)?.disabled,
        line,
      );
      // Anything the change would read after its answer has time to start here.
      await page.waitForLoadState('networkidle');
      if (i >= WARMUP) rows.push({ ...result, calls: calls.map((c) => c.what), apiMs: calls[0]?.ms ?? NaN });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'arbora-bench-checkout-ui-'));
  const stack = await startSiteStack(tmp, { postgres: POSTGRES });
  try {
    if (SERVE) {
      console.log(`site: ${stack.site} (cart page: ${stack.site}/panier); Ctrl-C stops it`);
      await new Promise((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      return;
    }
    const cart = await guestCart(stack.api);
    const rows = await measure({ site: stack.site, token: cart.token, line: cart.line });
    const perChange = new Set(rows.map((r) => r.calls.join(' + ') || '(none)'));
    console.log(
      `checkout UI: ${rows.length} quantity changes on /panier after ${WARMUP} warm-up ones, Chromium, ` +
        `${POSTGRES ? 'PostgreSQL' : 'PGlite'}, promotion ${cart.promotion ? 'applied' : 'not applied'}\n`,
    );
    console.log('                                   p50      p90      max');
    const line = (label, values) =>
      console.log(
        `${label.padEnd(30)} ${ms(percentile(values, 50))} ${ms(percentile(values, 90))} ${ms(Math.max(...values))}`,
      );
    line(
      'line shows the new quantity',
      rows.map((r) => r.lineMs),
    );
    line(
      'totals show the new amounts',
      rows.map((r) => r.totalMs),
    );
    line(
      'API round-trip (browser)',
      rows.map((r) => r.apiMs),
    );
    console.log(`\nAPI calls per change: ${[...perChange].join(' | ')}`);
  } finally {
    await stopAll(stack.children);
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
