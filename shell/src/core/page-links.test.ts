import { absolutePageLinks, PAGE_LINK_ATTRIBUTE, syncPageLinks } from './page-links';

describe('absolutePageLinks (a page’s link tags, server and browser alike)', () => {
  it('makes site paths absolute and keeps one prev and one next', () => {
    expect(
      absolutePageLinks(
        [
          { rel: 'prev', href: '/c-lames' },
          { rel: 'next', href: '/c-lames/page-3' },
          { rel: 'next', href: '/c-lames/page-4' },
        ],
        'https://www.arbora.test/',
      ),
    ).toEqual([
      { rel: 'prev', href: 'https://www.arbora.test/c-lames' },
      { rel: 'next', href: 'https://www.arbora.test/c-lames/page-3' },
    ]);
  });

  it('drops another site’s URL and an unknown rel', () => {
    const links = [
      { rel: 'next', href: '//evil.test/x' },
      { rel: 'prev', href: 'https://evil.test/x' },
      { rel: 'stylesheet', href: '/x.css' },
    ] as never;
    expect(absolutePageLinks(links, 'https://www.arbora.test')).toEqual([]);
    expect(absolutePageLinks(undefined, 'https://www.arbora.test')).toEqual([]);
  });
});

describe('syncPageLinks', () => {
  it('replaces the tags the server wrote and leaves the others alone', () => {
    document.head.innerHTML = `<link rel="canonical" href="https://a.test/x" /><link rel="next" href="https://a.test/old" ${PAGE_LINK_ATTRIBUTE} />`;
    syncPageLinks(document.head, [{ rel: 'prev', href: 'https://a.test/c-lames' }]);
    expect(document.head.querySelector('link[rel=next]')).toBeNull();
    expect(document.head.querySelector('link[rel=prev]')?.getAttribute('href')).toBe('https://a.test/c-lames');
    expect(document.head.querySelector('link[rel=canonical]')).not.toBeNull();
    syncPageLinks(document.head, []);
    expect(document.head.querySelectorAll(`link[${PAGE_LINK_ATTRIBUTE}]`)).toHaveLength(0);
  });
});
