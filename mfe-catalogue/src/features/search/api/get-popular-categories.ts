import { api, STALE_TIME } from '@arbora/shared/api';
import type { CategorySummary, Paginated } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/category (top level, in site order): what to offer when a search found nothing. */
export const popularCategoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'search', 'popular-categories'],
    queryFn: () => api.get<Paginated<CategorySummary>>('/category', { query: { perPage: 6 } }),
    staleTime: STALE_TIME.reference,
    meta: { apiErrors: false },
  });

/** Loaded in the browser after the message: the « aucun résultat » page never waits for it. */
export const usePopularCategories = () => useQuery(popularCategoriesQuery()).data?.items ?? [];
