// e2e: serial (it loads the machine on purpose)
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '../support/fixtures';

/** The public page types (ssr-render.spec.ts), each a page the server owes rendered. */
const PAGES = [
  '/',
  '/terrasse-composite',
  '/conseils/terrasse/tout-savoir-sur-une-terrasse-de-piscine',
  '/ocelia',
  '/category/c-lames-de-terrasse',
  '/c-lames-de-terrasse',
  '/p-lame-de-terrasse-alveolaire-horizon',
  '/blog',
  '/blog/cinq-idees-pour-une-terrasse-conviviale',
  '/temoignages/avis-01-maxime-b',
  '/realisations/01-une-terrasse-gris-anthracite-a-la-rochelle',
  '/magasins/nantes',
  '/devis',
  '/contactez-nous',
];
const ROUNDS = 4;

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

interface Seen {
  path: string;
  status: number;
  retryAfter: string | null;
  robots: string | undefined;
  emptyArea: boolean;
}

/**
 * A shell whose render budgets are tiny (remote load 150 ms, data 20 ms) and whose HTML cache is
 * off, asked for every page type many times at once: renders fail or come late, as under a
 * crawler on a loaded machine. Each answer must be a page (200, its area rendered: fresh or the
 * last good HTML), a 503 that says to come back and not to index it, or a 404; never a 200 with
 * the skeleton in place of the page.
 */
test('under saturation, no answer is a 200 whose page area is empty', async ({ stack }) => {
  test.setTimeout(180_000);
  const tooling = await import('../../tooling/stack.mjs');
  const port = await tooling.freePort();
  const apiPort = Number(new URL(stack.apiURL).port);
  const shell: ChildProcess = tooling.shellService({
    port,
    apiPort,
    host: '127.0.0.1',
    quiet: true,
    remoteUrls: Object.fromEntries(
      Object.entries(stack.remotePorts).map(([name, remotePort]) => [
        name,
        `http://127.0.0.1:${remotePort}/mf-manifest.json`,
      ]),
    ),
    env: { SSR_REMOTE_TIMEOUT_MS: '150', PAGE_API_TIMEOUT_MS: '20', SSR_CACHE_SECONDS: '0' },
  });
  try {
    await tooling.waitFor(`http://127.0.0.1:${port}/health`, { child: shell });
    const seen: Seen[] = [];
    // Every page at once, several rounds: one burst of 56 requests on loopback per round trip.
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        PAGES.flatMap((path) =>
          [0, 1, 2, 3].map(async () => {
            const response = await fetch(`http://127.0.0.1:${port}${path}`);
            const html = await response.text();
            return {
              path,
              status: response.status,
              retryAfter: response.headers.get('retry-after'),
              robots: /<meta name="robots" content="([^"]*)" \/>/.exec(html)?.[1],
              emptyArea: mainOf(html).includes('aria-busy="true"'),
            };
          }),
        ),
      );
      seen.push(...answers);
    }
    const count = (kind: (s: Seen) => boolean) => seen.filter(kind).length;
    test.info().annotations.push({
      type: 'answers',
      description: `200: ${count((s) => s.status === 200)}, 503: ${count((s) => s.status === 503)}, other: ${count(
        (s) => s.status !== 200 && s.status !== 503,
      )}`,
    });
    expect(seen.filter((s) => s.status === 200 && s.emptyArea)).toEqual([]);
    for (const answer of seen.filter((s) => s.status === 503)) {
      expect(answer).toMatchObject({ retryAfter: expect.stringMatching(/^\d+$/), robots: 'noindex' });
    }
    expect(seen.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
  } finally {
    await tooling.stopAll([shell]);
  }
});
