import { pageContext } from '@arbora/shared/platform';
import type { SearchResult } from '@arbora/shared/schemas';
import { fakeApi, renderPage } from '@arbora/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import SearchPage, { pageHead, pageQueries } from './search-page';

expect.extend(toHaveNoViolations);

const image = { url: '/api/v1/media/x.svg', url_webp: '/api/v1/media/x.webp', alt: '', width: 400, height: 400 };
const prices = { ht: 100_000, ttc: 120_000, tax: 20_000 };
const product = (id: number, name: string) => ({
  id,
  name,
  slug: `lame-${id}`,
  url: `/p-lame-${id}`,
  reference: `ARB-LAM1-00${id}`,
  type: 'simple',
  short_text: '',
  line: 'composite' as const,
  cover: image,
  prices,
  prices_from: prices,
  ecotax_from: { ht: 1000, ttc: 1200 },
  prices_m: null,
  tax: { name: 'TVA 20 %', rate: 20 },
  colors: [],
  stock: 3,
  rating: { average: 4, count: 2 },
  variant_id_default: null,
  categories: [],
});
const pagination = (total: number, page = 1) => ({ page, perPage: 12, total, pages: Math.ceil(total / 12) });
const empty = { items: [], pagination: pagination(0) };

const LAMES: SearchResult = {
  query: 'lames',
  products: { items: [product(1, 'Lame Nova'), product(2, 'Lame Sirius')], pagination: pagination(26) },
  categories: {
    items: [{ id: 5, name: 'Lames de terrasse', slug: 'c-lames', line: 'composite', url: '/c-lames', cover: null }],
    pagination: pagination(1),
  },
  pages: {
    items: [
      {
        id: 9,
        title: 'Les lames de terrasse',
        slug: 'terrasse/lames',
        url: '/terrasse/lames',
        text: 'Choisir.',
        type: 'content',
      },
    ],
    pagination: pagination(1),
  },
  suggestions: [],
  facets: [],
};
const FACETS: SearchResult['facets'] = [
  {
    technical_name: 'couleur',
    name: 'Couleur',
    type: 'color',
    unit: null,
    values: [
      { value: 'gris-anthracite', label: 'Gris anthracite', count: 10, hex: '#3a3d40' },
      { value: 'teck', label: 'Teck', count: 16, hex: '#a0683a' },
    ],
  },
  {
    technical_name: 'finition',
    name: 'Finition',
    type: 'select',
    unit: null,
    values: [{ value: 'Veinée bois', label: 'Veinée bois', count: 5, hex: null }],
  },
];
const NOTHING: SearchResult = {
  query: 'xqzwvk',
  products: empty,
  categories: empty,
  pages: empty,
  suggestions: [],
  facets: [],
};
const CATEGORIES = {
  items: [{ id: 1, name: 'Clôtures', slug: 'c-clotures', line: 'composite' }],
  pagination: pagination(1),
};

const ctx = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return pageContext(u.pathname, u.search, false);
};

describe('SearchPage (/recherche)', () => {
  it('lists products as cards, categories and pages for the query of the URL, paginated', async () => {
    const { calls, restore } = fakeApi({ 'GET /api/v1/search': { body: { data: LAMES } } });
    try {
      const { container } = renderPage(<SearchPage />, { route: '/recherche?q=lames' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Résultats pour «\u00a0lames\u00a0»' }),
      ).toBeVisible();
      expect(calls[0]?.url.searchParams.get('q')).toBe('lames');
      const products = screen.getByRole('region', { name: 'Produits (26)' });
      expect(within(products).getByRole('link', { name: 'Lame Nova' })).toHaveAttribute('href', '/p-lame-1');
      // The card's reference says what it is, as the product page's « Réf. » does (not a bare code).
      const nova = within(products).getByRole('link', { name: 'Lame Nova' }).closest('article') as HTMLElement;
      expect(within(nova).getByText('Réf. ARB-LAM1-001')).toBeInTheDocument();
      expect(within(products).getByRole('link', { name: /page 2/ })).toHaveAttribute(
        'href',
        '/recherche/-p--2?q=lames',
      );
      expect(screen.getByRole('link', { name: 'Lames de terrasse' })).toHaveAttribute('href', '/c-lames');
      expect(screen.getByRole('link', { name: 'Les lames de terrasse' })).toHaveAttribute('href', '/terrasse/lames');
      expect(screen.getByTestId('search-message')).toHaveTextContent('26 produits, 1 catégorie et 1 page');
      expect(await axe(container)).toHaveNoViolations();
    } finally {
      restore();
    }
  });

  it('a corrected typo: the heading and the title say what was searched, the typed spelling is told', async () => {
    // « lmaes » is no word of the catalogue: the API searched « lames » and says so in `suggestions`.
    const corrected: SearchResult = { ...LAMES, query: 'lmaes', suggestions: ['lames'] };
    const { calls, restore } = fakeApi({ 'GET /api/v1/search': { body: { data: corrected } } });
    try {
      const { container } = renderPage(<SearchPage />, { route: '/recherche?q=lmaes' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Résultats pour «\u00a0lames\u00a0»' }),
      ).toBeVisible();
      expect(screen.getByTestId('search-message').textContent).toBe(
        '26 produits, 1 catégorie et 1 page. Votre saisie «\u00a0lmaes\u00a0» a été corrigée en «\u00a0lames\u00a0».',
      );
      expect(calls[0]?.url.searchParams.get('q')).toBe('lmaes');
      // The pages keep the query as typed (the same answer, and the URL the shopper shares).
      expect(
        within(screen.getByRole('region', { name: 'Produits (26)' })).getByRole('link', { name: /page 2/ }),
      ).toHaveAttribute('href', '/recherche/-p--2?q=lmaes');
      expect(pageHead([corrected], {}, ctx('/recherche?q=lmaes'))).toMatchObject({
        title: 'Recherche «\u00a0lames\u00a0»',
      });
      expect(await axe(container)).toHaveNoViolations();
    } finally {
      restore();
    }
  });

  it('says « Rupture de stock » on the card of a product with no stock left, as the lists do', async () => {
    const soldOut = { ...product(2, 'Lame Sirius'), stock: 0 };
    const result = { ...LAMES, products: { ...LAMES.products, items: [product(1, 'Lame Nova'), soldOut] } };
    const { restore } = fakeApi({ 'GET /api/v1/search': { body: { data: result } } });
    try {
      renderPage(<SearchPage />, { route: '/recherche?q=lames' });
      const card = async (name: string) =>
        (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
      expect(within(await card('Lame Sirius')).getByText('Rupture de stock')).toBeInTheDocument();
      expect(within(await card('Lame Nova')).queryByText('Rupture de stock')).toBeNull();
    } finally {
      restore();
    }
  });

  it('filters the products by the facets of the results (counts shown); the URL, API call and pagination keep them', async () => {
    const { calls, restore } = fakeApi({ 'GET /api/v1/search': { body: { data: { ...LAMES, facets: FACETS } } } });
    try {
      const { container } = renderPage(<SearchPage />, { route: '/recherche?q=lames' });
      // jsdom applies no media query: the sidebar (lg and up) stays display: none, hence `hidden`.
      const sidebar = await screen.findByLabelText('Filtres des produits');
      expect(calls[0]?.url.searchParams.get('facets')).toBe('true');
      expect(calls[0]?.url.searchParams.get('attributes')).toBeNull();
      expect(within(sidebar).getByRole('group', { name: 'Couleur', hidden: true })).toBeInTheDocument();
      expect(within(sidebar).getAllByRole('checkbox', { name: /\b16 produits$/, hidden: true })).not.toHaveLength(0);
      await userEvent.click(within(sidebar).getByRole('checkbox', { name: /Veinée bois/, hidden: true }));
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1]?.url.searchParams.get('attributes')).toBe('finition:Veinée bois');
      expect(calls[1]?.url.searchParams.get('page')).toBe('1');
      await waitFor(() =>
        expect(screen.getAllByRole('checkbox', { name: /Veinée bois/, hidden: true })[0]).toBeChecked(),
      );
      const products = screen.getByRole('region', { name: 'Produits (26)' });
      expect(within(products).getByRole('link', { name: /page 2/ })).toHaveAttribute(
        'href',
        `/recherche/-p--2?q=lames&filtres=${encodeURIComponent('finition:Veinée bois')}`,
      );
      expect(await axe(container)).toHaveNoViolations();
    } finally {
      restore();
    }
  });

  it('keeps the facets when the filters leave no product, with a way back', async () => {
    const filtered = { ...LAMES, products: empty, facets: FACETS };
    const { calls, restore } = fakeApi({ 'GET /api/v1/search': { body: { data: filtered } } });
    try {
      renderPage(<SearchPage />, {
        route: `/recherche?q=lames&filtres=${encodeURIComponent('couleur:teck|gris-anthracite')}`,
      });
      expect(await screen.findByTestId('search-products-empty')).toHaveTextContent('Aucun produit avec ces filtres.');
      expect(calls[0]?.url.searchParams.get('attributes')).toBe('couleur:gris-anthracite|teck');
      const sidebar = screen.getByLabelText('Filtres des produits');
      expect(within(sidebar).getByRole('checkbox', { name: /Teck/, hidden: true })).toBeChecked();
      expect(screen.getAllByRole('link', { name: /Tout effacer/i })[0]).toHaveAttribute('href', '/recherche?q=lames');
    } finally {
      restore();
    }
  });

  it('says « aucun résultat » and offers the catalogue’s categories', async () => {
    const { restore } = fakeApi({
      'GET /api/v1/search': { body: { data: NOTHING } },
      'GET /api/v1/category': { body: { data: CATEGORIES } },
    });
    try {
      const { container } = renderPage(<SearchPage />, { route: '/recherche?q=xqzwvk' });
      expect(await screen.findByTestId('search-message')).toHaveTextContent('Aucun résultat pour « xqzwvk ».');
      expect(await screen.findByRole('link', { name: 'Clôtures' })).toHaveAttribute('href', '/c-clotures');
      expect(screen.getByRole('link', { name: 'Une question\u00a0? Nos conseillers vous répondent.' })).toHaveAttribute(
        'href',
        '/contactez-nous',
      );
      expect(await axe(container)).toHaveNoViolations();
    } finally {
      restore();
    }
  });

  it.each([
    ['/recherche', 'Saisissez au moins 2 caractères pour lancer la recherche.'],
    ['/recherche?q=%20a', 'Saisissez au moins 2 caractères pour lancer la recherche.'],
    ['/recherche?q=%3Cscript%3E', 'Cette recherche contient des caractères non pris en charge.'],
  ])('%s: a message, and no search request', async (route, message) => {
    const { calls, restore } = fakeApi({ 'GET /api/v1/category': { body: { data: CATEGORIES } } });
    try {
      renderPage(<SearchPage />, { route });
      expect(await screen.findByTestId('search-message')).toHaveTextContent(message);
      expect(calls.filter((c) => c.path === '/api/v1/search')).toEqual([]);
    } finally {
      restore();
    }
  });

  it('declares its data from the URL (q and the page segment) and a noindex head', () => {
    expect(pageQueries({}, ctx('/recherche?q=lames'))[0]?.queryKey).toEqual(['catalogue', 'search', 'lames', 1, '']);
    expect(pageQueries({ page: '-p--3' }, ctx('/recherche/-p--3?q=lames'))[0]?.queryKey).toEqual([
      'catalogue',
      'search',
      'lames',
      3,
      '',
    ]);
    expect(pageQueries({}, ctx('/recherche?q=lames&filtres=couleur%3Ateck%2Cfinition%3ALisse'))[0]?.queryKey).toEqual([
      'catalogue',
      'search',
      'lames',
      1,
      'couleur:teck,finition:Lisse',
    ]);
    expect(pageQueries({}, ctx('/recherche?q='))).toEqual([]);
    expect(pageHead([], {}, ctx('/recherche?q=lames'))).toMatchObject({
      title: 'Recherche «\u00a0lames\u00a0»',
      noindex: true,
    });
  });
});
