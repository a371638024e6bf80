import { api } from '@arbora/shared/api';
import type { Paginated, PageSummary } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** GET /v1/page?type=store: the Arbora stores, for the appointment forms (sorted by town). */
export async function getStores(): Promise<PageSummary[]> {
  const page = await api.get<Paginated<PageSummary>>('/page', { query: { type: 'store', perPage: 100 } });
  return [...page.items].sort((a, b) => a.title.localeCompare(b.title, 'fr'));
}

export const storesQuery = () => queryOptions({ queryKey: ['forms', 'stores'], queryFn: getStores });

export const useStores = () => useSuspenseQuery(storesQuery()).data;
