import { fakeApi, renderPage } from '@arbora/shared/testing';
import { configure, screen, within } from '@testing-library/react';
import { categoryFixture } from '../testing/category';
import { productFixture } from '../testing/product';
import DocumentationPage from './documentation-page';
import SitemapPage, { pageHead } from './sitemap-page';

// Pages load their code and data lazily: on a busy CI machine that takes more than a second.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const one = <T,>(items: T[]) => ({
  body: { data: { items, pagination: { page: 1, perPage: 100, total: 1, pages: 1 } } },
});
const page = (title: string, slug: string, type: string) => ({
  ...categoryFixture.articles[0],
  title,
  slug,
  type: { technical_name: type, name: type },
});

describe('SitemapPage', () => {
  it('lists every family under its own heading, from the API', async () => {
    const server = fakeApi({
      'GET /api/v1/category': one([categoryFixture]),
      'GET /api/v1/product': one([productFixture]),
      'GET /api/v1/page': one([
        page('Mentions légales', 'mentions-legales', 'legal'),
        page('Magasin de Nantes', 'magasins/nantes', 'store'),
      ]),
    });
    const { queryClient } = renderPage(<SitemapPage />, { route: '/plan-du-site' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan du site' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Catégories', 'Produits', 'Magasins', 'Services', 'Informations légales']);
    const legal = screen.getByRole('region', { name: 'Informations légales' });
    expect(within(legal).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    expect(screen.getByRole('link', { name: productFixture.name })).toHaveAttribute(
      'href',
      `/p-${productFixture.slug}`,
    );
    expect(server.calls.find((c) => c.path === '/api/v1/category')?.url.searchParams.get('parent')).toBe('all');
    // What the server render writes into the page for the browser: the links, not the API's items.
    const kept = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    );
    expect(kept).toContain(`/p-${productFixture.slug}`);
    expect(kept).not.toContain(productFixture.short_text);
    expect(kept).not.toContain('"prices"');
  });

  it('describes the page with the colon held to its word', () => {
    expect(pageHead([], {}, {} as never)?.description).toBe(
      'Toutes les pages du site Arbora\u00a0: catégories, produits, conseils, réalisations, magasins et services.',
    );
  });
});

describe('DocumentationPage', () => {
  it('offers the PDF documents of every product, by family', async () => {
    fakeApi({ 'GET /api/v1/product': one([productFixture]) });
    const { queryClient } = renderPage(<DocumentationPage />, { route: '/documentation' });
    const family = await screen.findByRole('region', { name: 'Lames de terrasse' });
    const kept = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    );
    expect(kept).toContain(productFixture.name);
    expect(kept).not.toContain(productFixture.short_text);
    expect(kept).not.toContain('"prices"');
    expect(within(family).getByText(productFixture.name)).toBeInTheDocument();
    expect(within(family).getByRole('link', { name: 'Fiche technique (PDF)' })).toHaveAttribute(
      'href',
      `/api/v1/product/${productFixture.id}/document/fiche-technique`,
    );
    expect(within(family).getByRole('link', { name: 'Guide de pose (PDF)' })).toHaveAttribute('download');
  });
});
