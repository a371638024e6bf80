import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// Issue 35 point 10, on the signup form (forms-no-shift.spec.ts does the quote form): a message
// that goes away when a field is fixed never moves the next control, so a tap on it lands. Submit
// empty, fix « Confirmation du mot de passe », then tap the terms box: it is ticked, where it was.

test('/inscription: after an empty submit, fixing the password confirmation then tapping the terms box ticks it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inscription');
  await waitForInteractive(page);
  const form = page.getByRole('form', { name: 'Création de compte' });
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  const password = form.getByLabel(/^Mot de passe/);
  const confirmation = form.getByLabel(/^Confirmation du mot de passe/);
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await password.fill('Terrasse-2026!');
  await confirmation.fill('Terrasse-2026!');
  const terms = form.getByRole('checkbox', { name: /^J’accepte les conditions générales/ });
  // In view first, so that the click does not scroll and the box's place can be compared.
  await terms.scrollIntoViewIfNeeded();
  const before = await terms.boundingBox();
  // The click blurs the confirmation first (its message goes away), then lands where the box was.
  await terms.click();
  await expect(confirmation).not.toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toBeChecked();
  expect((await terms.boundingBox())?.y).toBe(before?.y);
});
