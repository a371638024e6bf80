import { expect, test } from '../support/fixtures';

// A list's cards on a phone: the amount, « 2 655,71 € TTC », is kept whole by its no-break spaces.
// At the price block's own 25 px it was 175 px wide in cards that leave 145 px of text at 390 px
// (130 px at 360 px): each card of 100 € or more widened its column, the cards ran past the screen
// (a gate's list by 14 px) and the page scrolled sideways. On a desktop the amount keeps its size.

const PAGES = ['/c-portails-battants', '/recherche?q=gris'];

for (const width of [360, 390]) {
  for (const path of PAGES) {
    test(`${width} px, ${path}: every card and its amount stay inside its column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      const cards = page
        .getByRole('list')
        .filter({ has: page.getByRole('article') })
        .first()
        .locator('> li');
      await expect(cards.first()).toBeVisible();
      const measures = await cards.evaluateAll((items) =>
        items.map((item) => {
          const column = item.getBoundingClientRect();
          const card = item.querySelector('article')!.getBoundingClientRect();
          const amount = [...item.querySelectorAll('p')].find((p) => /TTC/.test(p.textContent ?? ''))!;
          const line = amount.querySelector('span')!;
          const lineBox = line.getBoundingClientRect();
          return {
            text: amount.textContent,
            cardInColumn: card.left >= column.left - 1 && card.right <= column.right + 1,
            amountInCard: lineBox.right <= card.right,
            amountLines: new Set([...line.getClientRects()].map((rect) => Math.round(rect.top))).size,
            fontPx: Number.parseFloat(getComputedStyle(amount).fontSize),
          };
        }),
      );
      expect(measures.length).toBeGreaterThan(1);
      for (const measure of measures) {
        expect(measure, measure.text!).toMatchObject({ cardInColumn: true, amountInCard: true, amountLines: 1 });
        expect(measure.fontPx, measure.text!).toBeGreaterThanOrEqual(16);
      }
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBe(0);
    });
  }
}

test('1280 px: the cards’ amounts keep the price block’s own size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/c-portails-battants');
  const amounts = page.getByRole('article').locator('p').filter({ hasText: /TTC/ });
  await expect(amounts.first()).toBeVisible();
  const sizes = await amounts.evaluateAll((elements) => elements.map((e) => getComputedStyle(e).fontSize));
  expect(sizes.length).toBeGreaterThan(1);
  for (const size of sizes) expect(size).toBe('25px');
});
