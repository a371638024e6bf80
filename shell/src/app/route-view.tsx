import { useIsLoggedIn } from '@arbora/shared/store';
import { Navigate, useLocation } from 'react-router';
import { ErrorScreen } from '../errors/error-screen';
import { RemotePage } from '../federation/remote-page';
import { SiteLayout, type SiteLayoutName } from '../layouts/site-layout';
import { matchRoute, type RouteMatch } from '../routing/match-route';
import { loginRedirect, middlewareOf } from '../routing/middleware';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

function layoutOf(match: RouteMatch): SiteLayoutName {
  if (match.kind === 'page' && match.route.layout === 'order') return 'order';
  return match.plasticLine ? 'plastic' : 'default';
}

/** Every URL goes through here: the shell's table picks layout, guard and remote before any remote loads. */
export function RouteView() {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  const loggedIn = useIsLoggedIn();
  useScrollOnNavigation(match.kind === 'page' ? match.route.scrollToTop !== false : true);

  if (match.kind === 'not-found') {
    return (
      <SiteLayout layout={layoutOf(match)}>
        <ErrorScreen status={match.status} message={match.message} />
      </SiteLayout>
    );
  }
  const middleware = middlewareOf(match.route);
  if (middleware.includes('auth') && !loggedIn) {
    return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
  }
  return (
    <SiteLayout layout={layoutOf(match)}>
      <RemotePage key={location.pathname} remote={match.route.remote} module={match.route.module} />
    </SiteLayout>
  );
}
