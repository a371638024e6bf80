import type { Locator } from '@playwright/test';

/** How many lines an element's text takes (its text's boxes, by their tops). */
export function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => rect.top)
      .sort((a, b) => a - b);
    let lines = 0;
    let last = -Infinity;
    for (const top of tops)
      if (top - last > 4) {
        lines += 1;
        last = top;
      }
    return lines;
  });
}
