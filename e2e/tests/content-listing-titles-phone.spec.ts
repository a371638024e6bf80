import { expect, test } from '../support/fixtures';

// A listing's card titles on a phone: without `text-wrap: pretty` 13 of the 20 réalisations' titles
// ended on a lone word (« Une clôture chêne naturel à / Rennes ») and 15 of the blog's 20 (« Un
// jardin de ville sans vis-à- / vis »). A title may still end on one long word when nothing better
// fits, but no longer most of them.

const lastLineWords = (titles: HTMLElement[]) =>
  titles.map((title) => {
    const text = title.firstChild as Text;
    const range = document.createRange();
    range.selectNodeContents(title);
    const tops = [...range.getClientRects()].map((rect) => Math.round(rect.top));
    const lastTop = Math.max(...tops);
    let last = '';
    for (let i = 0; i < text.length; i++) {
      const char = document.createRange();
      char.setStart(text, i);
      char.setEnd(text, i + 1);
      if (Math.round(char.getBoundingClientRect().top) === lastTop) last += text.data[i];
    }
    return { title: text.data, lastLine: last.trim(), lines: new Set(tops).size };
  });

for (const path of ['/realisations', '/blog']) {
  test(`390 px, ${path}: the cards’ titles seldom end on a lone word`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const titles = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(titles.first()).toBeVisible();
    const measures = await titles.evaluateAll(lastLineWords);
    const wrapped = measures.filter((m) => m.lines > 1);
    expect(wrapped.length).toBeGreaterThan(5);
    const orphans = wrapped.filter((m) => !m.lastLine.includes(' '));
    expect(orphans.length, JSON.stringify(orphans)).toBeLessThanOrEqual(3);
  });
}
