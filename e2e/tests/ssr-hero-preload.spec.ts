import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Pictures are photographs served by width (issue 39): every picture of a page has a `srcset` of the
// image endpoint's widths and the `sizes` of its layout; the page's largest picture (its first
// `<Picture priority>`) is eager with fetchpriority="high" and preloaded by the server's HTML with
// the same srcset and sizes; the others are lazy; no picture is written into the HTML as data:.

const PHONE = '(max-width: 47.99em)';
const PHOTO = /^\/api\/v1\/images\/[a-z0-9-]+\.[0-9a-f]{10}\/\d+$/;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

function imagePreloads(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" [^>]*as="image"[^>]*\/>/g)].map(([tag]) => ({
    srcset: attribute(tag, 'imagesrcset'),
    sizes: attribute(tag, 'imagesizes'),
    media: attribute(tag, 'media'),
  }));
}

/** The `<img>` tags of the page's main area, as the server wrote them. */
function mainImages(html: string) {
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  return [...main.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    srcset: attribute(tag, 'srcSet'),
    sizes: attribute(tag, 'sizes'),
    width: attribute(tag, 'width'),
    height: attribute(tag, 'height'),
    loading: attribute(tag, 'loading'),
    priority: attribute(tag, 'fetchPriority'),
  }));
}

/** The page's HTML once its data came within the API budget (a loaded machine may miss it once). */
async function serverHtml(request: APIRequestContext, url: string) {
  let html = '';
  await expect
    .poll(async () => /<main[\s\S]*?<img /.test((html = await (await request.get(url)).text())), { timeout: 30_000 })
    .toBe(true);
  return html;
}

const PAGES = [
  { type: 'home', path: '/' },
  { type: 'content', path: '/terrasse-composite' },
  { type: 'category', path: '/category/c-lames-de-terrasse' },
  { type: 'product list', path: '/c-lames-de-terrasse' },
  { type: 'product', path: '/p-lame-de-terrasse-alveolaire-horizon' },
];

for (const { type, path } of PAGES) {
  test(`the ${type} page: srcset and sizes on every picture, the largest one eager and preloaded, no data: image`, async ({
    request,
    stack,
  }) => {
    const html = await serverHtml(request, `${stack.baseURL}${path}`);
    // No picture in the HTML itself (a stylesheet's small SVG icons are not pictures).
    expect(html).not.toMatch(/<(?:img|source|link)\b[^>]*(?:src|srcset|href|imagesrcset)="data:/i);
    const images = mainImages(html);
    for (const image of images) {
      expect(image.srcset, JSON.stringify(image)).toBeTruthy();
      for (const candidate of image.srcset!.split(', ')) expect(candidate).toMatch(/^\S+ \d+w$/);
      expect(image.srcset!.split(', ')[0]!.split(' ')[0]).toMatch(PHOTO);
      expect(image.sizes).toBeTruthy();
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
    }
    const [first, ...others] = images.filter((image) => image.priority === 'high');
    expect(first?.loading).toBe('eager');
    for (const image of images.filter((i) => i.priority !== 'high')) expect(image.loading).toBe('lazy');
    // Only the first priority picture is preloaded (a list's first card is the only priority one).
    expect(others.every((image) => image.loading === 'eager')).toBe(true);
    const preloads = imagePreloads(html);
    expect(preloads.length).toBeGreaterThan(0);
    const wide = preloads.find((preload) => !preload.media?.startsWith(PHONE));
    expect(wide).toMatchObject({ srcset: first!.srcset, sizes: first!.sizes });
  });
}

for (const width of [390, 1280]) {
  test(`a content page at ${width} px downloads only the cover crop it shows, once`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/v1/images/')) requested.push(new URL(req.url()).pathname);
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/terrasse-composite');
    const cover = page.locator('main picture img').first();
    // A photograph's first request draws its original (about a second): allow for a cold API.
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
      .toBe(true);
    const shown = new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(shown).toMatch(width < 768 ? /-3x2\.[0-9a-f]+\/\d+$/ : /-19x10\.[0-9a-f]+\/\d+$/);
    expect(requested.filter((url) => url === shown)).toHaveLength(1);
    // The other crop of the cover is never asked for.
    const otherCrop = width < 768 ? /-19x10\./ : /-3x2\./;
    const coverName = shown.split('/')[4]!.replace(/-(3x2|19x10)\..*$/, '');
    expect(requested.filter((url) => url.includes(coverName) && otherCrop.test(url))).toEqual([]);
  });
}

test('a tile of a two-column grid (a 600 px screen) downloads its column’s width, not the screen’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/');
  const tile = page.locator('section[aria-labelledby="home-categories"] li img').first();
  await tile.scrollIntoViewIfNeeded();
  await expect
    .poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
    .toBe(true);
  // Two columns of about 250 px: the 320 w variant (the screen's width would take the 640 w).
  const { shown, columnWidth } = await tile.evaluate((img: HTMLImageElement) => ({
    shown: new URL(img.currentSrc).pathname,
    columnWidth: img.getBoundingClientRect().width,
  }));
  expect(columnWidth).toBeLessThan(320);
  expect(shown).toMatch(/\/320$/);
});
