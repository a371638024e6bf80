import { expect, test } from '../support/fixtures';

// The desktop menu bar without JavaScript (scripts blocked or failed): its « Sous-menu … » buttons
// could never open a panel, so they are not shown; a panel opens while the pointer is on its entry,
// or while the keyboard focus is inside it, and its links are reached with Tab.

test.use({ javaScriptEnabled: false });

test('at 1280 px without JavaScript: no dead submenu button, panels open on hover and on keyboard focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Terrasse', exact: true })).toBeVisible();
  await expect(nav.getByRole('button')).toHaveCount(0);

  const lames = nav.getByRole('link', { name: 'Lames de terrasse' });
  await expect(lames).toBeHidden();
  await nav.getByRole('link', { name: 'Terrasse', exact: true }).hover();
  await expect(lames).toBeVisible();
  // The pointer goes down into the panel: it stays open, and its third level is a link too.
  await nav.getByRole('link', { name: 'Lames alvéolaires' }).hover();
  await expect(nav.getByRole('link', { name: 'Lames alvéolaires' })).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(lames).toBeHidden();

  // The keyboard: the entry's link focused, its panel shows; Tab goes into it.
  await nav.getByRole('link', { name: 'Terrasse', exact: true }).focus();
  await expect(lames).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(lames).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Lames alvéolaires' })).toBeFocused();
});
