import { renderPage } from '@arbora/shared/testing';
import type { Push } from '@arbora/shared/schemas';
import { imageFixture } from '../../../testing/fixtures';
import { HomePushes, pushSizes } from './home-pushes';

const push = (title: string): Push => ({
  title,
  text: `${title}, en quelques mots.`,
  label: `Découvrir ${title}`,
  url: `/${title.toLowerCase()}`,
  image: imageFixture(title.toLowerCase()),
});

// Two pushes (the sales lines without a promotion) share the row: each picture is asked for at half
// the container, not a third of it with an empty third beside.
it('gives each push its share of the row: two take half each, three a third', () => {
  expect(pushSizes(2)).toBe('(min-width: 48em) 38rem, 92vw');
  expect(pushSizes(3)).toBe('(min-width: 48em) 25rem, 92vw');
  expect(pushSizes(5)).toBe('(min-width: 48em) 25rem, 92vw');
  const { container } = renderPage(<HomePushes items={[push('Arbora'), push('Océlia')]} />);
  const sizes = [...container.querySelectorAll('[sizes]')].map((element) => element.getAttribute('sizes'));
  expect(sizes.length).toBeGreaterThan(0);
  expect(new Set(sizes)).toEqual(new Set([pushSizes(2)]));
});
