import { api } from '@arbora/shared/api';
import type { CategorySummary, Paginated } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** GET /v1/category?line=ocelia: the plastic line's ranges, for its home page. */
export async function getLineCategories(): Promise<CategorySummary[]> {
  const list = await api.get<Paginated<CategorySummary>>('/category', { query: { line: 'ocelia', perPage: 24 } });
  return list.items;
}

export const lineCategoriesQuery = () =>
  queryOptions({ queryKey: ['content', 'line-categories', 'ocelia'], queryFn: getLineCategories });

export const useLineCategories = () => useSuspenseQuery(lineCategoriesQuery()).data;
