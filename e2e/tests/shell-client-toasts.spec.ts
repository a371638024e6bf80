import { expect, test } from '../support/fixtures';

// SPEC 8: a server error on a read is a toast from the bus, announced assertively, gone after 3000 ms.
test('a server error shows an error toast in the assertive live region, which goes away by itself', async ({
  page,
}) => {
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

  const assertive = page.locator('[aria-live="assertive"]');
  const toast = assertive.locator('[data-severity="error"]').first();
  await expect(toast).toContainText('Erreur : Une erreur est survenue. Veuillez réessayer plus tard.');
  await expect(page.locator('[aria-live="polite"] [data-severity="error"]')).toHaveCount(0);
  // The site stays usable with its fallback menu.
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  // 3000 ms each (the read is retried once, so a second one may follow a second later).
  await expect(assertive.locator('[data-severity]')).toHaveCount(0, { timeout: 8_000 });
});
