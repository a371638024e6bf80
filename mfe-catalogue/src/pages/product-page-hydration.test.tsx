import { createQueryClient } from '@arbora/shared/api';
import { loadPageData, PageRouteProvider, pageContext } from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import { theme } from '@arbora/shared/ui';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
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
async function hydrationPhases(search: string): Promise<string[]> {
  fakeApi({
    'GET /api/v1/url/entity': { body: { data: { entity_type: 'product', id: 2, slug: SLUG, line: 'composite' } } },
    'GET /api/v1/product/2': { body: { data: productFixture } },
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
  // The browser's client, with the site's defaults (the server's data is fresh for a minute).
  const browser = createQueryClient();
  hydrate(browser, dehydrate(server));
  const phases: string[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      tree(browser, search, (_id, phase) => phases.push(phase)),
    ),
  );
  act(() => root.unmount());
  container.remove();
  return phases;
}

describe('ProductPage hydration', () => {
  // A state update right after the hydration (an effect syncing the URL's variant) renders the
  // whole page again at once: a long task on a phone, counted by Lighthouse's TBT.
  it.each(['', '?variante=7'])('hydrates in one commit, with no render of the page after it (%s)', async (search) => {
    expect(await hydrationPhases(search)).toEqual(['mount']);
  });
});
