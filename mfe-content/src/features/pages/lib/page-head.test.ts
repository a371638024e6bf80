import { pageFixture } from '../../../testing/fixtures';
import { contentPageHead } from './page-head';

describe('contentPageHead', () => {
  it('describes a blog post once, as a BlogPosting at its own URL, with its cover in WebP', () => {
    const page = pageFixture({
      slug: 'blog/cinq-idees',
      type: 'blog',
      breadcrumbs: [
        { label: 'Accueil', route: '/' },
        { label: 'Blog', route: '/blog' },
        { label: 'Cinq idées', route: '/blog/cinq-idees' },
      ],
    });
    const head = contentPageHead(page);
    expect(head.ogType).toBe('article');
    expect(head.image?.url).toBe(page.covers[0]?.url_webp);
    const types = (head.jsonLd ?? []).map((item) => item['@type']);
    expect(types).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(head.jsonLd?.[1]).toMatchObject({ url: '/blog/cinq-idees', mainEntityOfPage: '/blog/cinq-idees' });
  });

  it('leaves out a trail of one step (the home page alone tells a search engine nothing)', () => {
    const page = pageFixture({ breadcrumbs: [{ label: 'Accueil', route: '/' }] });
    expect((contentPageHead(page).jsonLd ?? []).map((item) => item['@type'])).not.toContain('BreadcrumbList');
  });
});
