import { NotFoundError } from '@arbora/shared/errors';
import { useSuspenseQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { browserNavigation } from '../core/browser-navigation';
import { InitialPageContext } from './initial-page';
import { RemotePage } from './remote-page';
import type * as Runtime from './runtime';
import { loadRemotePage, RemoteLoadError } from './runtime';

jest.mock('./runtime', () => ({
  ...jest.requireActual<typeof Runtime>('./runtime'),
  loadRemotePage: jest.fn(),
}));

const load = jest.mocked(loadRemotePage);

beforeEach(() => {
  load.mockReset();
  // React and the boundary report the caught errors; they are the point of these tests
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemotePage', () => {
  it('keeps the server’s HTML of a page whose browser files did not load, with a discreet notice and no fallback', async () => {
    const serverHtml = '<h1>Terrasse composite</h1><a href="/c-lames">Nos lames</a><form method="post"></form>';
    const initial = { pathname: '/', remote: 'content', module: 'HomePage', serverHtml };
    const { container } = renderWithProviders(
      <InitialPageContext value={{ initial, server: false }}>
        <RemotePage remote="content" module="HomePage" />
      </InitialPageContext>,
    );
    expect(screen.getByRole('heading', { name: 'Terrasse composite' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nos lames' })).toHaveAttribute('href', '/c-lames');
    expect(container.querySelector('[data-remote="content"] form[method="post"]')).not.toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Certaines fonctions de cette page sont momentanément indisponibles',
    );
    expect(container.querySelector('[data-remote-fallback]')).toBeNull();
    // Nothing asked of the remote that failed: the page is the server's until the next navigation.
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the loading skeleton, then the page of the remote', async () => {
    load.mockResolvedValue({ default: () => <p>Accueil Arbora</p> });
    renderWithProviders(<RemotePage remote="content" module="HomePage" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(await screen.findByText('Accueil Arbora')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('content', 'HomePage', 0);
  });

  it('shows the fallback when the remote fails, and « Réessayer » loads it again', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('catalogue', 'no answer after 5500 ms'));
    load.mockResolvedValueOnce({ default: () => <p>Lame composite gris</p> });
    const { container } = renderWithProviders(<RemotePage remote="catalogue" module="ProductPage" />);

    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveAttribute('data-remote-fallback', 'catalogue');
    expect(container.querySelector('[data-remote-fallback]')).toBe(fallback);
    expect(
      screen.getByRole('heading', { name: 'Cette partie du site est momentanément indisponible' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nous n’avons pas pu charger ce contenu. Vérifiez votre connexion puis réessayez.'),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByText('Lame composite gris')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // A retry says so: the runtime then loads the remote's scripts past any stale preload.
    expect(load).toHaveBeenLastCalledWith('catalogue', 'ProductPage', 1);
    expect(container.querySelector('[data-remote-fallback]')).toBeNull();
  });

  it('shows the fallback when the page crashes while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new TypeError('cannot read properties of undefined');
      },
    });
    renderWithProviders(<RemotePage remote="forms" module="FormPage" />);
    expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-fallback', 'forms');
  });

  it('shows the error screen with its status when the page throws an HTTP error', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new NotFoundError('Page not found /page-disparue');
      },
    });
    const { container } = renderWithProviders(<RemotePage remote="content" module="ContentPage" />);

    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', '404');
    // The error's message is English and echoes the path: not for the shopper.
    expect(container.textContent).not.toMatch(/page not found|page-disparue/i);
    expect(container.querySelector('[data-remote-fallback]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('keeps the document title and the page’s rel=prev/next in step with its pageHead, and drops them on leaving', async () => {
    document.head.innerHTML = '<link rel="next" href="http://localhost/vieux" data-page-link />';
    const query = { queryKey: ['liste', 2], queryFn: () => Promise.resolve({ page: 2 }) };
    load.mockResolvedValue({
      default: function ListPage() {
        const { data } = useSuspenseQuery(query);
        return <p>Page {data.page}</p>;
      },
      pageQueries: () => [query],
      pageHead: () => ({
        title: 'Lames – page 2',
        links: [
          { rel: 'prev', href: '/c-lames' },
          { rel: 'next', href: '/c-lames/page-3' },
        ],
      }),
    });
    const { unmount } = renderWithProviders(<RemotePage remote="catalogue" module="CategoryPage" />);
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lames – page 2 | Arbora'));
    const hrefs = () =>
      Array.from(document.head.querySelectorAll('link[data-page-link]'), (link) => [
        link.getAttribute('rel'),
        link.getAttribute('href'),
      ]);
    expect(hrefs()).toEqual([
      ['prev', 'http://localhost/c-lames'],
      ['next', 'http://localhost/c-lames/page-3'],
    ]);
    unmount();
    expect(hrefs()).toEqual([]);
  });

  it('keeps the server’s « Erreur : » before the page’s title (a refused form sent again without JavaScript)', async () => {
    document.title = 'Erreur\u00a0: Contactez-nous | Arbora';
    load.mockResolvedValue({
      default: () => <p>Formulaire</p>,
      pageQueries: () => [],
      pageHead: () => ({ title: 'Contactez-nous' }),
    });
    renderWithProviders(<RemotePage remote="forms" module="FormPage" />);
    expect(await screen.findByText('Formulaire')).toBeInTheDocument();
    expect(document.title).toBe('Erreur\u00a0: Contactez-nous | Arbora');
  });

  describe('a missing script chunk (SPEC 4)', () => {
    const chunkFailure = () => {
      const cause = new Error('Loading chunk 501 failed.\n(error: http://localhost:3002/501.6b62984e.js)');
      cause.name = 'ChunkLoadError';
      return new RemoteLoadError('content', cause);
    };

    beforeEach(() => window.sessionStorage.clear());

    it('reloads the page once instead of showing the fallback', async () => {
      const reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
      load.mockRejectedValue(chunkFailure());
      const { container } = renderWithProviders(<RemotePage remote="content" module="ContentPage" />, {
        route: '/terrasse-bois',
      });
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(screen.getByText('Chargement…')).toBeInTheDocument();
      expect(container.querySelector('[data-remote-fallback]')).toBeNull();
    });

    it('shows the fallback when the same path failed on a chunk less than 10 s ago', async () => {
      const reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
      window.sessionStorage.setItem(
        'arbora-chunk-reload',
        JSON.stringify({ path: '/terrasse-bois', at: Date.now() - 2000 }),
      );
      load.mockRejectedValue(chunkFailure());
      renderWithProviders(<RemotePage remote="content" module="ContentPage" />, { route: '/terrasse-bois' });
      expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-fallback', 'content');
      expect(reload).not.toHaveBeenCalled();
    });

    it('does not reload for a remote that is down', async () => {
      const reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
      load.mockRejectedValue(new RemoteLoadError('content', 'no answer after 5500 ms'));
      renderWithProviders(<RemotePage remote="content" module="ContentPage" />, { route: '/terrasse-bois' });
      expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-fallback', 'content');
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
