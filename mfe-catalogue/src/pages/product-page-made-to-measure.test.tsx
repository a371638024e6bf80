import { createQueryClient } from '@arbora/shared/api';
import { loadPageData, PageRouteProvider, pageContext } from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import { theme } from '@arbora/shared/ui';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { productFixture } from '../testing/product';
import ProductPage, { pageQueries } from './product-page';

const SLUG = 'lame-de-terrasse-alveolaire-boreal';
const PATH = `/p-${SLUG}`;
const STOCK_LINE = 'Fabriqué sur mesure, à la commande';
const NO_WITHDRAWAL = 'Produit sur mesure\u00a0: non soumis au droit de rétractation';

function tree(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[PATH]}>
          <PageRouteProvider params={{ slug: SLUG }} ctx={pageContext(PATH, '', false)}>
            <ProductPage />
          </PageRouteProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** The server's HTML of the page, then the page hydrated in the browser from the server's data. */
async function serverThenHydrated(madeToMeasure: boolean) {
  const api = fakeApi({
    'GET /api/v1/url/entity': { body: { data: { entity_type: 'product', id: 2, slug: SLUG, line: 'composite' } } },
    'GET /api/v1/product/2': { body: { data: { ...productFixture, made_to_measure: madeToMeasure } } },
    'GET /api/v1/setting': {
      body: {
        data: [{ id: 1, technical_name: 'delivery_promise', name: 'd', value: '5 à 10 jours ouvrés', type: 'text' }],
      },
    },
  });
  try {
    const server = new QueryClient();
    await loadPageData(server, { default: ProductPage, pageQueries }, { slug: SLUG }, pageContext(PATH, '', false));
    const html = renderToString(tree(server));
    const container = document.createElement('div');
    container.innerHTML = html;
    const serverText = container.textContent ?? '';
    document.body.appendChild(container);
    const browser = createQueryClient();
    hydrate(browser, dehydrate(server));
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree(browser), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    const button = container.querySelector('button[type="submit"]');
    const described = (button?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? document.getElementById(id)?.textContent : null))
      .filter(Boolean);
    const hydratedText = container.textContent ?? '';
    act(() => root.unmount());
    container.remove();
    return { serverText, hydratedText, mismatches, described };
  } finally {
    api.restore();
  }
}

// A French buyer must learn before buying that a made-to-measure item has no withdrawal right
// (C. conso L221-28, 3°; pre-contractual information): the buy box says so, with or without
// JavaScript, and no longer promises the stock products' delay.
describe('the page of a product made to measure', () => {
  it('says made to order and no withdrawal right in the server HTML, the same once hydrated', async () => {
    const { serverText, hydratedText, mismatches, described } = await serverThenHydrated(true);
    for (const text of [serverText, hydratedText]) {
      expect(text).toContain(STOCK_LINE);
      expect(text).toContain(NO_WITHDRAWAL);
      expect(text).not.toContain('En stock');
    }
    expect(mismatches).toEqual([]);
    // The add-to-cart button is described by the exclusion (read with it by a screen reader).
    expect(described).toEqual([NO_WITHDRAWAL]);
  });

  it('a product in stock keeps its stock line and says nothing of the sort', async () => {
    const { serverText, hydratedText, mismatches } = await serverThenHydrated(false);
    for (const text of [serverText, hydratedText]) {
      expect(text).toContain('En stock – livraison en 5 à 10 jours ouvrés');
      expect(text).not.toContain(STOCK_LINE);
      expect(text).not.toContain(NO_WITHDRAWAL);
    }
    expect(mismatches).toEqual([]);
  });
});
