import { fakeApi } from '@arbora/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { homeFixture, imageFixture, listedRealisationFixture, productSummaryFixture } from '../../../testing/fixtures';
import { homeQuery } from './get-home';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

async function cachedHome() {
  api = fakeApi({
    'GET /api/v1/home': {
      body: {
        data: { ...homeFixture(), realisations: [listedRealisationFixture()], products: [productSummaryFixture()] },
      },
    },
  });
  const client = new QueryClient();
  await client.prefetchQuery(homeQuery());
  return client.getQueryData(homeQuery().queryKey)!;
}

describe('homeQuery: what the home keeps of GET /v1/home (the server puts it in the HTML)', () => {
  it('keeps of each list the fields its tiles read, and a page’s first cover only', async () => {
    const home = await cachedHome();
    expect(home.realisations).toEqual([
      {
        id: 215,
        title: 'Une terrasse à La Rochelle',
        slug: 'realisations/01-une-terrasse-a-la-rochelle',
        covers: [imageFixture('terrasse-1', 'Vue de face')],
        place: 'La Rochelle',
      },
    ]);
    expect(Object.keys(home.blog_posts[0]!).sort()).toEqual(['author', 'covers', 'id', 'slug', 'text', 'title']);
    expect(Object.keys(home.advice[0]!).sort()).toEqual(['id', 'slug', 'text', 'title']);
    expect(Object.keys(home.testimonials[0]!).sort()).toEqual(['author', 'id', 'place', 'rating', 'slug', 'text']);
    expect(Object.keys(home.featured_categories[0]!).sort()).toEqual(['cover', 'id', 'name', 'short_text', 'slug']);
    expect(Object.keys(home.products[0]!).sort()).toEqual([
      'cover',
      'ecotax_from',
      'id',
      'name',
      'prices_from',
      'slug',
      'stock',
      'type',
      'variant_id_default',
    ]);
  });

  it('carries no tags, location, colours or product categories of its lists into the cache', async () => {
    const { page: _page, ...lists } = await cachedHome();
    const json = JSON.stringify(lists);
    for (const field of ['"tags', '"location"', '"colors"', '"categories"', '"publication_date"', '"prices_m"'])
      expect(json).not.toContain(field);
  });

  it('keeps the home page itself whole (hero, pushes, intro, head)', async () => {
    const home = await cachedHome();
    expect(home.page).toEqual(homeFixture().page);
    expect(home.reassurance).toEqual(homeFixture().reassurance);
  });
});
