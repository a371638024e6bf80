import { parsePageSegment } from '@arbora/shared/routes';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_QUERY_PATTERN } from '@arbora/shared/schemas';

/** Products per page of the results. */
export const RESULTS_PER_PAGE = 12;

export type SearchRequest =
  { status: 'empty'; q: string } | { status: 'invalid'; q: string } | { status: 'ok'; q: string; page: number };

/** What `/recherche[/-p--N]?q=…` asks for: the same bounds and characters as the API accepts. */
export function searchRequestOf(searchParams: URLSearchParams, pageSegment: string | undefined): SearchRequest {
  const q = (searchParams.get('q') ?? '').trim();
  if (q.length < SEARCH_QUERY_MIN) return { status: 'empty', q };
  if (q.length > SEARCH_QUERY_MAX || !SEARCH_QUERY_PATTERN.test(q)) return { status: 'invalid', q };
  const page = pageSegment ? (parsePageSegment(pageSegment) ?? 1) : 1;
  return { status: 'ok', q, page };
}

export const resultsPath = (q: string) => `/recherche?q=${encodeURIComponent(q)}`;
