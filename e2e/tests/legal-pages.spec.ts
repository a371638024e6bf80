import { expect, test } from '../support/fixtures';

// The legal notice as a shopper reads it on a phone: its numbers never wrap inside (no-break
// spaces from the seed), and its phone numbers can be called (tel: links), without JavaScript too.

test.use({ javaScriptEnabled: false });

test('the legal notice’s phone numbers are tel: links and its numbers keep their groups together', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/mentions-legales');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '02\u00a040\u00a000\u00a000\u00a000' })).toHaveAttribute(
      'href',
      'tel:+33240000000',
    );
    await expect(main.getByRole('link', { name: '01\u00a084\u00a013\u00a000\u00a000' })).toHaveAttribute(
      'href',
      'tel:+33184130000',
    );
    const text = (await main.textContent()) ?? '';
    expect(text).toContain('500\u202f000\u00a0€');
    expect(text).toContain('732\u00a0829\u00a0320');
    await page.screenshot({ path: `/tmp/h80-legal-${width}.png`, fullPage: true });
  }
});
