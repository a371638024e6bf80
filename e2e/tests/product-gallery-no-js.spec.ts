import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// The product page's gallery works before JavaScript: « Agrandir la photo » and each thumbnail are
// links to their photo at full resolution (the browser shows it). Once the script runs, a plain
// click opens the zoom dialog or shows the photo in place, as before (no page load).

const PATH = '/p-lame-de-terrasse-alveolaire-boreal';
const PHOTO = /^\/api\/v1\/images\/[a-z0-9-]+\.[0-9a-f]{10}\/\d+$/;

/** The link's target is a photo the API serves (its first request draws it: allow for a cold API). */
async function servesPhoto(request: APIRequestContext, href: string | null) {
  expect(href).toMatch(PHOTO);
  const response = await request.get(href!, { timeout: 30_000 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
}

const mainPhoto = (page: Page) => page.locator('[aria-label^="Photos de"] img').first();
const thumbs = (page: Page) => page.getByRole('group', { name: 'Choisir une photo' }).getByRole('link');

for (const width of [390, 1280]) {
  test(`JavaScript off, ${width} px: « Agrandir » and the thumbnails link to the photos at full resolution`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(PATH);
      await expect(page.getByRole('button', { name: 'Agrandir la photo' })).toHaveCount(0);
      const zoom = page.getByRole('link', { name: 'Agrandir la photo' });
      await expect(zoom).toBeVisible();
      await servesPhoto(request, await zoom.getAttribute('href'));
      const count = await thumbs(page).count();
      expect(count, 'the seeded Boréal has several photos').toBeGreaterThan(1);
      const first = page.getByRole('link', { name: `Photo 1 sur ${count}`, exact: true });
      await expect(first).toHaveAttribute('aria-current', 'true');
      const second = page.getByRole('link', { name: `Photo 2 sur ${count}`, exact: true });
      await expect(second).not.toHaveAttribute('aria-current', /./);
      const secondHref = await second.getAttribute('href');
      await servesPhoto(request, secondHref);
      // A 44 px target at least.
      const box = await second.boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: testInfo.outputPath(`gallery-no-js-${width}.png`) });
      // Without the script, the link shows the photo itself.
      const zoomHref = await zoom.getAttribute('href');
      await zoom.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(zoomHref);
    } finally {
      await context.close();
    }
  });

  test(`JavaScript on, ${width} px: a click on « Agrandir » opens the dialog, a thumbnail shows its photo in place`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(PATH);
      await waitForInteractive(page);
      // A mark on this document: a page load would drop it.
      await page.evaluate(() => Object.assign(window, { galleryMark: true }));
      const count = await thumbs(page).count();
      const second = page.getByRole('link', { name: `Photo 2 sur ${count}`, exact: true });
      const secondHref = await second.getAttribute('href');
      const before = await mainPhoto(page).getAttribute('src');
      await second.click();
      await expect(second).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('link', { name: 'Agrandir la photo' })).toHaveAttribute('href', secondHref!);
      await expect(mainPhoto(page)).not.toHaveAttribute('src', before!);
      await page.screenshot({ path: testInfo.outputPath(`gallery-js-page-${width}.png`) });
      await page.getByRole('link', { name: 'Agrandir la photo' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const photo = dialog.getByTestId('photo-zoom');
      await expect(photo).toHaveAttribute('src', secondHref!);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 30_000,
        })
        .toBe(true);
      await expect(page).toHaveURL(PATH);
      expect(await page.evaluate(() => (window as { galleryMark?: boolean }).galleryMark)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`gallery-js-${width}.png`) });
    } finally {
      await context.close();
    }
  });
}
