import { bus } from '@arbora/shared/bus';
import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from '../routing/match-route';
import { afterLoginTarget, LOGIN_PATH, loginRedirect, middlewareOf, SESSION_ENDED_INFO } from '../routing/middleware';

/**
 * True while the shell takes a customer home after a logout: the auth guard of the page being
 * left must not send them to the login page meanwhile (SPEC 2.1: after logout, home).
 */
export const LeavingAfterLogoutContext = createContext<RefObject<boolean>>({ current: false });

export const useLeavingAfterLogout = () => useContext(LeavingAfterLogoutContext);

/**
 * SPEC 2.1: after login the customer goes to the `redirect` target (else home), after logout home.
 * A session the API ended (token refused) is not a logout: the customer stays where they are, or,
 * on a page that needs login, is sent to log in again (told why) and brought back.
 * The shell follows the shared session through the bus, whichever remote logged in or out: a login
 * counts only on the login page (a login elsewhere keeps the shopper where they are).
 * Returns the flag to provide through LeavingAfterLogoutContext.
 */
export function useSessionNavigation(): RefObject<boolean> {
  const navigate = useNavigate();
  const location = useLocation();
  const leaving = useRef(false);
  // Read from the bus handler without resubscribing on every navigation (declarative routing's
  // `navigate` changes with the path).
  const where = useRef(location);
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  }, [navigate]);
  useEffect(() => {
    where.current = location;
    // The navigation away has landed: the page whose guard had to wait is gone.
    leaving.current = false;
  }, [location]);

  useEffect(() => {
    let loggedIn: boolean | null = null;
    // `session:changed` replays: the first call is the current state, not a transition.
    return bus.on('session:changed', (session) => {
      const before = loggedIn;
      loggedIn = session.loggedIn;
      if (before === null || before === session.loggedIn) return;
      if (session.loggedIn) {
        if (where.current.pathname === LOGIN_PATH)
          void go.current(afterLoginTarget(where.current.search), { replace: true });
        return;
      }
      const here = where.current;
      const route = matchRoute(here.pathname);
      const guarded = route.kind === 'page' && middlewareOf(route.route).includes('auth');
      if (session.endedBy === 'refused' && !guarded) return;
      const target =
        session.endedBy === 'refused' ? loginRedirect(here.pathname, here.search, SESSION_ENDED_INFO) : '/';
      // Set before React re-renders the guarded page with the session gone (its guard would
      // otherwise start a navigation of its own), until the new location is rendered.
      leaving.current = true;
      void go.current(target, { replace: session.endedBy === 'refused' });
    });
  }, []);
  return leaving;
}
