import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// Issue 35 point 10: a message that comes or goes on blur never moves the next control, so a tap
// on it lands. Submit empty, fix « Code postal », then tap the consent box: it is ticked.

test('/devis/devis-cloture: after an empty submit, fixing the postcode then tapping the consent box ticks it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/devis/devis-cloture');
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Recevoir mon devis gratuit' }).click();
  const postcode = page.getByRole('textbox', { name: /^Code postal/ });
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await postcode.fill('44000');
  const consent = page.getByRole('checkbox', { name: /^J’accepte qu’Arbora/ });
  // In view first, so that the click does not scroll and the box's place can be compared.
  await consent.scrollIntoViewIfNeeded();
  const before = await consent.boundingBox();
  // The click blurs the postcode first (its message goes away), then lands where the box was.
  await consent.click();
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeChecked();
  expect((await consent.boundingBox())?.y).toBe(before?.y);
});
