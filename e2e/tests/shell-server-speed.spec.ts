import { expect, test } from '../support/fixtures';

// The shell server tells the browser, in the first HTML, what the route will need: the remote's
// manifest, remoteEntry.js and page chunks, and the hero image. The browser then fetches them in
// parallel instead of in a chain, and each only once (a preload the page does not reuse exactly
// would be downloaded twice).

/**
 * The preloads of the head, and those a page whose largest element is a picture asks for once the
 * picture is in (its starter's block, shell/server/picture-first.ts).
 */
const preloads = (html: string) => {
  const later = /<script id="arbora-later" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  const held = later ? (JSON.parse(later) as { links: { rel: string; href: string; as?: string }[] }).links : [];
  return [
    ...[...html.matchAll(/<link rel="preload" href="([^"]*)" as="(\w+)"/g)].map((m) => ({
      href: m[1]!.replace(/&amp;/g, '&'),
      as: m[2]!,
    })),
    ...held.filter((link) => link.rel === 'preload').map(({ href, as }) => ({ href, as: as ?? '' })),
  ];
};

test('the home HTML preloads the content remote entry, manifest and HomePage chunk', async ({ request, stack }) => {
  const content = `http://127.0.0.1:${stack.remotePorts.content}`;
  // A server's page waits at most 150 ms for a remote's manifest (a slow remote must not hold the
  // HTML), and a page rendered without it may be served from the HTML cache for a few seconds: the
  // steady state is the first page rendered once the server knows the manifest.
  const home = async () => (await request.get(`${stack.baseURL}/`)).text();
  const hasEntry = (html: string) => preloads(html).some((l) => l.href === `${content}/remoteEntry.js`);
  await expect.poll(async () => hasEntry(await home()), { timeout: 60_000 }).toBe(true);
  const html = await home();
  const links = preloads(html);
  expect(links).toContainEqual({ href: `${content}/remoteEntry.js`, as: 'script' });
  expect(links).toContainEqual({ href: `${content}/mf-manifest.json`, as: 'fetch' });
  expect(links.some((l) => /__federation_expose_HomePage\.[0-9a-f]{8}\.js$/.test(l.href))).toBe(true);
  // The hero is preloaded (by srcset: ssr-hero-preload.spec.ts), never written into the HTML.
  // No picture is inlined (the stylesheet's small SVG icons are not pictures).
  expect(html).not.toMatch(/<(img|source|link)\b[^>]*data:image/);
  expect(links.some((l) => l.as === 'image' && l.href.startsWith('/api/v1/images/'))).toBe(true);
});

for (const path of ['/', '/cookies']) {
  test(`every preload of ${path} is used by the page, and fetched only once`, async ({ page, request, stack }) => {
    const links = preloads(await (await request.get(`${stack.baseURL}${path}`)).text());
    const counts = new Map<string, number>();
    page.on('request', (req) => counts.set(req.url(), (counts.get(req.url()) ?? 0) + 1));
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // Chrome reports an unused preload 3 s after the load event: until the page's own clock is past
    // it (the end of its load event + 3.5 s), not 3.5 s after the heading, which may come before load.
    await page.waitForFunction(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (
        navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + 3500
      );
    });
    // An image preload goes by its imagesrcset: the browser fetches the width it picks, not `href`
    // (each fetched once: ssr-hero-preload.spec.ts).
    for (const link of links.filter((l) => l.as !== 'image')) {
      const url = new URL(link.href, stack.baseURL).href;
      expect(counts.get(url), url).toBe(1);
    }
    // Only the server's own hints: the SPA adds preloads of its own (route prefetch).
    const ours = links.map((link) => new URL(link.href, stack.baseURL).href);
    expect(unused.filter((text) => ours.some((url) => text.includes(`resource ${url} was`)))).toEqual([]);
  });
}
