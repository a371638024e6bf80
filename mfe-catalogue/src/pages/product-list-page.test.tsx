import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { PicturePreloadContext, type PicturePreload } from '@arbora/shared/ui';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { useLocation } from 'react-router';
import { categoryFixture, variantListFixture } from '../testing/category';
import ProductListPage, { pageHead, pageQueries } from './product-list-page';

// Pages load their code and data lazily: on a busy CI machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

expect.extend(toHaveNoViolations);

const entity = { body: { data: { entity_type: 'category', id: 1, slug: 'c-lames-de-terrasse', line: 'composite' } } };
const list = (patch: Partial<typeof variantListFixture.pagination> = {}, items = variantListFixture.items) => ({
  body: { data: { ...variantListFixture, items, pagination: { ...variantListFixture.pagination, ...patch } } },
});

function serve(variants = list()) {
  return fakeApi({
    'GET /api/v1/url/entity': entity,
    'GET /api/v1/category/1': { body: { data: categoryFixture } },
    'GET /api/v1/product-variant': variants,
  });
}

let lastPath = '';
function WhereAmI() {
  const location = useLocation();
  lastPath = location.pathname + location.search;
  return null;
}

const renderList = (route: string, params: Record<string, string | undefined>, onError?: (e: unknown) => void) =>
  renderPage(
    <>
      <ProductListPage />
      <WhereAmI />
    </>,
    { route, params: { slug: 'lames-de-terrasse', ...params }, ...(onError ? { onError } : {}) },
  );

describe('ProductListPage', () => {
  it('lists the variants with count, facets with counts, sort and real page links', async () => {
    const server = serve();
    const { container } = renderList('/c-lames-de-terrasse', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Lames de terrasse' })).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('25 produits');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // The sidebar is for wide screens (hidden by CSS here); phones open the drawer.
    const sidebar = container.querySelector<HTMLElement>('aside[aria-label="Filtres"]') as HTMLElement;
    expect(within(sidebar).getByRole('checkbox', { name: /Teck/, hidden: true })).not.toBeChecked();
    // Facet counts say their unit in words: no aria-label on an element that cannot carry one.
    expect(container.querySelectorAll('span[aria-label]:not([role]), div[aria-label]:not([role])')).toHaveLength(0);
    expect(within(sidebar).getByRole('checkbox', { name: /Teck.*produits/, hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    const drawer = screen.getByRole('dialog', { name: 'Filtrer les produits' });
    expect(within(drawer).getByRole('group', { name: 'Longueur' })).toHaveTextContent('3,60 m');
    const pages = screen.getByRole('navigation', { name: 'Pages de produits' });
    expect(within(pages).getByRole('link', { name: /suivante/i })).toHaveAttribute(
      'href',
      '/c-lames-de-terrasse/-p--2',
    );
    const call = server.calls.find((c) => c.path === '/api/v1/product-variant');
    expect(call?.url.searchParams.get('perPage')).toBe('10');
    expect(call?.url.searchParams.get('categories')).toBe('1');
    // One card per product, with the price bands counted.
    expect(call?.url.searchParams.get('group')).toBe('product');
    expect(call?.url.searchParams.get('attributes_select')?.split(',').at(-1)).toBe('prix');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('one priority picture, the first card’s: eager, fetchpriority high, the one the server preloads', async () => {
    serve();
    // What a server render gathers: every `<Picture priority>` reports its preloads while rendering.
    const reported: PicturePreload[][] = [];
    const { container } = renderPage(
      <PicturePreloadContext value={(preloads) => reported.push(preloads)}>
        <ProductListPage />
      </PicturePreloadContext>,
      { route: '/c-lames-de-terrasse', params: { slug: 'lames-de-terrasse' } },
    );
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    const pictures = [...container.querySelectorAll('article img')];
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    // The second card no longer shares the link with the first (the page's largest paint).
    const asked = new Set(reported.flat().map((preload) => preload.href));
    expect([...asked]).toEqual([pictures[0]?.getAttribute('src')]);
  });

  it('a card is a product: its name, « À partir de » its cheapest variant, its rating once reviewed', async () => {
    serve();
    renderList('/c-lames-de-terrasse', {});
    const [several, single] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(several!).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Lame de terrasse alvéolaire Horizon$/,
    );
    expect(within(several!).getByText('À partir de')).toBeInTheDocument();
    expect(within(several!).getByRole('img', { name: 'Note : 4,5 sur 5' })).toBeInTheDocument();
    expect(within(several!).getByText('(12 avis)')).toBeInTheDocument();
    expect(within(several!).getByRole('link')).toHaveAttribute(
      'href',
      '/p-lame-de-terrasse-alveolaire-horizon?variante=1',
    );
    // One matching variant: no « À partir de »; no reviews yet: no empty stars.
    expect(within(single!).queryByText('À partir de')).not.toBeInTheDocument();
    expect(within(single!).queryByRole('img', { name: /^Note/ })).not.toBeInTheDocument();
    // A product's card does not count one variant's last units; a sold-out variant says so.
    expect(within(several!).queryByText(/Plus que/)).not.toBeInTheDocument();
    const [, , soldOut] = screen.getAllByRole('article') as HTMLElement[];
    expect(within(soldOut!).getByText('Rupture de stock')).toBeInTheDocument();
  });

  it('the « Prix » facet: bands as checkboxes, a segment group of its own, a chip, price_bands for the API', async () => {
    const server = serve(list({ total: 9, pages: 1 }));
    renderList('/c-lames-de-terrasse/couleur_teck--prix_25-50', { filter: 'couleur_teck--prix_25-50' });
    expect(await screen.findByTestId('result-count')).toHaveTextContent('9 produits');
    const call = server.calls.find((c) => c.path === '/api/v1/product-variant');
    expect(call?.url.searchParams.get('price_bands')).toBe('25-50');
    expect(JSON.parse(call?.url.searchParams.get('attributes') ?? '{}')).toEqual({ couleur: ['teck'] });
    const chips = screen.getByRole('list', { name: 'Filtres appliqués' });
    expect(within(chips).getByRole('link', { name: 'Retirer le filtre Prix\u00a0: 25 à 50 €' })).toHaveAttribute(
      'href',
      '/c-lames-de-terrasse/couleur_teck',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer (2)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filtrer les produits' });
    const prix = within(drawer).getByRole('group', { name: 'Prix' });
    expect(within(prix).getByRole('checkbox', { name: /25 à 50 €/ })).toBeChecked();
    // The canonical order puts the price after the category's facets, bands in their own order.
    await userEvent.click(within(prix).getByRole('checkbox', { name: /Moins de 25 €/ }));
    await waitFor(() => expect(lastPath).toBe('/c-lames-de-terrasse/couleur_teck--prix_0-25_25-50'));
  });

  it('an unknown price band is a 404', async () => {
    serve();
    const onError = jest.fn();
    renderList('/c-lames-de-terrasse/prix_10-20', { filter: 'prix_10-20' }, onError);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0][0]).toMatchObject({ status: 404 });
  });

  it('reads the filter segment into the API call, shows chips and « Tout effacer »', async () => {
    const server = serve(list({ total: 37, pages: 4 }));
    renderList('/c-lames-de-terrasse/couleur_ipe_teck--longueur_3600', { filter: 'couleur_ipe_teck--longueur_3600' });
    expect(await screen.findByTestId('result-count')).toHaveTextContent('37 produits');
    const call = server.calls.find((c) => c.path === '/api/v1/product-variant');
    expect(JSON.parse(call?.url.searchParams.get('attributes') ?? '{}')).toEqual({
      couleur: ['ipe', 'teck'],
      longueur: ['3600'],
    });
    const chips = screen.getByRole('list', { name: 'Filtres appliqués' });
    expect(within(chips).getByRole('link', { name: 'Retirer le filtre Couleur\u00a0: Teck' })).toHaveAttribute(
      'href',
      '/c-lames-de-terrasse/couleur_ipe--longueur_3600',
    );
    expect(within(chips).getByRole('link', { name: 'Tout effacer' })).toHaveAttribute('href', '/c-lames-de-terrasse');
  });

  it('without JavaScript, a phone’s « Filtrer » is a link to the page’s own facet panel (shown as its target)', async () => {
    serve();
    renderList('/c-lames-de-terrasse/longueur_3600', { filter: 'longueur_3600' });
    await screen.findByTestId('result-count');
    // jsdom applies no media query: both are laid out only where they apply (scripting: none, below lg).
    // (A hidden element has no accessible name in jsdom: found by its text.)
    expect(screen.getByText('Filtrer (1)', { selector: 'a' })).toHaveAttribute('href', '#filtres');
    expect(document.getElementById('filtres')).toHaveAttribute('aria-label', 'Filtres');
    expect(document.getElementById('filtres')).toContainElement(
      screen.getByRole('checkbox', { name: /Teck/, hidden: true }),
    );
  });

  it('a checkbox navigates to the canonical URL of the new selection, page 1', async () => {
    serve();
    renderList('/c-lames-de-terrasse/longueur_3600/-p--2', { filter: 'longueur_3600', page: '-p--2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Filtrer (1)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filtrer les produits' });
    expect(within(drawer).getByRole('checkbox', { name: /3,60\sm/ })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Teck/ }));
    await waitFor(() => expect(lastPath).toBe('/c-lames-de-terrasse/couleur_teck--longueur_3600'));
  });

  it('the keyboard alone toggles a facet', async () => {
    serve();
    renderList('/c-lames-de-terrasse', {});
    (await screen.findByRole('button', { name: 'Filtrer' })).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog', { name: 'Filtrer les produits' });
    within(drawer).getByRole('checkbox', { name: /Ipé/ }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(lastPath).toBe('/c-lames-de-terrasse/couleur_ipe'));
  });

  it('sorts through the query string', async () => {
    const server = serve();
    renderList('/c-lames-de-terrasse?tri=prix-croissant', {});
    const sort = await screen.findByRole('combobox', { name: 'Trier par' });
    expect(sort).toHaveValue('prix-croissant');
    expect(server.calls.find((c) => c.path === '/api/v1/product-variant')?.url.searchParams.get('sort')).toBe(
      'price_asc',
    );
    await userEvent.selectOptions(sort, 'nouveautes');
    await waitFor(() => expect(lastPath).toBe('/c-lames-de-terrasse?tri=nouveautes'));
  });

  it('keeps the plastic line in its links under /ocelia', async () => {
    serve();
    renderList('/ocelia/c-lames-de-terrasse', {});
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
    expect(within(card).getByRole('link').getAttribute('href')).toMatch(/^\/ocelia\/p-[a-z-]+\?variante=\d+$/);
    const pages = screen.getByRole('navigation', { name: 'Pages de produits' });
    expect(within(pages).getByRole('link', { name: /suivante/i })).toHaveAttribute(
      'href',
      '/ocelia/c-lames-de-terrasse/-p--2',
    );
  });

  it('offers to clear the filters when nothing matches', async () => {
    serve(list({ total: 0, pages: 0 }, []));
    renderList('/c-lames-de-terrasse/couleur_teck', { filter: 'couleur_teck' });
    expect(await screen.findByText('Aucun produit ne correspond à ces filtres.')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 produit');
  });

  it.each([
    ['an unknown filter value', { filter: 'couleur_violet' }, list()],
    ['an unknown filter name', { filter: 'hauteur_1800' }, list()],
    ['a malformed filter', { filter: 'couleur' }, list()],
    ['a page past the last', { page: '-p--40' }, list({ page: 40 })],
  ])('%s is a 404', async (_name, params, variants) => {
    serve(variants);
    const onError = jest.fn();
    renderList('/c-lames-de-terrasse/x', params, onError);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0][0]).toMatchObject({ status: 404 });
  });

  it('an unknown category is a 404', async () => {
    fakeApi({ 'GET /api/v1/url/entity': apiError(404, 'NOT_FOUND') });
    const onError = jest.fn();
    renderList('/c-inconnue', { slug: 'inconnue' }, onError);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0][0]).toMatchObject({ status: 404 });
  });

  it('reads `/c-x/-p--2` as page 2 and heads the page with its canonical URL', () => {
    const ctx = { pathname: '/c-lames-de-terrasse/-p--2', searchParams: new URLSearchParams(), plasticLine: false };
    const params = { slug: 'lames-de-terrasse', filter: '-p--2' };
    expect(pageQueries(params, ctx)[0]?.queryKey).toEqual([
      'catalogue',
      'product-list',
      'lames-de-terrasse',
      '',
      2,
      'pertinence',
    ]);
    const order = [{ technicalName: 'couleur', values: ['ipe', 'teck'] }];
    const head = pageHead([{ category: categoryFixture, order, list: variantListFixture }], params, ctx);
    expect(head).toMatchObject({
      canonical: '/c-lames-de-terrasse/-p--2',
      // The brand once: the shell adds « | Arbora » to the page's own title.
      title: 'Lames de terrasse – page 2',
    });
    expect(head?.description).toMatch(/ \(page 2\)$/);
  });

  it('links the pages of a selection with rel=prev/next in the head', () => {
    const order = [{ technicalName: 'couleur', values: ['ipe', 'teck'] }];
    const headOf = (page: number, pages: number, filter = '') => {
      const segment = page > 1 ? `-p--${page}` : undefined;
      const path = ['/c-lames-de-terrasse', filter, segment].filter(Boolean).join('/');
      const ctx = { pathname: path, searchParams: new URLSearchParams('tri=nouveautes'), plasticLine: false };
      const data = {
        category: categoryFixture,
        order,
        list: { ...variantListFixture, pagination: { page, perPage: 10, total: pages * 10, pages } },
      };
      return pageHead(
        [data],
        { slug: 'lames-de-terrasse', filter: filter || segment, page: filter ? segment : undefined },
        ctx,
      );
    };
    expect(headOf(1, 3)?.links).toEqual([{ rel: 'next', href: '/c-lames-de-terrasse/-p--2' }]);
    expect(headOf(2, 3)?.links).toEqual([
      { rel: 'prev', href: '/c-lames-de-terrasse' },
      { rel: 'next', href: '/c-lames-de-terrasse/-p--3' },
    ]);
    expect(headOf(3, 3, 'couleur_teck')?.links).toEqual([
      { rel: 'prev', href: '/c-lames-de-terrasse/couleur_teck/-p--2' },
    ]);
    expect(headOf(1, 1)?.links).toBeUndefined();
  });
});
