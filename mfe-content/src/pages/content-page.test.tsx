import { fakeApi, renderPage } from '@arbora/shared/testing';
import { HttpError, NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import { urlEntitySchema } from '@arbora/shared/schemas';
import { screen, within } from '@testing-library/react';
import { pageFixture, urlEntityFixture } from '../testing/fixtures';
import ContentPage from './content-page';

const page = pageFixture();
let api: ReturnType<typeof fakeApi>;

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function serve(content = page) {
  api = fakeApi({
    'GET /api/v1/url/entity': { body: { data: urlEntityFixture(content) } },
    [`GET /api/v1/page/${content.id}`]: { body: { data: content } },
  });
}

describe('ContentPage', () => {
  it('resolves a nested slug to its CMS page, then loads that page', async () => {
    serve();
    renderPage(<ContentPage />, { route: '/conseils/terrasse/pose' });
    await screen.findByRole('heading', { level: 1 });

    const [entity, pageCall, related] = api.calls;
    // The third call, related pages, is made after the page shows (not part of its data). The test's
    // client keeps nothing fresh (staleTime 0, unlike the shell's): on a slow machine a remount may
    // read the same two again, never another endpoint.
    expect(new Set(api.calls.map((call) => call.url.pathname))).toEqual(
      new Set(['/api/v1/url/entity', '/api/v1/page/42', '/api/v1/page']),
    );
    expect(related?.url.pathname).toBe('/api/v1/page');
    expect(entity?.url.pathname).toBe('/api/v1/url/entity');
    expect(Object.fromEntries(entity?.url.searchParams ?? [])).toEqual({
      slug: 'conseils/terrasse/pose',
      entity_type: 'cms_page',
      sales_plan_id: '1',
      site_id: '1',
      lang: 'fr',
    });
    expect(pageCall?.method).toBe('GET');
    expect(pageCall?.url.pathname).toBe('/api/v1/page/42');
  });

  it('shows the title, the breadcrumbs, the cover and the content', async () => {
    serve();
    renderPage(<ContentPage />, { route: '/conseils/terrasse/pose' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poser une terrasse composite sur plots' }),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(trail).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Terrasse' })).toHaveAttribute('href', '/conseils/terrasse');
    expect(within(trail).getByRole('link', { name: page.title })).toHaveAttribute('aria-current', 'page');

    const cover = screen.getByRole('img', { name: 'Lames de terrasse posées sur lambourdes' });
    expect(cover).toHaveAttribute('src', '/api/v1/images/pose-terrasse.0123456789/1280.jpg');
    expect(cover).toHaveAttribute('width', '2000');
    expect(cover).toHaveAttribute('height', '1053');
    expect(cover).toHaveAttribute('loading', 'eager');
    // Every served width, the format by Accept: the browser picks the one the column needs.
    expect(cover.getAttribute('srcset')).toContain('/api/v1/images/pose-terrasse.0123456789/960 960w');
    expect(cover).toHaveAttribute('sizes', '(min-width: 75rem) 75rem, 100vw');

    expect(screen.getByRole('heading', { level: 2, name: 'Préparer le sol' })).toHaveAttribute('id', 'preparer-le-sol');
    expect(screen.getByText('Un sol stable et drainant évite les affaissements.')).toBeInTheDocument();
  });

  it.each([
    [
      'the API does not know the slug',
      { status: 404, body: { code: 'NOT_FOUND', message: 'Entity not found', field: 'slug' } },
    ],
    [
      'the slug is not a CMS page',
      {
        body: {
          data: urlEntitySchema.parse({ entity_type: 'category', id: 2, slug: 'conseils/inconnu', line: 'composite' }),
        },
      },
    ],
  ])('throws a 404 "Page Not Found /<slug>" when %s', async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    api = fakeApi({ 'GET /api/v1/url/entity': answer });
    const onError = jest.fn();
    renderPage(<ContentPage />, { route: '/conseils/inconnu', onError });

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const error = onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 404, message: routeValidationMessage('/conseils/inconnu') });
    expect(error.message).toBe('Page Not Found /conseils/inconnu');
    expect(api.calls).toHaveLength(1); // no page is fetched
  });
});
