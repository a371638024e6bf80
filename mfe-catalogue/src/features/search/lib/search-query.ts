import { parsePageSegment } from '@arbora/shared/routes';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_QUERY_PATTERN } from '@arbora/shared/routes';

/** Products per page of the results. */
export const RESULTS_PER_PAGE = 12;

/** The query parameter holding the facet filters of the product results. */
export const FILTERS_PARAM = 'filtres';

/** Attribute → chosen values (OR within an attribute, AND across), the API's own values. */
export type SearchFilters = Readonly<Record<string, readonly string[]>>;

export type SearchRequest =
  | { status: 'empty'; q: string }
  | { status: 'invalid'; q: string }
  | { status: 'ok'; q: string; page: number; filters: SearchFilters };

// Attribute names are lowercase words; values never hold the separators (, : |).
const NAME = /^[a-z][a-z0-9_]{0,49}$/;

/**
 * `couleur:teck|gris-anthracite,finition:Lisse` (the API's `attributes` spelling) → filters; a
 * malformed group is dropped rather than failing the whole page.
 */
export function parseFilters(raw: string | null): SearchFilters {
  const filters: Record<string, string[]> = {};
  for (const group of (raw ?? '').split(',')) {
    const sep = group.indexOf(':');
    const name = group.slice(0, sep);
    const values = group
      .slice(sep + 1)
      .split('|')
      .map((v) => v.trim())
      .filter((v) => v && v.length <= 100);
    if (sep <= 0 || !NAME.test(name) || !values.length) continue;
    filters[name] = [...new Set([...(filters[name] ?? []), ...values])];
  }
  return filters;
}

/** The canonical spelling (names and values sorted): one selection, one URL and one cache entry. */
export function serializeFilters(filters: SearchFilters): string {
  return Object.keys(filters)
    .filter((name) => filters[name]?.length)
    .sort()
    .map((name) => `${name}:${[...(filters[name] ?? [])].sort().join('|')}`)
    .join(',');
}

/** The filters with `value` of `name` added, or removed when it was there. */
export function toggleFilter(filters: SearchFilters, name: string, value: string): SearchFilters {
  const current = filters[name] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [name]: _dropped, ...rest } = filters;
  return next.length ? { ...rest, [name]: next } : rest;
}

/** What `/recherche[/-p--N]?q=…&filtres=…` asks for: the same bounds and characters as the API accepts. */
export function searchRequestOf(searchParams: URLSearchParams, pageSegment: string | undefined): SearchRequest {
  const q = (searchParams.get('q') ?? '').trim();
  if (q.length < SEARCH_QUERY_MIN) return { status: 'empty', q };
  if (q.length > SEARCH_QUERY_MAX || !SEARCH_QUERY_PATTERN.test(q)) return { status: 'invalid', q };
  const page = pageSegment ? (parsePageSegment(pageSegment) ?? 1) : 1;
  return { status: 'ok', q, page, filters: parseFilters(searchParams.get(FILTERS_PARAM)) };
}

/** The first page of results for `q`, with the product filters when some are chosen. */
export function resultsPath(q: string, filters: SearchFilters = {}): string {
  const serialized = serializeFilters(filters);
  return `/recherche?q=${encodeURIComponent(q)}${serialized ? `&${FILTERS_PARAM}=${encodeURIComponent(serialized)}` : ''}`;
}
