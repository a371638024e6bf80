import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, type Location } from 'react-router';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface RouterState {
  action: BrowserHistory['action'];
  location: Location;
}

const sameLocation = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.key === b.key;

/**
 * The shell's `<BrowserRouter>` (declarative mode, updates in a transition, as react-router's),
 * with one difference: a back or forward press between the first render and the router's
 * subscription is not lost. That first render is the hydration, in a transition that yields to
 * the browser and may last a while on a slow phone; react-router's own component would then keep
 * showing the server's page under the new URL.
 */
export function ShellBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({ action: history.action, location: history.location }));
  const [firstLocation] = useState(state.location);
  useLayoutEffect(() => {
    const unlisten = history.listen((update) => startTransition(() => setState(update)));
    const now = history.location;
    if (!sameLocation(firstLocation, now)) startTransition(() => setState({ action: history.action, location: now }));
    return unlisten;
  }, [history, firstLocation]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
