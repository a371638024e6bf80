import { expect, test } from '../support/fixtures';

// Without JavaScript a refused form comes back with what was typed, but a browser never fills a
// file input again: the photos chosen are gone. The page says so on the file field and in the
// error summary, naming them, and once chosen again with the fix the quote goes through.

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const photo = { name: 'jardin-1.png', mimeType: 'image/png', buffer: PNG };
const AGAIN =
  'Choisissez à nouveau votre photo (jardin-1.png)\u00a0: elle n’est pas gardée quand le formulaire est refusé.';

test('a quote refused with a photo asks for the photo again, then goes through', async ({ page, baseURL }) => {
  const f = 'devis-terrasse';
  await page.goto('/devis/devis-terrasse');
  await page.locator(`#${f}-surface_m2`).fill('30');
  await page.locator(`#${f}-firstname`).fill('Léa');
  await page.locator(`#${f}-lastname`).fill('Martin');
  await page.locator(`#${f}-email`).fill(`nojs.photo.${Date.now().toString(36)}@exemple.fr`);
  await page.locator(`#${f}-postcode`).fill('4400');
  await page.locator(`#${f}-consent`).check();
  await page.locator(`#${f}-photos`).setInputFiles(photo);
  await page.getByRole('button', { name: 'Recevoir mon devis gratuit' }).click();

  await expect(page).toHaveURL(`${baseURL}/devis/devis-terrasse`);
  await expect(page.locator(`#${f}-postcode`)).toHaveValue('4400');
  await expect(page.locator(`#${f}-photos-error`)).toContainText(AGAIN);
  await expect(page.getByRole('link', { name: `Photos de votre projet\u00a0: ${AGAIN}` })).toBeVisible();

  await page.locator(`#${f}-postcode`).fill('44000');
  await page.locator(`#${f}-photos`).setInputFiles(photo);
  await page.getByRole('button', { name: 'Recevoir mon devis gratuit' }).click();
  await expect(page).toHaveURL(`${baseURL}/devis/confirmation`);
});
