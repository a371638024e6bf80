import { bus } from '@arbora/shared/bus';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { browserNavigation } from '../core/browser-navigation';
import type * as Runtime from '../federation/runtime';
import { installFetch, renderShell } from '../testing/render-shell';

// The bus replays `build:update-available`: this file is the only one that announces a build.
jest.mock('../federation/runtime', () => ({
  ...jest.requireActual<typeof Runtime>('../federation/runtime'),
  loadRemotePage: jest.fn(() =>
    Promise.resolve({
      default: function Page() {
        return <h1 data-testid="remote-page">{useLocation().pathname}</h1>;
      },
    }),
  ),
  preloadRemotePage: jest.fn(() => Promise.resolve()),
}));

beforeEach(() => {
  installFetch();
  window.scrollTo = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('build updates in the shell (SPEC 4)', () => {
  it('polls the manifest, shows a quiet banner on a new build, and loads the next page in full', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    let deployed = 'build-1';
    const fetchMock = installFetch({ '/build-manifest.json': () => ({ body: { id: deployed } }) });
    const { router } = renderShell('/contactez-nous');
    await screen.findByTestId('remote-page');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/build-manifest.json?t='))).toBe(true),
    );
    expect(screen.queryByTestId('update-banner')).toBeNull();

    // A deploy, noticed when the shopper comes back to the tab.
    deployed = 'build-2';
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    act(() => window.dispatchEvent(new Event('focus')));
    const banner = await screen.findByTestId('update-banner');
    expect(banner).toHaveTextContent('Une nouvelle version du site est disponible');
    expect(banner.closest('[aria-live="polite"]')).not.toBeNull();
    // quiet: the page stays, nothing has the focus
    expect(screen.getByTestId('remote-page')).toHaveTextContent('/contactez-nous');
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledTimes(1);

    // The next navigation is a full page load, and the old build mounts nothing for it.
    await act(() => router.navigate('/devis?type=terrasse#haut'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/devis?type=terrasse#haut'));
    expect(screen.queryByTestId('remote-page')).toBeNull();
  });

  it('lets the shopper hide the banner', async () => {
    renderShell('/contactez-nous');
    act(() => bus.emit('build:update-available', { id: 'build-3' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Masquer ce message' }));
    expect(screen.queryByTestId('update-banner')).toBeNull();
  });
});
