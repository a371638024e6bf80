/** @jest-environment node */
import { normalizeTrailingSlash } from './index';

describe('normalizeTrailingSlash', () => {
  it.each([
    ['/blog/', '/blog'],
    ['/blog/jardin/', '/blog/jardin'],
    ['/blog/?tag=jardin', '/blog?tag=jardin'],
    ['/blog/?tag=jardin#haut', '/blog?tag=jardin#haut'],
    ['/blog/#haut', '/blog#haut'],
    ['/blog///', '/blog'],
    ['/a/?next=/b/', '/a?next=/b/'],
  ])('%s → %s', (url, target) => {
    expect(normalizeTrailingSlash(url)).toBe(target);
  });

  it.each(['/', '/?x=1', '/#haut', '/blog', '/blog?x=/', '/blog#a/', '', 'https://arbora.fr/blog/'])(
    '%p needs no redirect',
    (url) => {
      expect(normalizeTrailingSlash(url)).toBeNull();
    },
  );

  it('never builds a protocol-relative target that leaves the site', () => {
    expect(normalizeTrailingSlash('//evil.example/')).toBe('/evil.example');
    expect(normalizeTrailingSlash('/\\evil.example/')).toBe('/evil.example');
    expect(normalizeTrailingSlash('//')).toBe('/');
  });
});
