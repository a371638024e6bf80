import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 16, done when: every link of the home page and every URL of /sitemap.xml answers 200 and
// shows its own title. All of them are fetched (server-rendered HTML, 8 at a time); a browser opens
// one page of each family to see that the page keeps that title once it runs.

/** Titles the shell gives a route when its page's own head is missing (data past the page budget). */
const GENERIC = new Set([
  'Arbora – bois composite pour l’extérieur',
  'Page introuvable | Arbora',
  'Produit | Arbora',
  'Produit Océlia | Arbora',
  'Nos produits | Arbora',
  'Les produits Océlia | Arbora',
  'Catégorie | Arbora',
]);

/** Pages of one family (`/temoignages/…`, `/p-…`) must not share a title: each has its own. */
const familyOf = (path: string) => {
  const first = path.split('/')[1] ?? '';
  return /^[pc]-/.test(first) ? first.slice(0, 2) : first;
};

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/&quot;/g, '"')
    .trim();

type Answer = { path: string; status: number; title: string };

async function fetchTitle(request: APIRequestContext, base: string, path: string): Promise<Answer> {
  const answer = await request.get(`${base}${path}`, { maxRedirects: 0, timeout: 20_000 });
  const html = await answer.text();
  return { path, status: answer.status(), title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '') };
}

/** Runs `task` over `items`, `limit` at a time, in order of the list. */
async function each<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i] as T);
      }
    }),
  );
  return out;
}

const failureOf = (answer: Answer, duplicates: Set<string>) => {
  if (answer.status !== 200) return `${answer.path}: ${answer.status}`;
  if (!answer.title || (GENERIC.has(answer.title) && answer.path !== '/')) return `${answer.path}: « ${answer.title} »`;
  if (duplicates.has(answer.path)) return `${answer.path}: « ${answer.title} » shared with its family`;
  return null;
};

function duplicatesOf(answers: Answer[]): Set<string> {
  const byKey = new Map<string, string[]>();
  for (const a of answers) {
    const key = `${familyOf(a.path)}\n${a.title}`;
    byKey.set(key, [...(byKey.get(key) ?? []), a.path]);
  }
  return new Set([...byKey.values()].filter((paths) => paths.length > 1).flat());
}

test('every URL of the sitemap and every link of the home page answers 200 with a title of its own', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000); // ~30 s on two busy cores; the bound is for a machine shared by many runs
  const base = baseURL as string;
  const xml = await (await request.get(`${base}/sitemap.xml`)).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  expect(fromSitemap.length).toBeGreaterThan(400);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fromHome = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(fromHome.length).toBeGreaterThan(20);

  const paths = [...new Set([...fromSitemap, ...fromHome])].filter((path) => !path.startsWith('/api/'));
  const started = Date.now();
  let answers = await each(paths, 8, (path) => fetchTitle(request, base, path));
  // A page answered past the page data budget (a busy machine) gets the shell's generic head: asked
  // again, one at a time (up to three times), it must then have its own.
  for (let round = 0; round < 3; round += 1) {
    const late = answers.filter((a) => failureOf(a, duplicatesOf(answers))).map((a) => a.path);
    if (!late.length) break;
    const again = await each(late, 1, (path) => fetchTitle(request, base, path));
    answers = answers.map((a) => again.find((b) => b.path === a.path) ?? a);
  }
  console.log(`${paths.length} URLs (${fromSitemap.length} in the sitemap) in ${Date.now() - started} ms`);
  const duplicates = duplicatesOf(answers);
  expect(answers.map((a) => failureOf(a, duplicates)).filter(Boolean)).toEqual([]);

  // One page per family in the browser: it shows a heading and keeps the server's title once it runs.
  const families = new Map<string, Answer>();
  for (const a of answers) if (!families.has(familyOf(a.path))) families.set(familyOf(a.path), a);
  const sample = [...families.values()].filter((a) =>
    /^(blog|realisations|temoignages|magasins|services|conseils|produits|portail-composite|terrasse-composite|ocelia|mentions-legales|content|p-|c-)$/.test(
      familyOf(a.path),
    ),
  );
  expect(sample.length).toBeGreaterThan(10);
  for (const { path, title } of sample) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page, path).toHaveTitle(title);
  }
});
