// e2e: serial
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { deployContentCopy, replaceInBuild } from '../support/remote-copy';

/** A label the home page's own code renders (not API data), read from its source. */
function homeCodeLabel(root: string): string {
  const source = readFileSync(path.join(root, 'mfe-content', 'src', 'pages', 'home-page.tsx'), 'utf8');
  const label = /(?:aria-label|title)="([^"{}]{4,})"/.exec(source)?.[1];
  if (!label) throw new Error('no literal label in home-page.tsx to change');
  return label;
}

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

test('a remote whose server build is missing: the last good HTML, else a 503 the browser still renders', async ({
  page,
  request,
  stack,
  repoint,
}) => {
  // A path (and query) no other test asks for: this shell has rendered it once, or never.
  const known = '/terrasse-composite?e2e=rendered-before';
  const before = await request.get(known);
  expect(before.status()).toBe(200);
  expect(mainOf(await before.text())).toMatch(/<h1/);

  const copy = await deployContentCopy(stack.root, (dist) => rmSync(path.join(dist, 'server'), { recursive: true }));
  repoint([{ name: 'content', entry: copy.entry }]);

  // Rendered before: its last good HTML, never the skeleton with a 200.
  const again = await request.get(known);
  expect(again.status()).toBe(200);
  expect(mainOf(await again.text())).toMatch(/<h1/);

  // Never rendered: 503, come back later, not indexed; the page itself is rendered in the browser.
  const response = await request.get('/terrasse-composite?e2e=never-rendered');
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toMatch(/^\d+$/);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(mainOf(html)).toContain('aria-busy="true"');
  expect(mainOf(html)).not.toMatch(/<h1/);

  await page.goto('/terrasse-composite?e2e=never-rendered');
  await expect(page.locator('main h1').first()).toBeVisible();
  await copy.close();
});

test('a remote down at render time: 503, the shell rendered, the area left to the browser', async ({
  request,
  repoint,
}) => {
  repoint([{ name: 'content', entry: 'http://127.0.0.1:9/mf-manifest.json' }]);
  const response = await request.get('/?e2e=remote-down');
  expect(response.status()).toBe(503);
  const html = await response.text();
  expect(html).toContain('data-testid="cart-link"');
  expect(mainOf(html)).toContain('aria-busy="true"');
});

test('a repointed remote, then one rebuilt in place: the next request renders its new code, no restart', async ({
  request,
  stack,
  repoint,
}) => {
  const label = homeCodeLabel(stack.root);
  const v2 = `${label} (v2)`;
  const copy = await deployContentCopy(stack.root, (dist) => replaceInBuild(dist, label, v2));
  repoint([{ name: 'content', entry: copy.entry }]);
  const html = await (await request.get('/')).text();
  expect(mainOf(html)).toContain(v2);

  // Rebuilt in place: same URL, new files (a new build changes the entry's content).
  const v3 = `${label} (v3)`;
  replaceInBuild(copy.dist, v2, v3);
  appendFileSync(path.join(copy.dist, 'server', 'remoteEntry.js'), '\n// rebuilt\n');
  await expect.poll(async () => mainOf(await (await request.get('/')).text()), { timeout: 10_000 }).toContain(v3);
  await copy.close();
});
