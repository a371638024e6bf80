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

/** The postcode the stores are listed near: none (every store, by name) while no valid one is known. */
export const storesPostcode = (postcode: string) => (/^\d{5}$/.test(postcode.trim()) ? postcode.trim() : '');

/** The stores near the delivery postcode, once `enabled`. */
export const useStores = (postcode: string, enabled = true) =>
  useQuery({ ...storesQuery(storesPostcode(postcode)), enabled });
