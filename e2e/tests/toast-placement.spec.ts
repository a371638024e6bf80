import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { loggedInWithCart } from './checkout-helpers';

// Issue 35: the « Connexion réussie » toast that follows a login during checkout covered « Total à
// payer ». A toast never covers the page's total nor its primary action: not on landing, and not
// while the shopper scrolls them up into view from the bottom of the screen, at phone and desktop
// widths. It stays a polite status that does not take the focus and that the shopper can close.

const LOGIN_SUCCESS = 'Connexion réussie. Bienvenue sur votre compte.';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The boxes of the toast and of each key element, with the page at the top and with each key
 * element scrolled to the bottom edge and to the middle of the screen. Read in one synchronous
 * step, so the toast's 3 s life cannot end between a scroll and its measure.
 */
async function boxesWhileScrolling(page: Page, toast: Locator, keys: Locator[]) {
  const handles = await Promise.all(keys.map((key) => key.elementHandle()));
  const toastHandle = await toast.elementHandle();
  return page.evaluate(
    ([toastElement, ...elements]) => {
      const box = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      const seen: { when: string; key: string; keyBox: Box; toastBox: Box }[] = [];
      const measure = (when: string) => {
        for (const element of elements)
          seen.push({ when, key: element!.textContent ?? '', keyBox: box(element!), toastBox: box(toastElement!) });
      };
      window.scrollTo({ top: 0, behavior: 'instant' });
      measure('on landing');
      for (const block of ['end', 'center'] as const) {
        for (const element of elements) {
          element!.scrollIntoView({ block, behavior: 'instant' });
          measure(`${element!.textContent} scrolled to the ${block}`);
        }
      }
      return seen;
    },
    [toastHandle, ...handles],
  );
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 720 } });

    for (const { to, keys } of [
      {
        to: '/panier/livraison',
        keys: (page: Page) => [
          page.getByText('Total à payer').locator('..'),
          page.getByRole('button', { name: 'Commander avec obligation de paiement' }),
          // « Votre commande »: beside the form on a desktop, its total on the right.
          page.locator('[data-summary-line="total"]'),
        ],
      },
      {
        to: '/panier',
        keys: (page: Page) => [
          page.locator('[data-summary-line="total"]'),
          page.getByRole('link', { name: 'Commander', exact: true }),
        ],
      },
    ]) {
      test(`after a login, the toast on ${to} covers neither the total nor the primary action`, async ({
        page,
        request,
        stack,
      }) => {
        // Kept on screen while measured, however long the page then takes to load: as soon as the
        // toast shows, the page hears the pointer come onto it, which pauses its 3 s countdown
        // (WCAG 2.2.1). The real pointer stays in the corner until the test closes the toast.
        await page.addInitScript(() => {
          new MutationObserver(() => {
            for (const toast of document.querySelectorAll('[data-severity="success"]:not([data-rested])')) {
              toast.setAttribute('data-rested', '');
              toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
            }
          }).observe(document, { childList: true, subtree: true });
        });
        await page.mouse.move(1, 1);
        await loggedInWithCart(page, request, stack.apiDataDir, to);
        const toast = page.locator('[role="status"][aria-live="polite"] [data-severity="success"]');
        await expect(toast).toContainText(LOGIN_SUCCESS);
        const keyElements = keys(page);
        for (const key of keyElements) await expect(key).toBeVisible();
        // A status: the focus stays where the page put it.
        expect(await toast.evaluate((element) => element.contains(document.activeElement))).toBe(false);

        for (const { when, key, keyBox, toastBox } of await boxesWhileScrolling(page, toast, keyElements)) {
          expect(overlap(toastBox, keyBox), `${when}: the toast ${JSON.stringify(toastBox)} covers « ${key} »`).toBe(
            false,
          );
        }

        await toast.getByRole('button', { name: 'Fermer la notification' }).click();
        await expect(toast).toHaveCount(0);
      });
    }
  });
}
