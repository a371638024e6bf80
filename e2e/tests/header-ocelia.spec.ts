import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';

// Issue 19: the plastic line's layout has the same header behaviour with its own menu.
test('Océlia: its own menu in the drawer at 390 px and in the desktop bar at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ocelia/nous-rejoindre/candidature-spontanee');
  await expect(page.locator('[data-layout="plastic"]')).toBeVisible();
  // The menu's focus return is what is checked here, on a hydrated page (early clicks: their own spec).
  await waitForInteractive(page);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Mobilier de jardin' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Terrasse' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/header-ocelia-drawer-390.png' });
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Mobilier de jardin' })).toBeVisible();
  await expect(opener).toBeHidden();
  await page.screenshot({ path: '/tmp/header-ocelia-1280.png' });
});
