import { fakeApi } from '@arbora/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { imageFixture, listedRealisationFixture, pageSummaryFixture } from '../../../testing/fixtures';
import { guidesQuery } from './get-guides';
import { listingQuery, type Family } from './get-listing';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const list = (items: unknown[]) => ({
  body: { data: { items, pagination: { page: 1, perPage: 24, total: items.length, pages: 1 } } },
});

const realisation = listedRealisationFixture();

/** What the server puts in the page's HTML: the listing query's data as the cache holds it. */
async function cachedItems(family: Family) {
  const listing = await new QueryClient().fetchQuery(listingQuery(family, null, 1));
  if (listing.kind !== 'list') throw new Error('a list was expected');
  return listing.items;
}

describe('listingQuery: what a listing keeps of GET /v1/page (the server puts it in the HTML)', () => {
  it('keeps of an item what its card reads: link, first cover, type, date, author, place, budget, rating', async () => {
    api = fakeApi({ 'GET /api/v1/tags': { body: { data: [] } }, 'GET /api/v1/page': list([realisation]) });
    expect(await cachedItems('realisations')).toEqual([
      {
        id: 215,
        title: 'Une terrasse à La Rochelle',
        slug: 'realisations/01-une-terrasse-a-la-rochelle',
        type: { technical_name: 'realisation', name: 'Réalisation' },
        publication_date: realisation.publication_date,
        author: 'Nicolas G.',
        place: 'La Rochelle',
        price: 159_000_000,
        rating: null,
        covers: [imageFixture('terrasse-1', 'Vue de face')],
      },
    ]);
  });

  it('asks GET /v1/page for those fields only (and the text a testimonial quotes)', async () => {
    api = fakeApi({ 'GET /api/v1/tags': { body: { data: [] } }, 'GET /api/v1/page': list([realisation]) });
    await cachedItems('realisations');
    const asked = api.calls.find((call) => call.url.pathname === '/api/v1/page')?.url.searchParams.get('fields');
    expect(asked?.split(',').sort()).toEqual(
      ['author', 'covers', 'place', 'price', 'publication_date', 'rating', 'slug', 'text', 'title', 'type'].sort(),
    );
  });

  it('keeps a testimonial’s text, which its card quotes', async () => {
    const quote = pageSummaryFixture({ id: 901, type: 'testimonial', text: 'Livraison dans les temps.', rating: 4 });
    api = fakeApi({ 'GET /api/v1/page': list([quote]) });
    const [item] = await cachedItems('temoignages');
    expect(item?.text).toBe('Livraison dans les temps.');
  });
});

describe('guidesQuery: the advice index keeps each page’s title and link', () => {
  it('drops the rest of GET /v1/page’s items', async () => {
    const advice = pageSummaryFixture({ id: 701, slug: 'conseils/terrasse/pose', title: 'Poser une terrasse' });
    api = fakeApi({ 'GET /api/v1/page': list([advice]) });
    const guides = await new QueryClient().fetchQuery(guidesQuery());
    expect(guides.terrace).toEqual([{ id: 701, title: 'Poser une terrasse', slug: 'conseils/terrasse/pose' }]);
    expect(guides.gate).toEqual(guides.terrace);
    expect(api.calls.map((call) => call.url.searchParams.get('fields'))).toEqual(['title,slug', 'title,slug']);
  });
});
