import { fakeApi, renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import { pageFixture, urlEntityFixture } from '../testing/fixtures';
import type { ComponentType } from 'react';

// Which of the slug-specific blocks' modules have been evaluated: a static import would evaluate
// them as soon as the page module loads, a lazy one only when the page renders the block.
const evaluated = new Set<string>();
const BLOCKS = [
  '../features/stores/components/store-finder',
  '../features/stores/components/place-details',
  '../features/ocelia/components/ocelia-ranges',
  '../features/listings/components/guides-index',
];
for (const block of BLOCKS)
  jest.doMock(block, () => {
    evaluated.add(block.split('/').pop() ?? block);
    return jest.requireActual(block);
  });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the probes above
const ContentPage = (require('./content-page') as { default: ComponentType }).default;

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function serve(content: ReturnType<typeof pageFixture>, extra: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    'GET /api/v1/url/entity': { body: { data: urlEntityFixture(content) } },
    [`GET /api/v1/page/${content.id}`]: { body: { data: content } },
    'GET /api/v1/page': { body: { data: { items: [], pagination: { page: 1, perPage: 100, total: 0, pages: 0 } } } },
    ...extra,
  });
}

describe('ContentPage code splitting (boot JS of a content page)', () => {
  it('a plain content page renders without loading the code of the blocks only some slugs show', async () => {
    serve(pageFixture());
    renderPage(<ContentPage />, { route: '/conseils/terrasse/pose' });
    await screen.findByRole('heading', { level: 1 });
    expect([...evaluated]).toEqual([]);
  });

  it('the store index loads its finder when it renders it', async () => {
    const hub = pageFixture({ id: 30, type: 'content', slug: 'magasins', title: 'Nos magasins', breadcrumbs: [] });
    serve(hub);
    renderPage(<ContentPage />, { route: '/magasins' });
    expect(await screen.findByLabelText('Votre code postal')).toBeInTheDocument();
    expect(evaluated.has('store-finder')).toBe(true);
  });
});
