import { NotFoundError } from '@arbora/shared/errors';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type * as Runtime from '../federation/runtime';
import { loadRemotePage } from '../federation/runtime';
import { installFetch, renderShell } from '../testing/render-shell';

jest.mock('../federation/runtime', () => ({
  ...jest.requireActual<typeof Runtime>('../federation/runtime'),
  loadRemotePage: jest.fn(),
  preloadRemotePage: jest.fn(() => Promise.resolve()),
}));

let mounts = 0;

/** A list page: counts its mounts, holds a checkbox, and is a 404 for the filter `inconnu_x`. */
function ListPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    mounts += 1;
  }, []);
  if (pathname.includes('inconnu_x')) throw new NotFoundError(`Page Not Found ${pathname}`);
  return (
    <>
      <h1 data-testid="remote-page">{pathname}</h1>
      <input type="checkbox" aria-label="Teck" />
    </>
  );
}

beforeEach(() => {
  mounts = 0;
  jest.mocked(loadRemotePage).mockImplementation(() => Promise.resolve({ default: ListPage }));
  installFetch();
  window.scrollTo = jest.fn();
});

describe('route viewKey: the URLs of one product list are one page (issue 12)', () => {
  it('a filter or page change updates the list in place: no remount, focus kept, no scroll to the top', async () => {
    const { router } = renderShell('/c-lames-de-terrasse');
    const box = await screen.findByRole('checkbox', { name: 'Teck' });
    box.focus();
    jest.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/c-lames-de-terrasse/couleur_teck'));
    expect(screen.getByTestId('remote-page')).toHaveTextContent('/c-lames-de-terrasse/couleur_teck');
    await act(() => router.navigate('/c-lames-de-terrasse/couleur_teck/-p--2'));
    expect(screen.getByTestId('remote-page')).toHaveTextContent('/c-lames-de-terrasse/couleur_teck/-p--2');
    expect(mounts).toBe(1);
    expect(screen.getByRole('checkbox', { name: 'Teck' })).toBe(box);
    expect(box).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('another category is another page: a new mount, scrolled to the top', async () => {
    const { router } = renderShell('/c-lames-de-terrasse');
    await screen.findByTestId('remote-page');
    jest.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/c-clotures'));
    expect(await screen.findByText('/c-clotures')).toBeInTheDocument();
    expect(mounts).toBe(2);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('a 404 of one filter does not stick to the next URL of the same list', async () => {
    const { router } = renderShell('/c-lames-de-terrasse');
    await screen.findByTestId('remote-page');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => router.navigate('/c-lames-de-terrasse/inconnu_x'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    await act(() => router.navigate('/c-lames-de-terrasse/couleur_teck'));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('/c-lames-de-terrasse/couleur_teck');
  });
});
