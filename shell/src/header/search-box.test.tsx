import type { SearchResult } from '@arbora/shared/schemas';
import { fakeApi } from '@arbora/shared/testing';
import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SearchBox } from './search-box';

expect.extend(toHaveNoViolations);

// The machine running the suite may be busy: the debounce plus a render can take more than 1 s.

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
const page = (n: number) => ({ page: 1, perPage: 4, total: n, pages: n ? 1 : 0 });

const RESULT: SearchResult = {
  query: 'anthracite',
  products: { items: [product(1, 'Lame Nova anthracite'), product(2, 'Lame Sirius anthracite')], pagination: page(2) },
  categories: {
    items: [{ id: 5, name: 'Lames de terrasse', slug: 'c-lames', line: 'composite', url: '/c-lames', cover: null }],
    pagination: page(1),
  },
  pages: {
    items: [
      {
        id: 9,
        title: 'Choisir sa couleur',
        slug: 'conseils/couleur',
        url: '/conseils/couleur',
        text: '',
        type: 'content',
      },
    ],
    pagination: page(1),
  },
  suggestions: [],
  facets: [],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBox(route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <SearchBox />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const box = () => screen.getByRole('combobox', { name: 'Rechercher sur le site' });

describe('SearchBox (header suggestions, WAI-ARIA combobox)', () => {
  it('asks nothing under 2 characters, then once for a settled word, and lists grouped suggestions', async () => {
    const { calls, restore } = fakeApi({ 'GET /api/v1/search': { body: { data: RESULT } } });
    try {
      const { container } = renderBox();
      await userEvent.type(box(), 'a');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toHaveLength(0);
      await userEvent.type(box(), 'nthracite');
      const list = await screen.findByRole('listbox');
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url.searchParams.get('q')).toBe('anthracite');
      expect(box()).toHaveAttribute('aria-expanded', 'true');

      expect(within(list).getByRole('group', { name: 'Produits' })).toBeVisible();
      expect(within(list).getByRole('group', { name: 'Catégories' })).toBeVisible();
      expect(within(list).getByRole('group', { name: 'Conseils' })).toBeVisible();
      const first = within(list).getByRole('option', { name: /Lame Nova anthracite/ });
      // The « à partir de » price of the lists: éco-participation included.
      expect(first).toHaveTextContent(/12,12\s€\sTTC/);
      expect(first.querySelector('img')).toHaveAttribute('width', '48');
      expect(within(list).getAllByRole('option')).toHaveLength(5);
      expect(screen.getByRole('status')).toHaveTextContent('4 suggestions disponibles');
      expect(await axe(container)).toHaveNoViolations();
    } finally {
      restore();
    }
  });

  it('arrows move the active option (focus stays in the box), Enter opens it', async () => {
    const { restore } = fakeApi({ 'GET /api/v1/search': { body: { data: RESULT } } });
    try {
      renderBox();
      await userEvent.type(box(), 'anthracite');
      await screen.findByRole('listbox');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      const second = screen.getByRole('option', { name: /Lame Sirius anthracite/ });
      expect(box()).toHaveAttribute('aria-activedescendant', second.id);
      expect(second).toHaveAttribute('aria-selected', 'true');
      expect(box()).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      expect(box()).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'Voir tous les résultats' }).id,
      );
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(screen.getByTestId('where')).toHaveTextContent('/p-lame-2');
      expect(screen.queryByRole('listbox')).toBeNull();
    } finally {
      restore();
    }
  });

  it('« Voir tous les résultats » and Enter without an option lead to /recherche?q=…; Escape closes, then clears', async () => {
    const { restore } = fakeApi({ 'GET /api/v1/search': { body: { data: RESULT } } });
    try {
      renderBox();
      await userEvent.type(box(), 'lame grise');
      await userEvent.click(await screen.findByRole('option', { name: 'Voir tous les résultats' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/recherche?q=lame%20grise');

      await userEvent.click(box());
      await screen.findByRole('listbox');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(box()).toHaveValue('lame grise');
      await userEvent.keyboard('{Escape}');
      expect(box()).toHaveValue('');

      await userEvent.type(box(), 'portillon{Enter}');
      expect(screen.getByTestId('where')).toHaveTextContent('/recherche?q=portillon');
    } finally {
      restore();
    }
  });

  it('aborts the request of a query that is no longer typed', async () => {
    const pending: AbortSignal[] = [];
    const { fetch, restore } = fakeApi({
      'GET /api/v1/search': [
        () => new Promise(() => undefined), // never answers: still in flight when the next word comes
        { body: { data: RESULT } },
      ],
    });
    try {
      renderBox();
      await userEvent.type(box(), 'po');
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      pending.push((fetch.mock.calls[0]?.[1] as RequestInit).signal as AbortSignal);
      expect(pending[0]?.aborted).toBe(false);
      await userEvent.type(box(), 'rtilon');
      await screen.findByRole('listbox');
      expect(pending[0]?.aborted).toBe(true);
    } finally {
      restore();
    }
  });

  it('keeps the query of the results page in the box', () => {
    fakeApi({ 'GET /api/v1/search': { body: { data: RESULT } } }).restore();
    renderBox('/recherche?q=lames%20grises');
    expect(box()).toHaveValue('lames grises');
  });

  it('suggests for what was typed before its code arrived (the box is in the boot, the suggestions load on demand)', async () => {
    const { calls, restore } = fakeApi({ 'GET /api/v1/search': { body: { data: RESULT } } });
    try {
      renderBox();
      // A whole word at once, before the suggestions' code (loaded by this first change) is there.
      fireEvent.change(box(), { target: { value: 'anthracite' } });
      expect(screen.queryByRole('listbox')).toBeNull();
      const list = await screen.findByRole('listbox');
      expect(calls.map((call) => call.url.searchParams.get('q'))).toEqual(['anthracite']);
      expect(within(list).getByRole('option', { name: /Lame Nova anthracite/ })).toBeVisible();
    } finally {
      restore();
    }
  });
});
