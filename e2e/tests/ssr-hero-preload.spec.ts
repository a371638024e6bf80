import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The picture of a page's first screen (its largest paint) comes with the server's HTML when it is
// small (`useInlineImage`, INLINE_IMAGE_MAX_BYTES): a phone paints it with the document instead of
// asking for it one round trip later. A content page's cover shows a square crop below 48em
// (`covers_mobile`, the one inlined) and the wide cover above (preloaded with `media`): each screen
// gets the picture it shows, once, and never the other one.

const PATH = '/terrasse-composite';
const PHONE = '(max-width: 47.99em)';
const WIDE = '(min-width: 48em)';

function imagePreloads(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" [^>]*as="image"[^>]*\/>/g)].map(([tag]) => ({
    href: /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '',
    media: /media="([^"]*)"/.exec(tag)?.[1],
  }));
}

/** The sources of the first picture of the page's main area, as the server wrote them. */
function firstPictureSources(html: string) {
  const main = html.slice(html.indexOf('<main'));
  const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(main)?.[1] ?? '';
  return [...picture.matchAll(/<source ([^>]*)>/g)].map(([, attributes]) => ({
    srcset: /srcSet="([^"]*)"/i.exec(attributes!)?.[1] ?? '',
    media: /media="([^"]*)"/.exec(attributes!)?.[1],
  }));
}

/** The page's HTML once its data came within the API budget (a loaded machine may miss it once). */
async function serverHtml(request: APIRequestContext, url: string, ready: RegExp) {
  let html = '';
  await expect
    .poll(async () => ready.test((html = await (await request.get(url)).text())), { timeout: 30_000 })
    .toBe(true);
  return html;
}

test('a content page’s HTML holds the phone’s cover and preloads only the wide one', async ({ request, stack }) => {
  // A cold API may give the picture after its 300 ms: then it stays a URL, with its preload.
  const html = await serverHtml(request, `${stack.baseURL}${PATH}`, /<main[\s\S]*?<picture[^>]*><source srcSet="data:/);
  const sources = firstPictureSources(html);
  const phone = sources.find((source) => source.media === PHONE && source.srcset.startsWith('data:'));
  expect(phone?.srcset, JSON.stringify(sources).slice(0, 300)).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
  const wide = sources.find((source) => source.media === undefined);
  expect(wide?.srcset).toMatch(/^\/api\/v1\/media\/page\/.+\.webp$/);
  expect(imagePreloads(html)).toEqual([{ href: wide!.srcset, media: WIDE }]);
});

for (const width of [390, 1280]) {
  test(`a content page at ${width} px downloads only the cover it shows, at most once`, async ({
    page,
    request,
    stack,
  }) => {
    const html = await serverHtml(
      request,
      `${stack.baseURL}${PATH}`,
      /<main[\s\S]*?<picture[^>]*><source srcSet="data:/,
    );
    const sources = firstPictureSources(html);
    const wide = new URL(sources.find((source) => !source.media)!.srcset, stack.baseURL).href;
    // The crop's own URL, from its SVG fallback source: never asked for, the HTML holds it.
    const crop = sources.find((source) => source.media === PHONE && !source.srcset.startsWith('data:'))!.srcset;
    const cropUrls = [crop, crop.replace(/\.svg$/, '.webp')].map((url) => new URL(url, stack.baseURL).href);
    const counts = new Map<string, number>();
    page.on('request', (req) => counts.set(req.url(), (counts.get(req.url()) ?? 0) + 1));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PATH);
    const cover = page.locator('main picture img').first();
    await expect(cover).toBeVisible();
    const shown = await cover.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.currentSrc;
    });
    for (const url of cropUrls) expect(counts.get(url), url).toBeUndefined();
    if (width < 768) {
      expect(shown).toMatch(/^data:image\/webp;base64,/);
      expect(counts.get(wide)).toBeUndefined();
    } else {
      expect(shown).toBe(wide);
      expect(counts.get(wide)).toBe(1);
    }
  });
}

// The largest paint of each public page type that shows a picture first, at a phone's width.
const FIRST_PICTURES = [
  { type: 'home', path: '/', picture: /<main[\s\S]*?<picture[^>]*>\s*<source srcSet="(data:[^"]*)"/ },
  {
    type: 'category',
    path: '/category/c-lames-de-terrasse',
    picture: /<main[\s\S]*?<picture[^>]*>\s*<source media="\(max-width: 47\.99em\)" srcSet="(data:[^"]*)"/,
  },
  {
    type: 'product list',
    path: '/c-lames-de-terrasse',
    picture: /<main[\s\S]*?<img src="(data:image\/svg\+xml;base64,[^"]*)"/,
  },
  {
    type: 'product',
    path: '/p-lame-de-terrasse-alveolaire-horizon',
    picture: /<main[\s\S]*?<picture[^>]*>\s*<source srcSet="(data:[^"]*)"/,
  },
];

for (const { type, path, picture } of FIRST_PICTURES) {
  test(`the ${type} page’s first picture is painted with the HTML, on a phone`, async ({ page, request, stack }) => {
    const html = await serverHtml(request, `${stack.baseURL}${path}`, picture);
    const inlined = picture.exec(html)![1]!;
    expect(inlined.length).toBeLessThan(10_000);
    expect(imagePreloads(html).filter((hint) => hint.href.startsWith('data:'))).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    // Hydrated with the server's picture: the same data: URL, shown, and nothing logged (a
    // hydration mismatch on `src`, or a preload left unused, would be).
    await waitForInteractive(page);
    await page.waitForLoadState('networkidle');
    const shown = page.locator(`main img`).first();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc.startsWith('data:image/'))).toBe(true);
    expect(errors).toEqual([]);
  });
}
