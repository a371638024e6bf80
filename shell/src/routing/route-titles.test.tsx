import { render } from '@testing-library/react';
import { matchRoute } from './match-route';
import { reachInteractive } from '../core/after-interactive';
import type { RouteTitles } from './document-title';
import { ROUTE_TITLES_FR } from '../core/route-titles-fr';
import { createRouteTitles } from './route-titles';

const DEFAULT_TITLE = 'Arbora – bois composite pour l’extérieur';

/** A loader the test answers when it wants: the chunk's download. */
function deferredLoader() {
  let answer!: (titles: RouteTitles) => void;
  let fail!: (error: Error) => void;
  const load = jest.fn(
    () =>
      new Promise<RouteTitles>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { load, answer: (titles: RouteTitles) => answer(titles), fail: (error: Error) => fail(error) };
}

function renderAt(useTitle: ReturnType<typeof createRouteTitles>['useRouteDocumentTitle'], first: string) {
  function Title({ path }: { path: string }) {
    useTitle(matchRoute(path), path);
    return null;
  }
  const view = render(<Title path={first} />);
  return { go: (path: string) => view.rerender(<Title path={path} />) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the routes’ titles in the browser', () => {
  beforeEach(() => {
    document.title = 'Titre du serveur';
  });

  it('keeps the server’s title on the first page and asks for the titles once it is interactive', async () => {
    const { load, answer } = deferredLoader();
    const { useRouteDocumentTitle } = createRouteTitles(load);
    renderAt(useRouteDocumentTitle, '/panier');
    await flush();
    expect(load).not.toHaveBeenCalled();
    reachInteractive();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    answer(ROUTE_TITLES_FR);
    await flush();
    expect(document.title).toBe('Titre du serveur');
  });

  it('titles a client navigation at once when they are there; a data-driven page gets the default', async () => {
    const titles = createRouteTitles(() => Promise.resolve(ROUTE_TITLES_FR));
    await titles.loadRouteTitles();
    const { go } = renderAt(titles.useRouteDocumentTitle, '/');
    go('/devis/devis-terrasse');
    expect(document.title).toBe('Devis terrasse | Arbora');
    go('/conseils/terrasse');
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('shows the default title on a navigation before they came, then the route’s', async () => {
    const { load, answer } = deferredLoader();
    const { useRouteDocumentTitle } = createRouteTitles(load);
    const { go } = renderAt(useRouteDocumentTitle, '/');
    go('/panier');
    expect(document.title).toBe(DEFAULT_TITLE);
    answer(ROUTE_TITLES_FR);
    await flush();
    expect(document.title).toBe('Panier | Arbora');
  });

  it('does not overwrite the title the page’s own head set meanwhile', async () => {
    const { load, answer } = deferredLoader();
    const { useRouteDocumentTitle } = createRouteTitles(load);
    const { go } = renderAt(useRouteDocumentTitle, '/');
    go('/p-lame-ipe');
    document.title = 'Lame Ipé | Arbora';
    answer(ROUTE_TITLES_FR);
    await flush();
    expect(document.title).toBe('Lame Ipé | Arbora');
  });

  it('asks again at the next navigation when the chunk could not be loaded', async () => {
    const first = deferredLoader();
    const load = jest.fn(first.load);
    const { useRouteDocumentTitle } = createRouteTitles(() => load());
    const { go } = renderAt(useRouteDocumentTitle, '/');
    go('/panier');
    first.fail(new Error('ChunkLoadError'));
    await flush();
    expect(document.title).toBe(DEFAULT_TITLE);
    load.mockImplementation(() => Promise.resolve(ROUTE_TITLES_FR));
    go('/devis/devis-terrasse');
    await flush();
    expect(document.title).toBe('Devis terrasse | Arbora');
  });
});
