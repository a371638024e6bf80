import { notFoundMessage, routeValidationMessage } from '@arbora/shared/messages';
import { isPlasticLinePath } from '@arbora/shared/routes';
import { compilePattern, type Params } from './path-pattern';
import { ROUTES, type RouteDef } from './route-table';

export type RouteMatch =
  | { kind: 'page'; route: RouteDef; params: Params; plasticLine: boolean }
  | { kind: 'not-found'; status: 404; message: string; plasticLine: boolean };

const compiled = ROUTES.map((route) => ({ route, pattern: compilePattern(route.pattern) }));

/** Resolves a pathname against the route table: the page to show, or the 404 of SPEC 2.1. */
export function matchRoute(pathname: string, routes = compiled): RouteMatch {
  const plasticLine = isPlasticLinePath(pathname);
  for (const { route, pattern } of routes) {
    const params = pattern.match(pathname);
    if (!params || (route.when && !route.when(params))) continue;
    if (route.validate && !route.validate(params)) {
      return { kind: 'not-found', status: 404, message: routeValidationMessage(pathname), plasticLine };
    }
    return { kind: 'page', route, params, plasticLine };
  }
  return { kind: 'not-found', status: 404, message: notFoundMessage(pathname), plasticLine };
}

export function compileRoutes(routes: readonly RouteDef[]) {
  return routes.map((route) => ({ route, pattern: compilePattern(route.pattern) }));
}

/**
 * A match as plain data, its route named by id: what the shell server hands its renderer (which
 * may run in another thread), so a request's path is matched once.
 */
export type MatchedPath =
  { kind: 'page'; routeId: string; params: Params; plasticLine: boolean } | Extract<RouteMatch, { kind: 'not-found' }>;

export function matchedPath(match: RouteMatch): MatchedPath {
  return match.kind === 'page'
    ? { kind: 'page', routeId: match.route.id, params: match.params, plasticLine: match.plasticLine }
    : match;
}

/** The match `matchedPath` gave, with its route again (a route id the table no longer has: not found). */
export function fromMatchedPath(matched: MatchedPath, pathname: string): RouteMatch {
  if (matched.kind !== 'page') return matched;
  const route = ROUTES.find((candidate) => candidate.id === matched.routeId);
  return route
    ? { kind: 'page', route, params: matched.params, plasticLine: matched.plasticLine }
    : { kind: 'not-found', status: 404, message: notFoundMessage(pathname), plasticLine: matched.plasticLine };
}
