import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
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

/** Renders a page like the shell does: a fresh QueryClient (no retries), theme, router, Suspense. */
export function renderPage(
  page: ReactElement,
  { route = '/', onError = () => undefined }: { route?: string; onError?: (error: unknown) => void } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <CatchError onError={onError}>
            <Suspense fallback={<p>Chargement…</p>}>{page}</Suspense>
          </CatchError>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
