import { screen } from '@testing-library/react';
import type * as Runtime from '../federation/runtime';
import type * as RouteTable from '../routing/route-table';
import { installFetch, renderShell } from '../testing/render-shell';

// A route table with a mistake in it: a middleware the shell does not know.
jest.mock('../routing/route-table', () => {
  const actual = jest.requireActual<typeof RouteTable>('../routing/route-table');
  return {
    ...actual,
    ROUTES: [
      { id: 'back-office', pattern: '/back-office', remote: 'account', module: 'AccountPage', middleware: ['admin'] },
      ...actual.ROUTES,
    ],
  };
});

jest.mock('../federation/runtime', () => ({
  ...jest.requireActual<typeof Runtime>('../federation/runtime'),
  loadRemotePage: jest.fn(() => Promise.resolve({ default: () => <h1>Page</h1> })),
  preloadRemotePage: jest.fn(() => Promise.resolve()),
}));

// The frame's own failure (a bug in one of its page-wide hooks), when a test sets it.
let mockFrameFails = false;
jest.mock('../prefetch/use-link-prefetch', () => ({
  useLinkPrefetch: () => {
    if (mockFrameFails) throw new Error('frame en panne');
  },
}));

let consoleError: jest.SpyInstance;

beforeEach(() => {
  mockFrameFails = false;
  installFetch();
  window.scrollTo = jest.fn();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('a route naming an unknown middleware (SPEC 8)', () => {
  it('shows the error screen, in the site frame, with an error naming the middleware, and logs it', async () => {
    const { container } = renderShell('/back-office');

    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    // The error names the middleware in the console (below), not on the shopper's screen.
    expect(container.textContent).not.toContain('Unknown route middleware');
    expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', '500');
    // Not a white page: the header, the home link and the toast regions are there.
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(container.querySelector('[aria-live="assertive"]')).not.toBeNull();

    const logged = consoleError.mock.calls.find(([first]) => first === '[shell] unexpected error');
    expect((logged?.[1] as Error).message).toBe('Unknown route middleware "admin" on route "back-office"');
  });

  it('leaves the other routes working', async () => {
    renderShell('/contactez-nous');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page' })).toBeInTheDocument();
  });
});

describe('an error in the shell frame itself', () => {
  it('shows the error screen in the site frame instead of a white page, and logs it', async () => {
    mockFrameFails = true;
    const { container } = renderShell('/contactez-nous');

    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', '500');
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page' })).toBeNull();
    const logged = consoleError.mock.calls.find(([first]) => first === '[shell] unexpected error');
    expect((logged?.[1] as Error).message).toBe('frame en panne');
  });
});
