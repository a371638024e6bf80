import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { expect, test } from '../support/fixtures';

// The HTML the server sends (what a crawler, a validator or a browser without JavaScript reads),
// validated by html-validate with the repository's configuration (.htmlvalidate.mjs at the root:
// the recommended preset, less only what React's serializer decides, each with its reason).

const ROOT = path.join(__dirname, '..', '..');
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** The first path of the sitemap that matches: a page of that type the site really links. */
async function fromSitemap(request: APIRequestContext, pattern: RegExp): Promise<string> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .find((pathname) => pattern.test(pathname));
  expect(found, `a sitemap entry matching ${pattern}`).toBeDefined();
  return found!;
}

const PAGES: [label: string, path: string | RegExp, status?: number][] = [
  ['the home page', '/'],
  ['a product list', '/c-lames-de-terrasse'],
  ['a product', '/p-lame-de-terrasse-alveolaire-horizon'],
  ['an Océlia product', /^\/ocelia\/p-[\w-]+$/],
  ['a content page', /^\/conseils\/[\w-]+\/[\w-]+$/],
  ['a blog article', /^\/blog\/[\w-]+$/],
  ['a store page', /^\/magasins\/[\w-]+$/],
  ['the contact form', '/contactez-nous'],
  ['a quote form', '/devis/devis-terrasse'],
  ['the login page', '/connexion'],
  ['the signup page', '/inscription'],
  ['the cart', '/panier'],
  ['a search', '/recherche?q=lames'],
  ['a page that does not exist', '/page-qui-n-existe-pas', 404],
];

const describe = (message: Message) => `${message.ruleId} (line ${message.line}): ${message.message}`;

for (const [label, where, status = 200] of PAGES) {
  test(`${label}: the server's HTML is valid`, async ({ request }) => {
    const pagePath = typeof where === 'string' ? where : await fromSitemap(request, where);
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(status);
    const html = await response.text();
    // A file name at the root, so the loader finds the repository's configuration.
    const report = await validator.validateString(html, path.join(ROOT, 'page.html'));
    const messages = report.results.flatMap((result) => result.messages);
    expect(messages.map(describe), pagePath).toEqual([]);
  });
}
