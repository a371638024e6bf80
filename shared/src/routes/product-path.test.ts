import { productPath, productSlugOfPath } from './product-path';

describe('productPath', () => {
  test('a composite product lives at /p-, an Océlia one under /ocelia', () => {
    expect(productPath({ slug: 'lame-horizon', line: 'composite' })).toBe('/p-lame-horizon');
    expect(productPath({ slug: 'jardiniere-oscar', line: 'ocelia' })).toBe('/ocelia/p-jardiniere-oscar');
  });
});

describe('productSlugOfPath', () => {
  test.each([
    ['/p-lame-horizon', 'lame-horizon'],
    ['/ocelia/p-lame-horizon', 'lame-horizon'],
    ['/produits/lame-de-terrasse-horizon', 'lame-de-terrasse-horizon'],
    ['/produits/lame-de-terrasse-horizon/', 'lame-de-terrasse-horizon'],
  ])('%s names %s', (path, slug) => expect(productSlugOfPath(path)).toBe(slug));

  test.each(['/produits', '/produits/a/b', '/c-lames', '/blog/p-x', '/ocelia/c-x', '/xp-a'])('%s names none', (path) =>
    expect(productSlugOfPath(path)).toBeNull(),
  );
});
