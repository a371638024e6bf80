import { expect, test } from '../support/fixtures';

// A category's cards on a phone: two a row leave about 145 px of text, and the éco-participation
// under each price, « dont éco-participation : 0,22 € », broke on three lines. It reads on two at
// most, still legible (12 px or more), the amount on one line. On a desktop's wider columns it
// keeps the price block's own size, on one line.

test('390 px: each card’s « dont éco-participation » reads on two lines at most', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/c-lames-de-terrasse');
  const lines = page.getByRole('article').getByText(/^dont éco-participation/);
  await expect(lines.first()).toBeVisible();
  const measures = await lines.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const text = element.firstChild!;
      const range = document.createRange();
      const amount = text.textContent!.search(/\d/);
      range.setStart(text, amount);
      range.setEnd(text, text.textContent!.length);
      return {
        text: element.textContent,
        lines: Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
        fontPx: Number.parseFloat(style.fontSize),
        amountLines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
      };
    }),
  );
  expect(measures.length).toBeGreaterThan(1);
  for (const measure of measures) {
    expect(measure.lines, measure.text!).toBeLessThanOrEqual(2);
    expect(measure.fontPx, measure.text!).toBeGreaterThanOrEqual(12);
    expect(measure.amountLines, measure.text!).toBe(1);
  }
  await lines.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('card-eco-390.png') });
});

test('1280 px: the cards’ « dont éco-participation » keeps its size, on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/c-lames-de-terrasse');
  const lines = page.getByRole('article').getByText(/^dont éco-participation/);
  await expect(lines.first()).toBeVisible();
  const measures = await lines.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return {
        text: element.textContent,
        lines: Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
        fontPx: Number.parseFloat(style.fontSize),
      };
    }),
  );
  for (const measure of measures) expect(measure, measure.text!).toMatchObject({ lines: 1, fontPx: 14 });
});
