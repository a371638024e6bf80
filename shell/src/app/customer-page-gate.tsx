import { useIsLoggedIn } from '@arbora/shared/store';
import { useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { InitialPageContext } from '../federation/initial-page';
import { PageSkeleton } from '../federation/page-skeleton';
import { loginRedirect } from '../routing/middleware';
import { useLeavingAfterLogout } from '../session/use-session-navigation';
import { useHydrated } from '@arbora/shared/platform';

/**
 * A customer's page (account, delivery, confirmations): the server renders the anonymous view, so
 * it shows a skeleton until hydration, then the page, or the login page for a visitor on a guarded
 * route. A page the server rendered for the session cookie (issue 36: it rendered the page module
 * only then) is the page on both sides from the first render. While hydrating, the session store
 * reads as its initial, logged-out state (the server snapshot of `useSyncExternalStore`), so the
 * server's page, not the session, decides. Its own component, low in the tree: the hydrated flag
 * and the session flip once after hydration and re-render synchronously whatever reads them, which
 * must not be the whole route.
 */
export function CustomerPageGate({ guarded, children }: { guarded: boolean; children: ReactNode }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const leavingAfterLogout = useLeavingAfterLogout();
  const { initial } = useContext(InitialPageContext);
  // Its page, or the error screen of a page whose data answered an HTTP error (an unknown order).
  const renderedForSession = Boolean(initial?.page ?? initial?.httpError) && initial?.pathname === location.pathname;
  if (!hydrated) return renderedForSession ? children : <PageSkeleton />;
  if (guarded && !loggedIn) {
    // A customer who just logged out is on the way home, not to the login page.
    if (leavingAfterLogout.current) return <PageSkeleton />;
    return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
  }
  return children;
}
