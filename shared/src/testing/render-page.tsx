import { bus, type ToastRequest } from '@arbora/shared/bus';
import { isPlasticLinePath } from '@arbora/shared/routes';
import { PageRouteProvider, pageContext, type PageParams } from '@arbora/shared/platform';
import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';

/** Catches what a page throws (a suspense query's error) so a test can inspect it. */
class CatchError extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p role="alert">Erreur</p> : this.props.children;
  }
}

/** The page route from the memory router's current location, as the shell derives it on each navigation. */
function PageRoute({ params, children }: { params: PageParams; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <PageRouteProvider params={params} ctx={pageContext(pathname, search, isPlasticLinePath(pathname))}>
      {children}
    </PageRouteProvider>
  );
}

export interface RenderPageOptions {
  /** The URL, path and query (`/devis/devis-cloture?produit=p-x`). */
  route?: string;
  /** The route parameters the shell's table would match for it (`{ slug: 'x' }`). */
  params?: PageParams;
  /** Receives what the page throws (a `NotFoundError` from a query, for instance). */
  onError?: (error: unknown) => void;
}

/**
 * Renders a page like the shell does: a fresh QueryClient (no retries), theme, router, the page's
 * route parameters and context (`usePageRoute`), an error boundary and Suspense.
 */
export function renderPage(
  page: ReactElement,
  { route = '/', params = {}, onError = () => undefined }: RenderPageOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <PageRoute params={params}>
            <CatchError onError={onError}>
              <Suspense fallback={<p>Chargement…</p>}>{page}</Suspense>
            </CatchError>
          </PageRoute>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Records the toasts the shared bus is asked to show (the shell's toast host is not mounted). */
export function recordToasts() {
  const toasts: ToastRequest[] = [];
  const stop = bus.on('toast:show', (toast) => toasts.push(toast));
  return { toasts, stop };
}
