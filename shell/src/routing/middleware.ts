import type { RouteDef } from './route-table';

/** The route middleware the shell knows (SPEC 2.1). */
export const KNOWN_MIDDLEWARE = ['auth'] as const;
export type MiddlewareName = (typeof KNOWN_MIDDLEWARE)[number];

export class UnknownMiddlewareError extends Error {
  constructor(
    readonly middleware: string,
    routeId: string,
  ) {
    super(`Unknown route middleware "${middleware}" on route "${routeId}"`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** The middleware of a route, checked: a name the shell does not know is an error naming it. */
export function middlewareOf(route: RouteDef): MiddlewareName[] {
  return (route.middleware ?? []).map((name) => {
    if (!(KNOWN_MIDDLEWARE as readonly string[]).includes(name)) throw new UnknownMiddlewareError(name, route.id);
    return name as MiddlewareName;
  });
}

/** The login page of the account remote (SPEC 2.2). */
export const LOGIN_PATH = '/connexion';

/** The login page's `info` when the API ended the session: it then says why (account remote). */
export const SESSION_ENDED_INFO = 'session-expiree';

/**
 * Where a visitor goes when a route needs login: the login page, with the target to come back to
 * (and `info` when the session was ended by the API rather than never opened).
 */
export function loginRedirect(pathname: string, search = '', info?: typeof SESSION_ENDED_INFO): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}${info ? `&info=${info}` : ''}`;
}

const SITE = 'http://site.invalid';

/** A path that stays on this site as a browser reads it ('/\\evil' and '/\t/evil' are '//evil' to it). */
export function isLocalPath(target: string): boolean {
  if (!target.startsWith('/')) return false;
  try {
    return new URL(target, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/** The target after login: the redirect parameter when it is a path of this site, else home (SPEC 2.1). */
export function afterLoginTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  return target && isLocalPath(target) ? target : '/';
}
