import { pageContext, PageRouteProvider } from '@arbora/shared/platform';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { browserNavigation } from '../core/browser-navigation';
import { useFullLoadOnNextNavigation } from '../build/use-build-update';
import { ErrorScreen } from '../errors/error-screen';
import { PageSkeleton } from '../federation/page-skeleton';
import { RemotePage } from '../federation/remote-page';
import { preloadRemotePage } from '../federation/runtime';
import { SiteLayout, type SiteLayoutName } from '../layouts/site-layout';
import { firstPageLocation } from '../routing/first-page';
import { matchRoute, type RouteMatch } from '../routing/match-route';
import { middlewareOf } from '../routing/middleware';
import { mayRedirect, redirectionTarget, useRedirection } from '../routing/redirection';
import { CustomerPageGate } from './customer-page-gate';
import { isCustomerPage, rendersWithVisitorCart } from '../routing/customer-pages';
import { useRouteDocumentTitle } from '../routing/route-titles';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

/** The order pipeline (SPEC 2.6): its routes, and any other path under these, use the order layout. */
const ORDER_PATHS = /^\/(panier|commande)(\/|$)/;

export function layoutOf(match: RouteMatch, pathname: string): SiteLayoutName {
  if ((match.kind === 'page' && match.route.layout === 'order') || ORDER_PATHS.test(pathname)) return 'order';
  return match.plasticLine ? 'plastic' : 'default';
}

/** An external rule (SPEC 2.1) leaves the single-page app: a full page load of the target. */
function ExternalRedirect({ href }: { href: string }) {
  useEffect(() => {
    browserNavigation.assign(href);
  }, [href]);
  return <PageSkeleton />;
}

/** Every URL goes through here: the shell's table picks layout, guard and remote before any remote loads. */
export function RouteView() {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  const fullLoad = useFullLoadOnNextNavigation();
  // The first page of a visit came through the shell server, which already applied the rules.
  const redirection = useRedirection(location.pathname, mayRedirect(match) && location.key !== 'default');
  // One page per view key (route table): another path of the same view updates it in place.
  const viewKey =
    match.kind === 'page' && match.route.viewKey
      ? `${match.route.id}:${match.route.viewKey(match.params)}`
      : location.pathname;
  useScrollOnNavigation(match.kind === 'page' ? match.route.scrollToTop !== false : true, viewKey);
  // The route's title at once on a client navigation (before the page's own head refines it).
  useRouteDocumentTitle(match, location.pathname);

  // While the redirection check runs, the page's code is already on its way.
  const checking = redirection.status === 'checking';
  const remote = match.kind === 'page' ? match.route.remote : null;
  const module = match.kind === 'page' ? match.route.module : null;
  useEffect(() => {
    if (checking && remote && module) preloadRemotePage(remote, module).catch(() => undefined);
  }, [checking, remote, module]);

  const layout = layoutOf(match, location.pathname);
  const inLayout = (content: ReactNode) => <SiteLayout layout={layout}>{content}</SiteLayout>;

  // A newer build is deployed: this navigation loads it in full (SPEC 4).
  if (fullLoad || checking) return inLayout(<PageSkeleton />);
  if (redirection.status === 'redirect') {
    const target = redirectionTarget(redirection.rule, location.pathname, location.search);
    if (target?.external) return inLayout(<ExternalRedirect href={target.href} />);
    if (target) return <Navigate to={target.href} replace />;
  }
  // `/blog/-p--1` is `/blog`, as the shell server's 301 says on a first visit.
  const firstPage = firstPageLocation(match, location.pathname, location.search);
  if (firstPage) return <Navigate to={firstPage} replace />;
  if (match.kind === 'not-found') return inLayout(<ErrorScreen status={match.status} />);

  // Throws UnknownMiddlewareError, naming it, for a route the shell cannot guard (router error screen).
  const middleware = middlewareOf(match.route);
  // The page gets the same parameters and URL facts its `pageQueries` get (route data contract).
  const page = (
    <PageRouteProvider params={match.params} ctx={pageContext(location.pathname, location.search, match.plasticLine)}>
      <RemotePage key={viewKey} remote={match.route.remote} module={match.route.module} />
    </PageRouteProvider>
  );
  // A customer's page settles in the browser; the cart is rendered by the server with the visitor's cart.
  if (isCustomerPage(match.route) && !rendersWithVisitorCart(match.route))
    return inLayout(<CustomerPageGate guarded={middleware.includes('auth')}>{page}</CustomerPageGate>);
  return inLayout(page);
}
