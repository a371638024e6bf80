import { redirectTarget } from '@arbora/shared/routes';
import type { Redirection } from '@arbora/shared/schemas';
import type { RouteMatch } from '../src/routing/match-route';
import { apiGet } from './api-client';
import { requestFetch } from './request-fetch';

/** The API refuses longer slugs (400): no rule can exist for them. */
export const MAX_SLUG_LENGTH = 500;

export interface RedirectAnswer {
  location: string;
  status: 301 | 302;
}

/** Product pages: `/p-…` of an Océlia product and `/ocelia/p-…` of another 301 to its one URL. */
const PRODUCT_ROUTES = new Set(['product', 'plastic-product']);

/**
 * Per-path rules (SPEC 2.1) only apply where the route table has no page of its own (the generic
 * content page and unmatched paths), and to product pages, which the API answers with a rule when
 * the path is not the product's own (one URL per page). Assets and app routes never cost an API call.
 */
export function mayHaveRedirection(match: RouteMatch): boolean {
  return match.kind === 'not-found' || match.route.resolvesContent === true || PRODUCT_ROUTES.has(match.route.id);
}

/**
 * Where the rule sends the browser, or null for one not to follow: the shared rule set
 * (@arbora/shared/routes redirectTarget), the same the browser applies to later navigations.
 */
export function redirectLocation(
  rule: Pick<Redirection, 'target'> & Partial<Pick<Redirection, 'external'>>,
  search: string,
  pathname = '',
): string | null {
  return redirectTarget(rule, pathname, search)?.href ?? null;
}

/**
 * The redirection of a path (as requested, trailing slash included: legacy rules keep theirs). The
 * API's answer, a rule or none, is read once per few seconds per path for all the renders of this
 * process (shared-reads.cjs): a rule changed in the back office applies within those seconds.
 */
export async function findRedirection(
  apiUrl: string,
  pathname: string,
  search: string,
  signal: AbortSignal,
): Promise<RedirectAnswer | null> {
  if (pathname.length > MAX_SLUG_LENGTH) return null;
  const answer = await apiGet<Redirection>(apiUrl, '/redirection', { slug: pathname }, signal, requestFetch(signal));
  if (answer.kind !== 'ok') return null;
  // The API also matches the path with or without its trailing slash, so `/faq/ → /faq` comes back
  // for `/faq` itself: the shared rule refuses a target equal to the path (it would loop).
  const location = redirectLocation(answer.data, search, pathname);
  if (!location) return null;
  return { location, status: answer.data.status === 302 ? 302 : 301 };
}
