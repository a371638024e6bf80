import { api } from '@arbora/shared/api';
import type { PageSummary, Paginated } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export type PlaceType = 'store' | 'installer';

/** GET /v1/page?type=store: every store (or installer) with its location, for the finder. */
export async function getPlaces(type: PlaceType): Promise<PageSummary[]> {
  const list = await api.get<Paginated<PageSummary>>('/page', { query: { type, perPage: 100, sort: 'title' } });
  return list.items.filter((item) => item.location !== null);
}

export const placesQuery = (type: PlaceType) =>
  queryOptions({ queryKey: ['content', 'places', type], queryFn: () => getPlaces(type) });

export const usePlaces = (type: PlaceType) => useSuspenseQuery(placesQuery(type)).data;
