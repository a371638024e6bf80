import { expect, test } from '../support/fixtures';

// The shell server preloads a content page's cover with the HTML. PageCover shows a square crop
// below 48em (`covers_mobile`) and the wide cover above: the two preloads carry the same `media`,
// so each screen downloads the picture it shows, once, and never the other one.

const PATH = '/terrasse-composite';

function imagePreloads(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" [^>]*as="image"[^>]*\/>/g)].map(([tag]) => ({
    href: /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '',
    media: /media="([^"]*)"/.exec(tag)?.[1],
  }));
}

for (const width of [390, 1280]) {
  test(`a content page at ${width} px preloads and downloads only the cover it shows, once`, async ({
    page,
    request,
    stack,
  }) => {
    // Past the page's API budget the HTML goes out without them (a loaded machine, a cold API):
    // ask until an answer came within it.
    let hints: ReturnType<typeof imagePreloads> = [];
    await expect
      .poll(async () => (hints = imagePreloads(await (await request.get(`${stack.baseURL}${PATH}`)).text())).length, {
        timeout: 30_000,
      })
      .toBe(2);
    const phone = hints.find((hint) => hint.media === '(max-width: 47.99em)');
    const wide = hints.find((hint) => hint.media === '(min-width: 48em)');
    expect(phone && wide, JSON.stringify(hints)).toBeTruthy();
    const [shown, other] = (width < 768 ? [phone!, wide!] : [wide!, phone!]).map(
      (hint) => new URL(hint.href, stack.baseURL).href,
    );

    const counts = new Map<string, number>();
    page.on('request', (req) => counts.set(req.url(), (counts.get(req.url()) ?? 0) + 1));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PATH);
    const cover = page.locator('main picture img').first();
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
      .toBe(shown);
    expect(counts.get(shown!)).toBe(1);
    expect(counts.get(other!)).toBeUndefined();
  });
}
