import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { distanceKm, positionOfPostcode, type LatLng } from '@arbora/shared/geo';
import type { OrderPickup, RelayPoint } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import type { Tx } from './cart-core';
import { pages, relayPoints } from '../db/schema/index';

type Near = { postcode?: string | undefined; latitude?: number | undefined; longitude?: number | undefined };

/** Where the shopper is: the coordinates given, else the postcode's (its département's), else unknown. */
export function positionOf(near: Near): LatLng | null {
  if (near.latitude !== undefined && near.longitude !== undefined) return { lat: near.latitude, lng: near.longitude };
  return near.postcode ? positionOfPostcode(near.postcode) : null;
}

const rounded = (km: number) => Math.round(km * 10) / 10;

/** Nearest first with their distance when the position is known; else in the order given. */
export function byDistance<T extends { latitude: number; longitude: number }>(
  points: T[],
  from: LatLng | null,
): (T & { distance_km: number | null })[] {
  if (!from) return points.map((p) => ({ ...p, distance_km: null }));
  return points
    .map((p) => ({ ...p, distance_km: rounded(distanceKm(from, { lat: p.latitude, lng: p.longitude })) }))
    .sort((a, b) => a.distance_km - b.distance_km);
}

/** The shop's stores (the published store pages that have a location), as pickup points. */
export async function storePoints(q: Db | Tx, siteId: number): Promise<RelayPoint[]> {
  const rows = await q
    .select({ id: pages.id, title: pages.title, location: pages.location })
    .from(pages)
    .where(
      and(eq(pages.siteId, siteId), eq(pages.type, 'store'), eq(pages.status, 'published'), isNotNull(pages.location)),
    )
    .orderBy(asc(pages.title));
  return rows.flatMap(({ id, title, location }) =>
    location
      ? [
          {
            id,
            name: title,
            address: location.address ?? '',
            postcode: location.postcode ?? '',
            city: location.city,
            latitude: location.lat,
            longitude: location.lng,
            opening_hours: location.hours.join(' · '),
            distance_km: null,
          },
        ]
      : [],
  );
}

export async function relayPointById(q: Db | Tx, id: number): Promise<RelayPoint | null> {
  const [r] = await q.select().from(relayPoints).where(eq(relayPoints.id, id));
  return r
    ? {
        id: r.id,
        name: r.name,
        address: r.address,
        postcode: r.postcode,
        city: r.city,
        latitude: r.latitude,
        longitude: r.longitude,
        opening_hours: r.openingHours,
        distance_km: null,
      }
    : null;
}

/** The copy an order keeps of where it is collected. */
export const pickupOf = (kind: OrderPickup['kind'], p: RelayPoint): OrderPickup => ({
  kind,
  id: p.id,
  name: p.name,
  address: p.address,
  postcode: p.postcode,
  city: p.city,
  opening_hours: p.opening_hours,
});
