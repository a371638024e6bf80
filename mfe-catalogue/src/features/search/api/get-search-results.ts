import { api } from '@arbora/shared/api';
import type { SearchResult } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { RESULTS_PER_PAGE } from '../lib/search-query';

/** GET /v1/search: one page of products, categories and pages for `q`. */
export const getSearchResults = (q: string, page: number) =>
  api.get<SearchResult>('/search', { query: { q, page, perPage: RESULTS_PER_PAGE } });

export const searchResultsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['catalogue', 'search', q, page],
    queryFn: () => getSearchResults(q, page),
    staleTime: 60_000,
  });

export const useSearchResults = (q: string, page: number) => useSuspenseQuery(searchResultsQuery(q, page)).data;
