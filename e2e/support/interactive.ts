import type { Page } from '@playwright/test';

/**
 * Waits for the shell's `arbora:interactive` mark (shell/src/boot/interactive-mark.tsx): the first
 * render or hydration is done. A server-rendered page is visible before; a test that types into
 * it must wait for this, as an event on a page not yet hydrated reaches no handler.
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('arbora:interactive').length > 0);
}
