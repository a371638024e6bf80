import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// Issue 19: the header compacts on scroll without moving the page (CLS 0 from the header).

/** Starts collecting layout shifts from now on (the page has settled). */
async function recordLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
        );
        w.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift' });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);

/** Where the page's content starts in the document, and how tall the document is. */
const flowOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    return {
      mainTop: main.getBoundingClientRect().top + window.scrollY,
      scrollHeight: document.documentElement.scrollHeight,
    };
  });

for (const { width, height, secondRow } of [
  { width: 390, height: 844, secondRow: 'search' },
  { width: 1280, height: 800, secondRow: 'nav' },
] as const) {
  test(`at ${width} px the header compacts on scroll; the page does not move and no layout shift is recorded`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/recherche?q=lames');
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « lames »' })).toBeVisible();
    // The compaction follows the scroll once the header is hydrated: a wheel before it reaches no handler.
    await waitForInteractive(page);
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-compact', 'false');
    await recordLayoutShifts(page);
    const before = await flowOf(page);
    const fullHeight = (await header.boundingBox())!.height;

    await page.mouse.move(width / 2, height - 10);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect
      .poll(async () => {
        const box = await page.evaluate(
          () => document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect().bottom,
        );
        return box;
      })
      .toBeLessThan(fullHeight - 32);
    // The flow is unchanged: same document height, content where it was.
    expect(await flowOf(page)).toEqual(before);
    // The first row stays visible and usable.
    const brand = header.getByRole('link', { name: 'Arbora, accueil' });
    await expect(brand).toBeInViewport();
    await expect(header.getByTestId('cart-link')).toBeInViewport();
    if (secondRow === 'search') await expect(header.getByRole('button', { name: 'Menu' })).toBeInViewport();
    await page.screenshot({ path: `/tmp/header-compact-${width}.png` });
    if (secondRow === 'search') {
      // On a phone the search stays one tap away: the compact header's search button opens it.
      await header.getByTestId('compact-search').click();
      await expect(header.getByRole('combobox', { name: 'Rechercher sur le site' })).toBeFocused();
      await expect(header.getByRole('combobox', { name: 'Rechercher sur le site' })).toBeInViewport();
      await page.keyboard.press('Escape');
      await header.getByRole('combobox', { name: 'Rechercher sur le site' }).blur();
    } else {
      await expect(header.getByTestId('compact-search')).toBeHidden();
    }

    // Focus inside the header brings its second row back (a keyboard user reaches it).
    const box = header.getByRole('combobox', { name: 'Rechercher sur le site' });
    await box.focus();
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect
      .poll(() => header.evaluate((el) => Math.round(el.getBoundingClientRect().bottom)))
      .toBeGreaterThanOrEqual(Math.round(fullHeight) - 1);
    await expect(box).toBeInViewport();
    await box.blur();

    await page.mouse.wheel(0, -2000);
    await expect(header).toHaveAttribute('data-compact', 'false');
    expect(await flowOf(page)).toEqual(before);
    expect(await shiftsOf(page)).toEqual([]);
  });
}
