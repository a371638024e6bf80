import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// A listing's pagination at its longest (« Précédente 1 2 3 4 5 … 12 Suivante », the design
// system's example): on a phone its row wrapped wherever it happened to break, « Suivante » alone
// on a second line. Now the page numbers take one row and « Précédente » / « Suivante » the next,
// side by side, each half of it; on a wide screen all of it stays on one row.

const NAME = 'Pagination du blog (exemple)';

/** Each link's visible text and box. */
const boxes = (nav: Locator) =>
  nav.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const { top, left, width, height } = link.getBoundingClientRect();
      // The visible words only: « Page » and « : page 3 » are for screen readers.
      const text = [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      return { text, top, left, width, height };
    }),
  );

test('390 px: the page numbers on one row, « Précédente » and « Suivante » side by side below', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/styleguide');
  const nav = page.getByRole('navigation', { name: NAME });
  await nav.scrollIntoViewIfNeeded();
  const links = await boxes(nav);
  const previous = links.find((l) => l.text === 'Précédente')!;
  const next = links.find((l) => l.text === 'Suivante')!;
  const numbers = links.filter((l) => l !== previous && l !== next);
  expect(numbers.map((l) => l.text)).toEqual(['1', '2', '3', '4', '5', '12']);
  expect(new Set(numbers.map((l) => Math.round(l.top))).size).toBe(1);
  expect(previous.top).toBeGreaterThan(numbers[0]!.top + numbers[0]!.height - 1);
  expect(Math.round(next.top)).toBe(Math.round(previous.top));
  expect(next.left).toBeGreaterThan(previous.left + previous.width - 1);
  // Two wide targets, within the screen.
  for (const edge of [previous, next]) {
    expect(edge.width).toBeGreaterThan(140);
    expect(edge.height).toBeGreaterThanOrEqual(44);
    expect(edge.left + edge.width).toBeLessThanOrEqual(390);
  }
});

test('1280 px: the whole pagination on one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/styleguide');
  const nav = page.getByRole('navigation', { name: NAME });
  await nav.scrollIntoViewIfNeeded();
  const links = await boxes(nav);
  expect(links.map((l) => l.text)).toEqual(['Précédente', '1', '2', '3', '4', '5', '12', 'Suivante']);
  expect(new Set(links.map((l) => Math.round(l.top))).size).toBe(1);
});
