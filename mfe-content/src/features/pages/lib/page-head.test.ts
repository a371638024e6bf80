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

  it('cuts an article’s description at a word with « … » (a long text, no meta description)', () => {
    const text = `${'Une terrasse en bois composite demande peu d’entretien. '.repeat(5)}Fin.`;
    const page = pageFixture({
      type: 'blog',
      text,
      metas: { title: '', description: '', canonical: null, robots: '' },
    });
    const post = (contentPageHead(page).jsonLd ?? []).find((item) => item['@type'] === 'BlogPosting');
    const description = post?.description as string;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(text.charAt(description.length - 1)).toMatch(/[\s.,]/);
    expect(contentPageHead(page).description).toBe(description);
  });

  it('gives a store its opening hours as OpeningHoursSpecification, not French text', () => {
    const base = pageFixture({ type: 'store' });
    const page = {
      ...base,
      location: {
        address: '1 rue du Port',
        postcode: '44000',
        city: 'Nantes',
        region: 'Pays de la Loire',
        lat: 47.2,
        lng: -1.55,
        phone: '02 40 00 00 01',
        hours: ['Lundi : 14h00 – 18h30', 'Dimanche : fermé'],
      },
    } as typeof base;
    const business = (contentPageHead(page).jsonLd ?? []).find(
      (item) => item['@type'] === 'HomeAndConstructionBusiness',
    );
    expect(business).toMatchObject({
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '14:00', closes: '18:30' },
      ],
    });
    expect(business).not.toHaveProperty('openingHours');
  });
});
