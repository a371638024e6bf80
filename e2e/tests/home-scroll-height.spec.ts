import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The home's card sections are laid out only near the viewport (renderWhenNear); until then their
// placeholder height stands in. Close to the real one, the page keeps its height while a phone
// scrolls it (no jumping scrollbar, no blank screens): geometry, measured before and after.

const scrollHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
/** Each card section's height: its placeholder until it is first laid out, then its own. */
const sectionHeights = (page: Page) =>
  page.evaluate((): Record<string, number> =>
    Object.fromEntries(
      [...document.querySelectorAll('main section[aria-labelledby]')].map((section) => [
        section.getAttribute('aria-labelledby'),
        Math.round(section.getBoundingClientRect().height),
      ]),
    ),
  );
/** Two animation frames: the browser has updated which sections are near and laid them out. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const width of [390, 900, 1280]) {
  test(`at ${width} px, the home's height at load is within 10 % of its height once scrolled to the bottom, each card section's within 15 %`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await waitForInteractive(page);
    await page.evaluate(() => document.fonts.ready);
    await nextFrames(page);
    const atLoad = await scrollHeight(page);
    const sectionsAtLoad = await sectionHeights(page);
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
    // Section by section too, whatever the grid's column count at this width (900 px: three columns
    // of tiles, where a placeholder for four was half the height of a section of two rows).
    const sections = await sectionHeights(page);
    for (const [id, height] of Object.entries(sections)) {
      expect(
        Math.abs(height - sectionsAtLoad[id]!) / height,
        `${id}: ${sectionsAtLoad[id]} px at load, ${height} px`,
      ).toBeLessThan(0.15);
    }
  });
}
