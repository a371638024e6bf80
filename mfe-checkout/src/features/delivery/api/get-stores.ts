import { api, STALE_TIME } from '@arbora/shared/api';
import type { RelayPoint } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/cart/magasins?postcode=: the shop's stores for store pickup, nearest first with their distance. */
export const getStores = (postcode: string) =>
  api.get<RelayPoint[]>('/cart/magasins', { query: postcode ? { postcode } : {} });

export const storesQuery = (postcode: string) =>
  queryOptions({
    queryKey: ['checkout', 'magasins', postcode],
    queryFn: () => getStores(postcode),
    staleTime: STALE_TIME.places,
  });

/** The stores near the delivery postcode (every store, by name, while no valid postcode is known). */
export const useStores = (postcode: string) =>
  useQuery(storesQuery(/^\d{5}$/.test(postcode.trim()) ? postcode.trim() : ''));
