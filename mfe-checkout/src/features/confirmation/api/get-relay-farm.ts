import { api, STALE_TIME } from '@arbora/shared/api';
import type { RelayPoint } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/cart/relais-fermiers: the farms (public, cached), to name the one an order goes to. */
export const getRelayFarms = () => api.get<RelayPoint[]>('/cart/relais-fermiers');

export const relayFarmsQuery = () =>
  queryOptions({
    queryKey: ['checkout', 'relais-fermiers', 'all'],
    queryFn: getRelayFarms,
    staleTime: STALE_TIME.places,
  });

/** The farm of an order, once known (nothing while loading or when the call fails). */
export function useRelayFarm(id: number | null): RelayPoint | null {
  const { data } = useQuery({ ...relayFarmsQuery(), enabled: id !== null });
  return data?.find((point) => point.id === id) ?? null;
}
