import { expect, test } from '../support/fixtures';
import { recordToasts } from '../support/toast-log';

// SPEC 8: a server error on a read is a toast from the bus, announced assertively, gone after 3000 ms.
test('a server error shows an error toast in the assertive live region, which goes away by itself', async ({
  page,
}) => {
  // A toast lives 3000 ms, which a busy machine may spend before an assertion: each one shown is recorded.
  const toasts = await recordToasts(page);
  await page.route('**/api/v1/menu?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'boom' }),
    }),
  );
  await page.goto('/contactez-nous');
  // Keep the pointer away from the toasts: hovering pauses them.
  await page.mouse.move(1, 1);

  await toasts.expectShown('Erreur : Une erreur est survenue. Veuillez réessayer plus tard.', {
    severity: 'error',
    region: 'assertive',
  });
  expect(toasts.seen.filter((toast) => toast.severity === 'error' && toast.region !== 'assertive')).toEqual([]);
  // The site stays usable with its fallback menu.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  // 3000 ms each (the read is retried once, so a second one may follow a second later).
  await expect(page.locator('[aria-live="assertive"] [data-severity]')).toHaveCount(0, { timeout: 8_000 });
});
