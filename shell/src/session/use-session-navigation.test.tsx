import { sessionStore } from '@arbora/shared/store';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type * as Runtime from '../federation/runtime';
import { loadRemotePage } from '../federation/runtime';
import { currentUrl, installFetch, renderShell } from '../testing/render-shell';

jest.mock('../federation/runtime', () => ({
  ...jest.requireActual<typeof Runtime>('../federation/runtime'),
  loadRemotePage: jest.fn(),
  preloadRemotePage: jest.fn(() => Promise.resolve()),
}));

function FakePage() {
  const { pathname } = useLocation();
  return <h1 data-testid="remote-page">{pathname}</h1>;
}

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  jest.mocked(loadRemotePage).mockImplementation(() => Promise.resolve({ default: FakePage }));
  installFetch();
  window.scrollTo = jest.fn();
  window.localStorage.clear();
  act(() => sessionStore.setState({ loggedIn: false, customer: null, isPro: false }));
});

afterEach(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  jest.restoreAllMocks();
});

describe('useSessionNavigation: a logout on a guarded page (SPEC 2.1)', () => {
  it('goes home, never through the login page, with React scheduling as in a browser', async () => {
    act(() => sessionStore.setState({ loggedIn: true }));
    const { router } = renderShell('/mes-commandes');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('/mes-commandes');
    const visited: string[] = [];
    const record = setInterval(() => visited.push(currentUrl(router)), 1);

    // Outside act(): React renders the logged-out guard in its own microtask, as in the browser,
    // while the navigation home is still a pending transition.
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    sessionStore.setState({ loggedIn: false, customer: null, isPro: false });

    await waitFor(() => expect(screen.queryByTestId('remote-page')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    clearInterval(record);
    expect(currentUrl(router)).toBe('/');
    expect(visited.filter((url) => url.startsWith('/connexion'))).toEqual([]);
  });
});
