import type { Redirection } from '@arbora/shared/schemas';
import type { RouteMatch } from '../src/routing/match-route';
import { apiGet } from './api-client';

/** The API refuses longer slugs (400): no rule can exist for them. */
const MAX_SLUG_LENGTH = 500;

export interface RedirectAnswer {
  location: string;
  status: 301 | 302;
}

/**
 * Per-path rules (SPEC 2.1) only apply where the route table has no page of its own: the generic
 * content page and unmatched paths. Assets and app routes never cost an API call.
 */
export function mayHaveRedirection(match: RouteMatch): boolean {
  return match.kind === 'not-found' || match.route.resolvesContent === true;
}

/**
 * Where the rule sends the browser. A site target keeps the visitor's query (campaign tags); an
 * external one gets none, so nothing of the visit leaks to another site. A target that is neither
 * a site path nor an http(s) URL (a CMS typo, `//host`, `javascript:`) is ignored.
 */
export function redirectLocation(rule: Pick<Redirection, 'target'>, search: string): string | null {
  const target = rule.target.trim();
  if (/^\/(?![/\\])/.test(target)) {
    return search && !target.includes('?') ? `${target}${search}` : target;
  }
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The redirection of a path (as requested, trailing slash included: legacy rules keep theirs). */
export async function findRedirection(
  apiUrl: string,
  pathname: string,
  search: string,
  signal: AbortSignal,
): Promise<RedirectAnswer | null> {
  if (pathname.length > MAX_SLUG_LENGTH) return null;
  const answer = await apiGet<Redirection>(apiUrl, '/redirection', { slug: pathname }, signal);
  if (answer.kind !== 'ok') return null;
  const location = redirectLocation(answer.data, search);
  // The API also matches the path with or without its trailing slash, so `/faq/ → /faq` comes back
  // for `/faq` itself: following it would loop.
  if (!location || location.split(/[?#]/)[0] === pathname) return null;
  return { location, status: answer.data.status === 302 ? 302 : 301 };
}
