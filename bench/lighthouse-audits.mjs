#!/usr/bin/env node
// Lighthouse 12.8's accessibility, best-practices and SEO categories (issue 40), at mobile and
// desktop, for pages of a site already running (`npm start`, or any stack): the scores and every
// audit that did not pass. Figures only: no test asserts a score; each defect these audits found
// has its own targeted test.
//
// Usage: node bench/lighthouse-audits.mjs --base http://localhost:3000 [--paths /,/panier]
//   [--forms mobile,desktop] [--reports /tmp/lh-audits]
// The shell's PUBLIC_URL should be the base address (its canonical links point there).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';

const arg = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const BASE = arg('base') ?? 'http://localhost:3000';
// The eight page types of issue 40: home, content page, list, product, two forms, the cart, login.
const PATHS = (
  arg('paths') ??
  [
    '/',
    '/conseils/terrasse/tout-savoir-sur-une-terrasse-de-piscine',
    '/c-lames-de-terrasse',
    '/p-lame-de-terrasse-alveolaire-horizon',
    '/contactez-nous',
    '/devis/devis-terrasse',
    '/panier',
    '/connexion',
  ].join(',')
).split(',');
const FORMS = (arg('forms') ?? 'mobile,desktop').split(',');
const REPORTS = arg('reports') ? path.resolve(arg('reports')) : null;
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];

// Lighthouse's desktop preset (its core/config/constants.js), without throttling: these categories
// read the page, they do not time it.
const SETTINGS = {
  mobile: { formFactor: 'mobile' },
  desktop: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    emulatedUserAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Safari/537.36',
  },
};

async function audit(url, form) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod: 'provided',
      ...SETTINGS[form],
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const rows = [];
for (const pagePath of PATHS) {
  for (const form of FORMS) {
    const lhr = await audit(`${BASE}${pagePath}`, form);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(path.join(REPORTS, `${form}${pagePath.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
    }
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id].score ?? 0) * 100));
    rows.push([pagePath, form, ...scores]);
    console.log(`${pagePath} ${form}: ${CATEGORIES.map((id, i) => `${id} ${scores[i]}`).join(', ')}`);
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id].auditRefs) {
        const result = lhr.audits[ref.id];
        if (ref.weight > 0 && result.score !== null && result.score < 1) {
          const items = result.details?.items ?? [];
          console.log(`  ✗ ${id}/${ref.id}: ${result.title}`);
          for (const item of items.slice(0, 4)) {
            const node = item.node ?? item.subItems?.items?.[0]?.relatedNode;
            console.log(
              `      ${(node?.snippet ?? item.description ?? item.source?.url ?? JSON.stringify(item)).slice(0, 240)}`,
            );
          }
        }
      }
    }
  }
}
console.log(`\n| page | form | accessibility | best practices | SEO |\n| --- | --- | ---: | ---: | ---: |`);
for (const row of rows) console.log(`| \`${row[0]}\` | ${row.slice(1).join(' | ')} |`);
