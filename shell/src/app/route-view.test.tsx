import { bus } from '@arbora/shared/bus';
import { sessionStore } from '@arbora/shared/store';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type * as Runtime from '../federation/runtime';
import { loadRemotePage } from '../federation/runtime';
import { currentUrl, installFetch, renderShell } from '../testing/render-shell';
import { browserNavigation } from '../core/browser-navigation';

jest.mock('../federation/runtime', () => ({
  ...jest.requireActual<typeof Runtime>('../federation/runtime'),
  loadRemotePage: jest.fn(),
  preloadRemotePage: jest.fn(() => Promise.resolve()),
}));

function FakePage() {
  const { pathname, search } = useLocation();
  return <h1 data-testid="remote-page">{pathname + search}</h1>;
}

const loggedOut = { loggedIn: false, customer: null, isPro: false };

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(loadRemotePage)
    .mockImplementation((remote, module) =>
      Promise.resolve({ default: () => <FakePage key={`${remote}/${module}`} /> }),
    );
  installFetch();
  window.scrollTo = jest.fn();
  window.localStorage.clear();
  act(() => sessionStore.setState(loggedOut));
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('auth guard (SPEC 2.1, 2.2, 2.6)', () => {
  it.each([
    '/mes-informations-personnelles',
    '/mes-chantiers',
    '/mes-chantiers/jardin-lyon',
    '/mes-commandes',
    '/mes-commandes/cmd-1234',
    '/panier/livraison',
    '/commande/confirmation',
    '/commande/confirmation-cb',
    '/commande/confirmation-virement',
    '/commande/confirmation-credit',
    '/commande/confirmation-bloquee',
    '/commande/erreur-cb',
  ])('sends a visitor on %s to the login page with the target', async (path) => {
    const { router } = renderShell(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/connexion'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
  });

  it('keeps the query of the target', async () => {
    const { router } = renderShell('/mes-commandes?page=2&tri=date');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/connexion?redirect=%2Fmes-commandes%3Fpage%3D2%26tri%3Ddate'),
    );
  });

  it('lets a logged-in customer in', async () => {
    act(() => sessionStore.setState({ loggedIn: true }));
    renderShell('/mes-commandes');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('/mes-commandes');
    expect(loadRemotePage).toHaveBeenCalledWith('account', 'OrdersPage', 0);
  });

  it('does not guard public pages', async () => {
    renderShell('/panier');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('/panier');
  });
});

describe('after login and logout (SPEC 2.1)', () => {
  it('goes to the redirect target when a login succeeds on the login page, home after a logout', async () => {
    const { router } = renderShell('/mes-commandes?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/connexion'));

    act(() => sessionStore.setState({ loggedIn: true }));
    await waitFor(() => expect(currentUrl(router)).toBe('/mes-commandes?page=2'));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('/mes-commandes?page=2');

    act(() => sessionStore.setState(loggedOut));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('sends a customer whose token the API refused to log in again, then back (not home)', async () => {
    act(() => sessionStore.setState({ loggedIn: true }));
    const { router } = renderShell('/mes-commandes?page=2');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('/mes-commandes?page=2');

    act(() => {
      bus.emit('session:changed', { loggedIn: false, isPro: false, customerName: null, endedBy: 'refused' });
      sessionStore.setState(loggedOut);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/connexion'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('redirect')).toBe('/mes-commandes?page=2');
    expect(query.get('info')).toBe('session-expiree');

    act(() => sessionStore.setState({ loggedIn: true }));
    await waitFor(() => expect(currentUrl(router)).toBe('/mes-commandes?page=2'));
  });

  it('keeps a shopper whose token the API refused on a public page', async () => {
    act(() => sessionStore.setState({ loggedIn: true }));
    const { router } = renderShell('/panier');
    await screen.findByTestId('remote-page');
    act(() => {
      bus.emit('session:changed', { loggedIn: false, isPro: false, customerName: null, endedBy: 'refused' });
      sessionStore.setState(loggedOut);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(currentUrl(router)).toBe('/panier');
  });

  it('goes home after a login on the login page without a redirect', async () => {
    const { router } = renderShell('/connexion');
    await screen.findByTestId('remote-page');
    act(() => sessionStore.setState({ loggedIn: true }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('refuses an off-site redirect target', async () => {
    const { router } = renderShell('/connexion?redirect=//evil.example/x');
    await screen.findByTestId('remote-page');
    act(() => sessionStore.setState({ loggedIn: true }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('keeps the shopper in place after a login elsewhere', async () => {
    const { router } = renderShell('/p-lame-composite-gris');
    await screen.findByTestId('remote-page');
    act(() => sessionStore.setState({ loggedIn: true }));
    await act(() => Promise.resolve());
    expect(currentUrl(router)).toBe('/p-lame-composite-gris');
  });

  it('does not move a customer who arrives already logged in', async () => {
    act(() => sessionStore.setState({ loggedIn: true }));
    const { router } = renderShell('/connexion?redirect=%2Fmes-commandes');
    await screen.findByTestId('remote-page');
    expect(currentUrl(router)).toBe('/connexion?redirect=%2Fmes-commandes');
  });
});

describe('layouts (SPEC 1, 2.1)', () => {
  const layoutOfPage = (container: HTMLElement) =>
    container.querySelector('[data-layout]')?.getAttribute('data-layout');

  it.each([
    ['/', 'default'],
    ['/terrasse-bois', 'default'],
    ['/ocelia/terrasse', 'plastic'],
    ['/ocelia/nous-rejoindre/candidature-spontanee', 'plastic'],
    ['/panier', 'order'],
  ])('%s uses the %s layout', async (path, layout) => {
    const { container } = renderShell(path);
    await screen.findByTestId('remote-page');
    expect(layoutOfPage(container)).toBe(layout);
  });

  it('uses the order layout on the delivery step and confirmations of a customer', async () => {
    act(() => sessionStore.setState({ loggedIn: true }));
    for (const path of ['/panier/livraison', '/commande/confirmation-cb', '/commande/erreur-cb']) {
      const { container, unmount } = renderShell(path);
      await screen.findByTestId('remote-page');
      expect(layoutOfPage(container)).toBe('order');
      expect(screen.getByText('Paiement sécurisé')).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the order layout on any other page under /commande', async () => {
    const { container } = renderShell('/commande/etape-inconnue');
    await screen.findByTestId('remote-page');
    expect(layoutOfPage(container)).toBe('order');
  });

  it('keeps the order layout on a 404 inside the order pipeline', async () => {
    const { container } = renderShell('/commande/Inconnue');
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
    expect(layoutOfPage(container)).toBe('order');
  });

  it('shows the Océlia brand and menu on the plastic line, Arbora elsewhere', async () => {
    const { unmount } = renderShell('/ocelia/terrasse');
    await screen.findByTestId('remote-page');
    expect(screen.getByRole('link', { name: 'Océlia, accueil' })).toHaveAttribute('href', '/ocelia');
    expect(screen.getByRole('link', { name: 'Retour à Arbora' })).toHaveAttribute('href', '/');
    unmount();
    renderShell('/terrasse-bois');
    await screen.findByTestId('remote-page');
    expect(screen.getByRole('link', { name: 'Arbora, accueil' })).toHaveAttribute('href', '/');
  });
});

describe('404 on client navigation (SPEC 2.1)', () => {
  // Their messages (« Page not found <path> », « Page Not Found <path> ») are the errors' (match-route.test.ts):
  // English and a mere path echo, they are not shown to the shopper.
  it('shows the French 404 screen, without the technical message, for an unmatched path and a failed validation', async () => {
    const { router, container } = renderShell('/');
    await screen.findByTestId('remote-page');

    await act(() => router.navigate('/Pas_Une_Page'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/page not found|Pas_Une_Page/i);
    expect(screen.getByRole('search', { name: 'Rechercher un produit ou un conseil' })).toBeInTheDocument();

    await act(() => router.navigate('/devis/devis-piscine'));
    await waitFor(() => expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', '404'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/page not found|devis-piscine/i);
  });
});

describe('per-path redirections (SPEC 2.1)', () => {
  const rule = (source: string, target: string, external: boolean) => ({
    body: { data: { id: 7, source, target, status: external ? 302 : 301, external } },
  });

  it('loads an external target in full on client navigation', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = installFetch({
      '/api/v1/redirection': (url) =>
        url.searchParams.get('slug') === 'avis-clients'
          ? rule('/avis-clients', 'https://avis.arbora.example/arbora', true)
          : { status: 404 },
    });
    const { router } = renderShell('/');
    await screen.findByTestId('remote-page');

    await act(() => router.navigate('/avis-clients'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://avis.arbora.example/arbora'));
    expect(assign).toHaveBeenCalledTimes(1);
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/v1/redirection' && u.searchParams.get('slug') === 'avis-clients');
    expect(asked).toBeDefined();
    // The content page of that path is never mounted.
    expect(loadRemotePage).not.toHaveBeenCalledWith('content', 'ContentPage');
  });

  it('navigates to an internal target inside the app', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    installFetch({
      '/api/v1/redirection': (url) =>
        url.searchParams.get('slug') === 'promo-ete' ? rule('/promo-ete', '/promotion-ete', false) : { status: 404 },
    });
    const { router } = renderShell('/');
    await screen.findByTestId('remote-page');

    await act(() => router.navigate('/promo-ete'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotion-ete'));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('/promotion-ete');
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for the rule of a path nothing matches, before showing its 404', async () => {
    installFetch({ '/api/v1/redirection': () => rule('/recrutement/offres/', '/recrutement', false) });
    const { router } = renderShell('/');
    await screen.findByTestId('remote-page');
    await act(() => router.navigate('/Ancienne_Page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recrutement'));
  });

  it('ignores rules it must not follow, and never asks for routes of its own table', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const fetchMock = installFetch({ '/api/v1/redirection': () => rule('/piege', 'javascript:alert(1)', true) });
    const { router } = renderShell('/');
    await screen.findByTestId('remote-page');
    await act(() => router.navigate('/piege'));
    await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveTextContent('/piege'));
    expect(assign).not.toHaveBeenCalled();

    await act(() => router.navigate('/contactez-nous'));
    await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveTextContent('/contactez-nous'));
    const slugs = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/v1/redirection')
      .map((u) => u.searchParams.get('slug'));
    expect(slugs).toEqual(['piege']);
  });

  it('shows the page when the redirection check fails', async () => {
    installFetch({ '/api/v1/redirection': () => ({ status: 500, body: { code: 'INTERNAL' } }) });
    const { router } = renderShell('/');
    await screen.findByTestId('remote-page');
    await act(() => router.navigate('/terrasse-bois'));
    await waitFor(() => expect(screen.getByTestId('remote-page')).toHaveTextContent('/terrasse-bois'));
    expect(screen.queryByRole('alert', { name: /erreur/i })).toBeNull();
  });

  it('keeps the query on an internal target that has none', async () => {
    installFetch({
      '/api/v1/redirection': (url) =>
        url.searchParams.get('slug') === 'nos-realisations'
          ? rule('/nos-realisations', '/realisations', false)
          : { status: 404 },
    });
    const { router } = renderShell('/');
    await screen.findByTestId('remote-page');
    await act(() => router.navigate('/nos-realisations?utm_source=lettre'));
    await waitFor(() => expect(currentUrl(router)).toBe('/realisations?utm_source=lettre'));
  });

  it('replaces a list’s `-p--1` by the list’s own URL on a client navigation, query kept (one URL per page)', async () => {
    const { router } = renderShell('/');
    await screen.findByTestId('remote-page');
    await act(() => router.navigate('/blog/-p--1?tag=jardin'));
    await waitFor(() => expect(currentUrl(router)).toBe('/blog?tag=jardin'));
    expect(screen.getByTestId('remote-page')).toHaveTextContent('/blog?tag=jardin');
  });

  it('does not ask again for the first page of a visit: the shell server applied the rules', async () => {
    const fetchMock = installFetch({ '/api/v1/redirection': () => rule('/terrasse-bois', '/ailleurs', false) });
    const { router } = renderShell('/terrasse-bois');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('/terrasse-bois');
    expect(currentUrl(router)).toBe('/terrasse-bois');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/redirection'))).toBe(false);
  });
});

describe('document title follows client navigation (one source: the routes’ titles and the page head)', () => {
  it('takes the route title from the routes’ titles, then the page’s own head once its data is there', async () => {
    const productQuery = queryOptions({ queryKey: ['test', 'product'], queryFn: async () => ({ name: 'Lame Ipé' }) });
    function ProductPage() {
      const { data } = useSuspenseQuery(productQuery);
      return <h1 data-testid="remote-page">{data.name}</h1>;
    }
    jest.mocked(loadRemotePage).mockImplementation((_remote, module) =>
      Promise.resolve(
        module === 'ProductPage'
          ? {
              default: ProductPage,
              pageQueries: () => [productQuery],
              pageHead: ([product]) => ({ title: (product as { name: string }).name }),
            }
          : { default: () => <FakePage /> },
      ),
    );
    // The first page keeps the title the server wrote.
    document.title = 'Titre du serveur';
    const { router } = renderShell('/');
    await screen.findByTestId('remote-page');
    expect(document.title).toBe('Titre du serveur');

    await act(() => router.navigate('/panier'));
    await waitFor(() => expect(document.title).toBe('Panier | Arbora'));

    await act(() => router.navigate('/p-lame-ipe'));
    expect(await screen.findByText('Lame Ipé')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lame Ipé | Arbora'));
  });
});
