import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { categoryFixture } from '../testing/category';
import CategoryPage, { pageHead, pageQueries } from './category-page';

// Pages load their code and data lazily: on a busy CI machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

expect.extend(toHaveNoViolations);

const SLUG = 'c-lames-de-terrasse';

function serve() {
  return fakeApi({
    'GET /api/v1/url/entity': { body: { data: { entity_type: 'category', id: 1, slug: SLUG, line: 'composite' } } },
    'GET /api/v1/category/1': { body: { data: categoryFixture } },
  });
}

describe('CategoryPage', () => {
  it('shows name, text, cover with its phone crop, sub-ranges, pushes, FAQ and the list link', async () => {
    const server = serve();
    const { container } = renderPage(<CategoryPage />, { route: `/category/${SLUG}`, params: { slug: SLUG } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lames de terrasse' })).toBeInTheDocument();
    expect(server.calls[0]?.url.searchParams.get('slug')).toBe(`category/${SLUG}`);
    expect(screen.getByText(categoryFixture.short_text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les produits' })).toHaveAttribute(
      'href',
      '/c-lames-de-terrasse',
    );
    // The cover: the page's largest picture, eager; phones get the 3:2 crop, both by width.
    const source = container.querySelector('picture source[media]');
    expect(source?.getAttribute('srcset')).toContain('/api/v1/images/terrasse-2-teck-3x2.9d1e07c3aa/640 640w');
    const cover = container.querySelector('picture img');
    expect(cover?.getAttribute('srcset')).toContain('/api/v1/images/terrasse-2-teck-8x3.4f0c2b9a71/2000 2000w');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('sizes', '(min-width: 75rem) 75rem, 100vw');
    expect(screen.getByRole('link', { name: 'Lames alvéolaires' })).toHaveAttribute(
      'href',
      '/category/c-lames-terrasse-alveolaires',
    );
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/devis');
    // A push's only action is a 44 px tap target (the button's md size), not sm's 36 px.
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveStyle({ minHeight: '2.75rem' });
    // A native disclosure: the question opens its answer with or without JavaScript.
    const question = screen.getByRole('heading', { level: 3, name: categoryFixture.faqs[0]?.question });
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Nos réalisations' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('announces each tile at its width in the grid: one column on a phone, up to four of 17.5rem', async () => {
    const [child] = categoryFixture.childs;
    const cover = {
      url: '/api/v1/images/terrasse-3-brun-chocolat-8x3.c39435e0ba/1280.jpg',
      url_webp: '/api/v1/images/terrasse-3-brun-chocolat-8x3.c39435e0ba/1280.webp',
      alt: 'Lames alvéolaires',
      width: 2000,
      height: 750,
    };
    fakeApi({
      'GET /api/v1/url/entity': { body: { data: { entity_type: 'category', id: 1, slug: SLUG, line: 'composite' } } },
      'GET /api/v1/category/1': { body: { data: { ...categoryFixture, childs: [{ ...child!, cover }] } } },
    });
    renderPage(<CategoryPage />, { route: `/category/${SLUG}`, params: { slug: SLUG } });
    const tiles = within(await screen.findByRole('region', { name: 'Nos gammes' }));
    const tile = tiles.getByRole('listitem').querySelector('img');
    expect(tile).toHaveAttribute('loading', 'lazy');
    // The page's width less its 2rem of padding, in columns of 15rem or more with gaps of 1rem.
    expect(tile).toHaveAttribute(
      'sizes',
      '(min-width: 76rem) 17.5rem, (min-width: 66rem) calc((100vw - 5rem) / 4), (min-width: 50rem) calc((100vw - 4rem) / 3), (min-width: 34rem) calc((100vw - 3rem) / 2), calc(100vw - 2rem)',
    );
  });

  it('announces a push picture at its width among the pushes: one column on a phone, as many as pushes up to three', async () => {
    // A picture of the image endpoint (a srcset by width, so a sizes).
    const image = {
      url: '/api/v1/images/terrasse-2-blanc-creme-3x2.7215c9f4df/1280.jpg',
      url_webp: '/api/v1/images/terrasse-2-blanc-creme-3x2.7215c9f4df/1280.webp',
      alt: 'Poseur au travail',
      width: 2000,
      height: 1333,
    };
    const push_3 = { ...categoryFixture.push_3!, image };
    const pushPicture = async (category: typeof categoryFixture) => {
      fakeApi({
        'GET /api/v1/url/entity': { body: { data: { entity_type: 'category', id: 1, slug: SLUG, line: 'composite' } } },
        'GET /api/v1/category/1': { body: { data: category } },
      });
      const { unmount } = renderPage(<CategoryPage />, { route: `/category/${SLUG}`, params: { slug: SLUG } });
      const pushes = await screen.findByRole('region', { name: 'Nos services' });
      const sizes = pushes.querySelector('img')?.getAttribute('sizes');
      unmount();
      return sizes;
    };
    // Three pushes: the page's width less its padding and each push's, in columns of 16rem or more.
    expect(await pushPicture({ ...categoryFixture, push_3 })).toBe(
      '(min-width: 76rem) 21.67rem, (min-width: 53rem) calc((100vw - 10rem) / 3), (min-width: 36rem) calc((100vw - 7rem) / 2), calc(100vw - 4rem)',
    );
    // The push alone spans the page.
    expect(await pushPicture({ ...categoryFixture, push_1: null, push_2: null, push_3 })).toBe(
      '(min-width: 76rem) 71rem, calc(100vw - 4rem)',
    );
  });

  it('is a 404 for an unknown slug', async () => {
    fakeApi({ 'GET /api/v1/url/entity': apiError(404, 'NOT_FOUND') });
    const onError = jest.fn();
    renderPage(<CategoryPage />, { route: '/category/inconnue', params: { slug: 'inconnue' }, onError });
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0][0]).toMatchObject({ status: 404 });
  });

  it('declares its query and its metas', () => {
    const ctx = { pathname: `/category/${SLUG}`, searchParams: new URLSearchParams(), plasticLine: false };
    expect(pageQueries({ slug: SLUG }, ctx)[0]?.queryKey).toEqual(['catalogue', 'category', SLUG]);
    expect(pageHead([categoryFixture], { slug: SLUG }, ctx)).toMatchObject({
      title: 'Lames de terrasse | Arbora',
      description: categoryFixture.metas.description,
    });
  });
});
