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
