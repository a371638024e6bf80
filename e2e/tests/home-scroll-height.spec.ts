import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The home's card sections are laid out only near the viewport (renderWhenNear); until then their
// placeholder height stands in. Close to the real one, the page keeps its height while a phone
// scrolls it (no jumping scrollbar, no blank screens): geometry, measured before and after.

const scrollHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
/** Two animation frames: the browser has updated which sections are near and laid them out. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const width of [390, 1280]) {
  test(`at ${width} px, the home's height at load is within 10 % of its height once scrolled to the bottom`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await waitForInteractive(page);
    await page.evaluate(() => document.fonts.ready);
    await nextFrames(page);
    const atLoad = await scrollHeight(page);
    // A screen at a time, as a shopper scrolls, until the bottom of the page.
    for (let atBottom = false; !atBottom;) {
      atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await nextFrames(page);
    }
    const scrolled = await scrollHeight(page);
    expect(Math.abs(scrolled - atLoad) / scrolled, `${atLoad} px at load, ${scrolled} px scrolled`).toBeLessThan(0.1);
  });
}
