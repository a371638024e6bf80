import {
  formActionKey,
  loadPageData,
  PageRouteProvider,
  pageContext,
  type FormActionState,
  type PageParams,
  type RemotePageModule,
} from '@arbora/shared/platform';
import {
  RequestStoresContext,
  adoptServerSession,
  type CartState,
  type CustomerLike,
  type RequestStores,
  type SessionState,
} from '@arbora/shared/store';
import { theme } from '@arbora/shared/ui';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';

/** A store of one server render: its state, fixed (a render writes nothing). */
function renderStore<S>(state: S) {
  return {
    getState: () => state,
    getInitialState: () => state,
    setState: () => {
      throw new Error('a server render writes no store');
    },
    subscribe: () => () => undefined,
  };
}

/**
 * The page's route context from the router's location, as the shell's route view gives it: a
 * navigation of the page (a replace of its query) changes it, the page staying mounted. `seen`:
 * each address the router went to.
 */
function RoutedPage({ params, seen, children }: { params: PageParams; seen?: string[]; children: ReactNode }) {
  const location = useLocation();
  const address = location.pathname + location.search + location.hash;
  useEffect(() => void seen?.push(address), [seen, address]);
  return (
    <PageRouteProvider params={params} ctx={pageContext(location.pathname, location.search, false)}>
      {children}
    </PageRouteProvider>
  );
}

function tree(client: QueryClient, page: RemotePageModule, url: URL, params: PageParams, seen?: string[]): ReactNode {
  const Page = page.default;
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url.pathname + url.search + url.hash]}>
          <RoutedPage params={params} seen={seen}>
            <Suspense fallback={<p>Chargement de la page…</p>}>
              <Page />
            </Suspense>
          </RoutedPage>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * A customer's page as the shell serves it for the session cookie (issue 36): the page's
 * `pageQueries` loaded with the session, the page rendered to HTML with the customer in the render's
 * own stores (the module stores stay the browser's), then that HTML hydrated in the browser with the
 * server's dehydrated cache and session. `html` and `server` (that HTML in a detached element,
 * never hydrated): what a visitor without JavaScript gets; `container`: the page once hydrated;
 * `mismatches`: what the hydration could not reuse (none when both first renders agree);
 * `address()`: where the hydrated page's router is now (path, query and hash).
 * `formState`: a submission the page's action refused, rendered again as the shell server does.
 */
export async function renderForSession(
  page: RemotePageModule,
  {
    route,
    params = {},
    customer,
    formState,
  }: { route: string; params?: PageParams; customer: CustomerLike; formState?: FormActionState },
) {
  const url = new URL(route, 'http://shell.local');
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (formState) server.setQueryData(formActionKey(url.pathname), formState);
  await loadPageData(server, page, params, pageContext(url.pathname, url.search, false));
  const session: SessionState = { loggedIn: true, customer, isPro: Boolean(customer.isPro) };
  const stores: RequestStores = {
    session: renderStore(session),
    cart: renderStore<CartState>({ token: null, cart: null, selections: {}, order: null }),
  };
  const html = renderToString(
    <RequestStoresContext value={stores}>{tree(server, page, url, params)}</RequestStoresContext>,
  );

  const serverView = document.createElement('div');
  // Detached: its ids are the hydrated page's too (useId), a label must name its own tree's field.
  serverView.innerHTML = html;

  // The browser: the shell's boot takes the server's queries and session before hydrating.
  const browser = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  hydrate(browser, dehydrate(server));
  act(() => adoptServerSession({ customer, isPro: session.isPro }));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const mismatches: unknown[] = [];
  const addresses: string[] = [];
  const root = await act(async () =>
    hydrateRoot(container, tree(browser, page, url, params, addresses), {
      onRecoverableError: (error) => mismatches.push(error),
    }),
  );
  return {
    html,
    server: serverView,
    mismatches,
    container,
    address: () => addresses.at(-1),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
