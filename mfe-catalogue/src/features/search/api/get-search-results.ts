import { api, STALE_TIME } from '@arbora/shared/api';
import type { SearchResult } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { RESULTS_PER_PAGE, serializeFilters, type SearchFilters } from '../lib/search-query';

/** GET /v1/search: one page of products (filtered, with their facets), categories and pages for `q`. */
export const getSearchResults = (q: string, page: number, filters: SearchFilters = {}) => {
  const attributes = serializeFilters(filters);
  return api.get<SearchResult>('/search', {
    query: { q, page, perPage: RESULTS_PER_PAGE, facets: true, ...(attributes ? { attributes } : {}) },
  });
};

export const searchResultsQuery = (q: string, page: number, filters: SearchFilters = {}) =>
  queryOptions({
    queryKey: ['catalogue', 'search', q, page, serializeFilters(filters)],
    queryFn: () => getSearchResults(q, page, filters),
    staleTime: STALE_TIME.page,
  });

export const useSearchResults = (q: string, page: number, filters: SearchFilters = {}) =>
  useSuspenseQuery(searchResultsQuery(q, page, filters)).data;
