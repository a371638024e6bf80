import { apiConfig, buildUrl } from '@arbora/shared/api';
import { redirectTarget } from '@arbora/shared/routes';
import type { Redirection } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REDIRECTION_STALE_MS, REDIRECTION_TIMEOUT_MS } from '../core/constants';
import type { RouteMatch } from './match-route';

/** The slug GET /v1/redirection takes: the path without its leading slash (the API adds it back). */
export const redirectionSlug = (pathname: string) => pathname.replace(/^\/+/, '') || '/';

/**
 * The per-path rule of a path (SPEC 2.1), or null when there is none. Any failure counts as
 * none: a redirection check must never keep a page from showing. It goes through the shared
 * fetch and URL rules but not `api.get`, whose 500 toast means nothing to a shopper here.
 */
export async function fetchRedirection(pathname: string): Promise<Redirection | null> {
  try {
    const response = await apiConfig().fetch(buildUrl('/redirection', { slug: redirectionSlug(pathname) }), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REDIRECTION_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    // The schemas (and zod) load with the first check, not with the shell's boot.
    const { redirectionSchema } = await import('@arbora/shared/schemas');
    const parsed = redirectionSchema.safeParse(((await response.json()) as { data?: unknown } | null)?.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const redirectionQuery = (pathname: string) =>
  queryOptions({
    queryKey: ['shell', 'redirection', pathname],
    queryFn: () => fetchRedirection(pathname),
    staleTime: REDIRECTION_STALE_MS,
    retry: false,
  });

/**
 * Paths a rule may exist for: those the generic content page would take (legacy paths are content
 * slugs) and those nothing matches. Routes of the shell's own table never wait for the API.
 * (shell/server/redirects.ts applies the same rule to the first request of a visit.)
 */
export function mayRedirect(match: RouteMatch): boolean {
  return match.kind === 'not-found' || match.route.resolvesContent === true;
}

/**
 * Where a rule sends the shopper, or null for a rule the shell must not follow: the shared rule set
 * (@arbora/shared/routes redirectTarget), the same the shell server applies to a visit's first page.
 */
export function redirectionTarget(
  rule: Redirection,
  pathname: string,
  search = '',
): { external: boolean; href: string } | null {
  return redirectTarget(rule, pathname, search);
}

export type RedirectionState = { status: 'checking' } | { status: 'none' } | { status: 'redirect'; rule: Redirection };

/** The redirection rule of the current path, checked only where one may exist. */
export function useRedirection(pathname: string, check: boolean): RedirectionState {
  const { data, isPending } = useQuery({ ...redirectionQuery(pathname), enabled: check });
  if (!check) return { status: 'none' };
  if (isPending) return { status: 'checking' };
  return data ? { status: 'redirect', rule: data } : { status: 'none' };
}
