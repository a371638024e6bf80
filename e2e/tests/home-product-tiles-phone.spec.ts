import { expect, test } from '../support/fixtures';

// The home's « Produits phares » at 390 px: each price says what it buys (« 233,12 € TTC / panneau »),
// amount and unit kept whole by no-break spaces. As one unbreakable line it ran 20 px past the
// tile's edge; « TTC / panneau, » is an inline block that goes under the amount instead.

test('390 px: the home’s product tiles say the unit of their price and stay inside their column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Produits phares' }).getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  const measures = await tiles.evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      const price = [...item.querySelectorAll('p')].find((p) => /TTC/.test(p.textContent ?? ''))!;
      const range = document.createRange();
      range.selectNodeContents(price);
      const text = range.getBoundingClientRect();
      return { text: price.textContent ?? '', width: box.width, inside: text.right <= box.right && box.right <= 390 };
    }),
  );
  expect(measures.length).toBeGreaterThan(1);
  for (const measure of measures) {
    expect(measure.text).toMatch(/\d\u00a0€\u00a0TTC\u00a0\/\u00a0\p{L}/u);
    expect(measure.inside, measure.text).toBe(true);
    // Two tiles a row of one width: no price widens its column (« 233,12 € TTC / panneau, » did, by 13 px).
    expect(Math.abs(measure.width - measures[0]!.width), measure.text).toBeLessThanOrEqual(1);
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  // « Voir les options » is a button link: its own light text on the dark button, not the title
  // links' brown (2.0:1 on that background, as the tiles' link rule once painted it).
  const [title, option] = await Promise.all(
    [tiles.first().getByRole('link').first(), tiles.getByRole('link', { name: /^Voir les options de/ }).first()].map(
      (link) => link.evaluate((e) => getComputedStyle(e).color),
    ),
  );
  expect(option).not.toBe(title);
});
