/** @jest-environment node */
import { headTags, type PageHead } from './html';
import { headFromPage } from './page-head';

const shellHead: PageHead = {
  title: 'Titre du shell | Arbora',
  description: 'Description du shell',
  robots: 'index, follow',
  canonical: 'https://www.arbora.test/x',
  social: [
    ['og:title', 'Titre du shell'],
    ['og:description', 'Description du shell'],
    ['og:url', 'https://www.arbora.test/x'],
    ['og:type', 'website'],
    ['og:site_name', 'Arbora'],
  ],
  jsonLd: [
    { '@type': 'BreadcrumbList', from: 'shell' },
    { '@type': 'Product', from: 'shell' },
  ],
};

describe('headFromPage (a page module’s pageHead)', () => {
  it('takes the page’s title, description, canonical, robots and Open Graph, absolute and suffixed once', () => {
    const head = headFromPage(
      { title: 'Lame Horizon', description: 'Une lame', canonical: '/p-horizon', noindex: true, ogType: 'product' },
      shellHead,
      'https://www.arbora.test',
      '/p-horizon',
    );
    expect(head.title).toBe('Lame Horizon | Arbora');
    expect(head.description).toBe('Une lame');
    expect(head.canonical).toBe('https://www.arbora.test/p-horizon');
    expect(head.robots).toBe('noindex, nofollow');
    expect(Object.fromEntries(head.social ?? [])).toMatchObject({
      'og:title': 'Lame Horizon',
      'og:type': 'product',
      'og:url': 'https://www.arbora.test/p-horizon',
      'og:site_name': 'Arbora',
    });
  });

  it('never doubles the site suffix in the title or puts it in og:title', () => {
    const head = headFromPage({ title: 'Terrasse | Arbora' }, shellHead, 'https://www.arbora.test', '/terrasse');
    expect(head.title).toBe('Terrasse | Arbora');
    expect(Object.fromEntries(head.social ?? [])['og:title']).toBe('Terrasse');
  });

  it('has the page’s JSON-LD only (the route table gives none of its own)', () => {
    const head = headFromPage(
      { title: 'Lame', jsonLd: [{ '@type': 'Product', from: 'page' }] },
      shellHead,
      'https://www.arbora.test',
      '/p-lame',
    );
    expect(head.jsonLd).toEqual([{ '@type': 'Product', from: 'page' }]);
    expect(headFromPage({ title: 'Lame' }, shellHead, 'https://www.arbora.test', '/p-lame').jsonLd).toEqual([]);
  });

  it('makes the site paths of the page’s JSON-LD absolute, and leaves texts and absolute URLs alone', () => {
    const head = headFromPage(
      {
        title: 'Le blog',
        jsonLd: [
          {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: '/ accueil', item: '/' },
              { '@type': 'ListItem', position: 2, name: 'Le blog', item: '/blog' },
            ],
          },
          {
            '@type': 'Store',
            url: '/magasins/nantes',
            image: ['/api/v1/media/store/nantes.webp', 'https://cdn.example/nantes.webp'],
            sameAs: '//ailleurs.example/x',
          },
        ],
      },
      { ...shellHead, jsonLd: [] },
      'https://www.arbora.test',
      '/blog',
    );
    expect(head.jsonLd).toEqual([
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: '/ accueil', item: 'https://www.arbora.test/' },
          { '@type': 'ListItem', position: 2, name: 'Le blog', item: 'https://www.arbora.test/blog' },
        ],
      },
      {
        '@type': 'Store',
        url: 'https://www.arbora.test/magasins/nantes',
        image: ['https://www.arbora.test/api/v1/media/store/nantes.webp', 'https://cdn.example/nantes.webp'],
        sameAs: '//ailleurs.example/x',
      },
    ]);
  });

  it('takes the page’s social picture, made absolute, instead of the default one', () => {
    const withDefault: PageHead = {
      ...shellHead,
      social: [
        ...(shellHead.social ?? []),
        ['og:image', 'https://www.arbora.test/api/v1/media/hero/accueil-1200x630.webp'],
      ],
    };
    const image = { url: '/api/v1/media/y.webp', width: 10, height: 10 };
    const taken = headFromPage({ title: 'X', image }, withDefault, 'https://www.arbora.test', '/x');
    expect(Object.fromEntries(taken.social ?? [])['og:image']).toBe('https://www.arbora.test/api/v1/media/y.webp');
    const kept = headFromPage({ title: 'X' }, withDefault, 'https://www.arbora.test', '/x');
    expect(Object.fromEntries(kept.social ?? [])['og:image']).toBe(
      'https://www.arbora.test/api/v1/media/hero/accueil-1200x630.webp',
    );
  });

  it('writes the page’s rel=prev/next as absolute link tags, marked for the browser to replace', () => {
    const head = headFromPage(
      {
        title: 'Lames',
        links: [
          { rel: 'prev', href: '/c-lames' },
          { rel: 'next', href: '/c-lames/page-3' },
        ],
      },
      shellHead,
      'https://www.arbora.test',
      '/c-lames/page-2',
    );
    expect(head.links).toEqual([
      { rel: 'prev', href: 'https://www.arbora.test/c-lames' },
      { rel: 'next', href: 'https://www.arbora.test/c-lames/page-3' },
    ]);
    const tags = headTags(head);
    expect(tags).toContain('<link rel="prev" href="https://www.arbora.test/c-lames" data-page-link />');
    expect(tags).toContain('<link rel="next" href="https://www.arbora.test/c-lames/page-3" data-page-link />');
    expect(headTags(headFromPage({ title: 'X' }, shellHead, 'https://www.arbora.test', '/x')).join('')).not.toMatch(
      /rel="(prev|next)"/,
    );
  });

  it('ignores a canonical that is not a path of this site', () => {
    const head = headFromPage({ title: 'X', canonical: '//evil.test/x' }, shellHead, 'https://www.arbora.test', '/x');
    expect(head.canonical).toBe('https://www.arbora.test/x');
  });
});
