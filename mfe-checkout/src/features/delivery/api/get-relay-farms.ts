import { api, STALE_TIME } from '@arbora/shared/api';
import type { RelayPoint } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/cart/relais-fermiers?postcode=: relay farms for heavy parcels, with their distance. */
export const getRelayFarms = (postcode: string) =>
  api.get<RelayPoint[]>('/cart/relais-fermiers', { query: { postcode } });

/** Nearest first; a farm without a distance goes last. */
export function byDistance(points: readonly RelayPoint[]): RelayPoint[] {
  return [...points].sort((a, b) => (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity));
}

export const relayFarmsQuery = (postcode: string) =>
  queryOptions({
    queryKey: ['checkout', 'relais-fermiers', postcode],
    queryFn: async () => byDistance(await getRelayFarms(postcode)),
    staleTime: STALE_TIME.places,
  });

export const useRelayFarms = (postcode: string | null) =>
  useQuery({ ...relayFarmsQuery(postcode ?? ''), enabled: postcode !== null });
