import { createQueryClient } from '@arbora/shared/api';
import { loadPageData, PageRouteProvider, pageContext } from '@arbora/shared/platform';
import { fakeApi, pressKeyAfterHydration } from '@arbora/shared/testing';
import { theme } from '@arbora/shared/ui';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { productFixture } from '../testing/product';
import ProductPage, { pageQueries } from './product-page';

const SLUG = 'lame-de-terrasse-alveolaire-boreal';

function tree(client: QueryClient, search: string, onRender: ProfilerOnRenderCallback = () => undefined) {
  const path = `/p-${SLUG}`;
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[`${path}${search}`]}>
          <PageRouteProvider params={{ slug: SLUG }} ctx={pageContext(path, search, false)}>
            <Profiler id="page" onRender={onRender}>
              <ProductPage />
            </Profiler>
          </PageRouteProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** The server's render of the page, then the browser's hydration of it: the phases React reports. */
async function hydrationPhases(
  search: string,
  product: typeof productFixture = productFixture,
  seen: { server?: string; hydrated?: string; recovered?: unknown[] } = {},
): Promise<string[]> {
  fakeApi({
    'GET /api/v1/url/entity': { body: { data: { entity_type: 'product', id: 2, slug: SLUG, line: 'composite' } } },
    'GET /api/v1/product/2': { body: { data: product } },
  });
  const server = new QueryClient();
  const ctx = pageContext(`/p-${SLUG}`, search, false);
  await loadPageData(server, { default: ProductPage, pageQueries }, { slug: SLUG }, ctx);
  const sheet = new ServerStyleSheet();
  const html = renderToString(<StyleSheetManager sheet={sheet.instance}>{tree(server, search)}</StyleSheetManager>);
  sheet.seal();

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const reference = () => container.querySelector('[data-testid="variant-reference"]')?.textContent ?? undefined;
  seen.server = reference();
  seen.recovered = [];
  // The browser's client, with the site's defaults (the server's data is fresh for a minute).
  const browser = createQueryClient();
  hydrate(browser, dehydrate(server));
  const phases: string[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      tree(browser, search, (_id, phase) => phases.push(phase)),
      { onRecoverableError: (error) => seen.recovered?.push(error) },
    ),
  );
  seen.hydrated = reference();
  act(() => root.unmount());
  container.remove();
  return phases;
}

describe('ProductPage hydration', () => {
  // A state update right after the hydration (an effect syncing the URL's variant) renders the
  // whole page again at once: a long task on a phone, counted by Lighthouse's TBT.
  it.each(['', '?variante=7', '?variante=7&surface=20'])(
    'hydrates in one commit, with no render of the page after it (%s)',
    async (search) => {
      expect(await hydrationPhases(search)).toEqual(['mount']);
    },
  );

  // The default variant sold out (Brun chocolat 2,40 m) and the next one too (4,80 m): the page
  // shows the first that can be ordered, Noir graphite 2,40 m, in the server's HTML and once
  // hydrated, with no mismatch.
  it('shows the first variant in stock when the default one is sold out, server and browser alike', async () => {
    const soldOutDefault = {
      ...productFixture,
      variants: productFixture.variants.map((v) => (v.is_default ? { ...v, stock: 0 } : v)),
    };
    const seen: { server?: string; hydrated?: string; recovered?: unknown[] } = {};
    expect(await hydrationPhases('', soldOutDefault, seen)).toEqual(['mount']);
    expect(seen.server).toBe('ARB-LDT1-002-NOIR-GRAPHITE-2400');
    expect(seen.hydrated).toBe('ARB-LDT1-002-NOIR-GRAPHITE-2400');
    expect(seen.recovered).toEqual([]);
  });

  // The surface calculator's field is on the page before React: a figure typed before the
  // hydration's effects is kept, and counted (2 then 0: 20 m², 62 boards of 0,36 m²).
  it('keeps a figure typed into the surface field between the hydration and its effects', async () => {
    fakeApi({
      'GET /api/v1/url/entity': { body: { data: { entity_type: 'product', id: 2, slug: SLUG, line: 'composite' } } },
      'GET /api/v1/product/2': { body: { data: productFixture } },
    });
    const search = '?surface=2';
    const client = new QueryClient();
    await loadPageData(
      client,
      { default: ProductPage, pageQueries },
      { slug: SLUG },
      pageContext(`/p-${SLUG}`, search, false),
    );
    const field = () => screen.getByLabelText<HTMLInputElement>('Votre surface en m²');
    const { cleanup } = await pressKeyAfterHydration(tree(client, search), field, '0');
    try {
      expect(field()).toHaveValue('20');
      expect(screen.getByTestId('surface-result').textContent).toContain('62\u00a0lames pour 20\u00a0m²');
    } finally {
      await cleanup();
    }
  });
});
