import { act, render, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { ShellBrowserRouter } from './browser-router';

let pressBackDuringFirstRender = false;

/** Shows the router's location; on its first render, the visitor goes back (a popstate). */
function Here() {
  const { pathname } = useLocation();
  if (pressBackDuringFirstRender) {
    pressBackDuringFirstRender = false;
    window.history.pushState({ usr: null, key: 'back', idx: 1 }, '', '/avant');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }
  return (
    <>
      <h1>{pathname}</h1>
      <Link to="/suite">Suite</Link>
    </>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/depart');
});

describe('ShellBrowserRouter', () => {
  it('follows links and history moves, as BrowserRouter does', async () => {
    render(
      <ShellBrowserRouter>
        <Here />
      </ShellBrowserRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('/depart');

    await act(async () => screen.getByRole('link', { name: 'Suite' }).click());
    expect(screen.getByRole('heading')).toHaveTextContent('/suite');
    expect(window.location.pathname).toBe('/suite');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('heading')).toHaveTextContent('/depart');
  });

  it('does not lose a back/forward press made before it subscribed (during the hydration)', async () => {
    pressBackDuringFirstRender = true;
    await act(async () => {
      render(
        <ShellBrowserRouter>
          <Here />
        </ShellBrowserRouter>,
      );
    });
    expect(window.location.pathname).toBe('/avant');
    expect(screen.getByRole('heading')).toHaveTextContent('/avant');
  });
});
