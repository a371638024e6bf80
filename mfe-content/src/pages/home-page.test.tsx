import { fakeApi, renderPage } from '@arbora/shared/testing';
import { theme } from '@arbora/shared/ui';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { homeQuery } from '../features/home/api/get-home';
import { homeFixture, productSummaryFixture } from '../testing/fixtures';
import HomePage from './home-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

async function renderHome(home: unknown = homeFixture()) {
  api = fakeApi({ 'GET /api/v1/home': { body: { data: home } } });
  renderPage(<HomePage />);
  await screen.findByRole('heading', { level: 1 });
}

const section = (name: string) => screen.getByRole('region', { name });
/** A paragraph whose whole text (its unit in a span of its own) is `text`, spaces as they are. */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('HomePage', () => {
  it('loads GET /v1/home with the common query fields', async () => {
    await renderHome();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url.pathname).toBe('/api/v1/home');
    expect(Object.fromEntries(api.calls[0]?.url.searchParams ?? [])).toEqual({
      sales_plan_id: '1',
      site_id: '1',
      lang: 'fr',
    });
  });

  it('shows the home page as the hero, with its eager cover', async () => {
    await renderHome();
    const hero = section('Le bois composite pour vivre dehors');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Le bois composite pour vivre dehors');
    expect(within(hero).getByText('Terrasses, clôtures, portails et bardages en bois composite.')).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: 'Terrasse composite au bord d’une piscine' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.getByText(/Depuis nos ateliers de Loire-Atlantique/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Nos engagements' })).getByText('Garantie 25 ans'),
    ).toBeInTheDocument();
  });

  it('shows its pictured tiles two a row on a phone: their pictures ask for half the page from 368 px', async () => {
    await renderHome();
    for (const name of ['Nos gammes', 'Produits phares', 'Réalisations de nos clients', 'Le blog']) {
      const pictures = [...section(name).querySelectorAll('img')];
      expect(pictures.length).toBeGreaterThan(0);
      for (const img of pictures)
        expect(img.getAttribute('sizes')).toContain('(min-width: 23em) calc((100vw - 3rem) / 2');
    }
  });

  it('links every realisation, advice article and blog post to its page', async () => {
    await renderHome();
    const realisations = section('Réalisations de nos clients');
    expect(within(realisations).getByRole('link', { name: 'Une terrasse à Nantes' })).toHaveAttribute(
      'href',
      '/realisations/01-une-terrasse-a-nantes',
    );
    expect(within(realisations).getByRole('link', { name: 'Une clôture à Lyon' })).toHaveAttribute(
      'href',
      '/realisations/02-une-cloture-a-lyon',
    );
    expect(within(realisations).getByText('Nantes (44)')).toBeInTheDocument();

    const advice = section('Conseils');
    const links = within(advice).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Poser une terrasse composite sur plots', '/conseils/terrasse/pose'],
      // Each of these sections leads to its whole list (as the testimonials' does).
      ['Tous nos conseils', '/conseils'],
    ]);
    expect(within(realisations).getByRole('link', { name: 'Voir toutes les réalisations' })).toHaveAttribute(
      'href',
      '/realisations',
    );
    expect(within(section('Le blog')).getByRole('link', { name: 'Lire tous les articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(within(section('Le blog')).getByRole('link', { name: 'Hiverner sa terrasse' })).toHaveAttribute(
      'href',
      '/blog/hiverner-sa-terrasse',
    );
    expect(within(section('Le blog')).getByText('Par Claire Martin')).toBeInTheDocument();
  });

  it('shows testimonials with their rating and author, and the sales lines and promotion pushes', async () => {
    await renderHome();
    const testimonials = section('Ils nous ont fait confiance');
    expect(within(testimonials).getByRole('img', { name: 'Note : 5 sur 5' })).toBeInTheDocument();
    expect(within(testimonials).getByRole('link', { name: 'Paul Durand' })).toHaveAttribute(
      'href',
      '/temoignages/avis-01-paul-durand',
    );
    const pushes = screen.getByRole('list', { name: 'Nos univers et offres' });
    expect(within(pushes).getByRole('link', { name: 'Découvrir Océlia' })).toHaveAttribute('href', '/ocelia');
    expect(within(pushes).getByRole('link', { name: 'Voir l’offre' })).toHaveAttribute('href', '/promotion-ete');
  });

  it('links categories and products, with the product price per unit and, for several variants, « Voir les options »', async () => {
    await renderHome();
    expect(within(section('Nos gammes')).getByRole('link', { name: 'Lames de terrasse' })).toHaveAttribute(
      'href',
      '/c-lames-de-terrasse',
    );
    const products = section('Produits phares');
    expect(within(products).getByRole('link', { name: 'Lame de terrasse Lisbonne' })).toHaveAttribute(
      'href',
      '/p-lame-terrasse-lisbonne',
    );
    expect(
      // The price the product's list shows: éco-participation included, « dont ».
      // What the price buys: a board (« / lame »), one unit written as the catalogue's.
      within(products).getByText(
        paragraph('À partir de 450,20\u00a0€\u00a0TTC\u00a0/\u00a0lame, dont éco-participation\u00a0: 1,20\u00a0€'),
      ),
    ).toBeInTheDocument();
    // Several variants (colours, lengths): no default one added unseen, the buyer chooses on the page.
    expect(within(products).queryByRole('button')).toBeNull();
    expect(
      within(products).getByRole('link', { name: 'Voir les options de «\u00a0Lame de terrasse Lisbonne\u00a0»' }),
    ).toHaveAttribute('href', '/p-lame-terrasse-lisbonne');
  });

  it('a product of one variant: its price without « À partir de », and « Ajouter au panier » naming it', async () => {
    await renderHome({ ...homeFixture(), products: [productSummaryFixture({ type: 'simple' })] });
    const products = section('Produits phares');
    expect(
      within(products).getByText(
        paragraph('450,20\u00a0€\u00a0TTC\u00a0/\u00a0lame, dont éco-participation\u00a0: 1,20\u00a0€'),
      ),
    ).toBeInTheDocument();
    expect(
      within(products).getByRole('button', { name: 'Ajouter «\u00a0Lame de terrasse Lisbonne\u00a0» au panier' }),
    ).toHaveTextContent('Ajouter au panier');
    expect(within(products).queryByRole('link', { name: /Voir les options/ })).toBeNull();
  });
});

/** A home whose one product has no stock left (every variant sold out). */
const soldOutHome = () => ({ ...homeFixture(), products: [productSummaryFixture({ stock: 0 })] });

function homeTree(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

describe('HomePage, a product with no stock left', () => {
  it('says « Rupture de stock » with no add button, in the server HTML and once hydrated', async () => {
    api = fakeApi({});
    const server = new QueryClient();
    server.setQueryData(homeQuery().queryKey, soldOutHome());
    const container = document.createElement('div');
    container.innerHTML = renderToString(homeTree(server));
    document.body.appendChild(container);
    const products = () => within(container).getByRole('region', { name: 'Produits phares' });
    expect(within(products()).getByText('Rupture de stock')).toBeInTheDocument();
    expect(within(products()).queryByRole('button')).toBeNull();

    const mismatches: unknown[] = [];
    const browser = new QueryClient();
    hydrate(browser, dehydrate(server));
    const root = await act(async () =>
      hydrateRoot(container, homeTree(browser), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(within(products()).getByText('Rupture de stock')).toBeInTheDocument();
    expect(within(products()).queryByRole('button')).toBeNull();
    expect(api.calls).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
