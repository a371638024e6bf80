import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { browserNavigation } from '../core/browser-navigation';
import { RELOAD_GUARD_STORAGE_KEY } from '../core/constants';
import { installFetch, renderWithRouter } from '../testing/render-shell';
import { ShellErrorBoundary } from './shell-error-boundary';

/** A page that fails on `/panne` (a bug) and `/chunk` (a script chunk gone after a deploy). */
function Page() {
  const { pathname } = useLocation();
  if (pathname === '/panne') throw new Error('page en panne');
  if (pathname === '/chunk') throw Object.assign(new Error('Loading chunk 501 failed.'), { name: 'ChunkLoadError' });
  return <h1>Page {pathname}</h1>;
}

function renderAt(path: string, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    path,
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </QueryClientProvider>,
  );
}

const routed = (
  <ShellErrorBoundary>
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>
  </ShellErrorBoundary>
);

let consoleError: jest.SpyInstance;

beforeEach(() => {
  installFetch();
  window.sessionStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ShellErrorBoundary (declarative routing: what errorElement did)', () => {
  it('shows the error screen in the site frame and logs the error once it is caught', async () => {
    const { container } = renderAt('/panne', routed);

    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', '500');
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    const logged = consoleError.mock.calls.filter(([first]) => first === '[shell] unexpected error');
    expect(logged).toHaveLength(1);
    expect((logged[0]?.[1] as Error).message).toBe('page en panne');
  });

  it('forgets the error on the next navigation: another URL renders its page', async () => {
    const { router } = renderAt('/panne', routed);
    await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' });

    act(() => router.navigate('/contactez-nous'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Page /contactez-nous' })).toBeInTheDocument();
    expect(screen.queryByText('Une erreur est survenue')).toBeNull();
  });

  it('reloads the page once on a missing script chunk, showing a skeleton meanwhile (SPEC 4)', async () => {
    const reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    renderAt('/chunk', routed);

    await act(async () => {});
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Une erreur est survenue')).toBeNull();
  });

  it('shows the error screen when that reload did not help', async () => {
    const reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    window.sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify({ path: '/chunk', at: Date.now() }));
    renderAt('/chunk', routed);

    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
