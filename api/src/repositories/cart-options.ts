import { and, asc, eq } from 'drizzle-orm';
import type { Cart, RelayPoint } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { carts, promotions, relayPoints } from '../db/schema/index';
import { promotionProblem } from '../lib/cart-pricing';
import { AppError, badRequest } from '../lib/errors';
import { loadCart, lockOwnedCart } from './cart-core';
import type { Caller } from './cart-core';
import { touch } from './cart';
import { alreadyUsed } from './orders';

type RelayRow = typeof relayPoints.$inferSelect;

/** Great-circle distance in km (haversine), rounded to 0.1 km. */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(a)) * 10) / 10;
}

const toRelayPoint = (r: RelayRow, distance: number | null): RelayPoint => ({
  id: r.id,
  name: r.name,
  address: r.address,
  postcode: r.postcode,
  city: r.city,
  latitude: r.latitude,
  longitude: r.longitude,
  opening_hours: r.openingHours,
  distance_km: distance,
});

/** Delivery choice, off-cut recovery and promotion codes of a cart (SPEC 7, Cart). */
export function createCartOptionsRepository(db: Db) {
  return {
    /** Off-cut recovery (professionals only): a service line beside the products. */
    async recupChute(siteId: number, token: string, caller: Caller, isPro: boolean, add: boolean): Promise<Cart> {
      if (add && !isPro)
        throw new AppError(403, 'FORBIDDEN', 'Off-cut recovery is offered to professional customers', 'add');
      return db.transaction(async (tx) => {
        const cart = await lockOwnedCart(tx, siteId, token, caller);
        // Samples leave no off-cuts: the service needs product lines.
        if (add && !(await loadCart(tx, cart)).list.some((l) => l.type === 'product' && !l.is_recup_chute))
          throw badRequest('CART_EMPTY', 'Add products (not only samples) before the off-cut recovery', 'add');
        await tx.update(carts).set({ recupChute: add }).where(eq(carts.id, cart.id));
        return touch(tx, cart.id);
      });
    },

    /** Chooses a carrier among those the cart's weight allows; a relay farm for `relais_ferme`. */
    async livraison(
      siteId: number,
      token: string,
      caller: Caller,
      carrier: string,
      relayPointId: number | undefined,
    ): Promise<Cart> {
      return db.transaction(async (tx) => {
        const cart = await lockOwnedCart(tx, siteId, token, caller);
        const priced = await loadCart(tx, cart);
        if (!priced.carriers.some((c) => c.technical_name === carrier)) {
          throw badRequest(
            'CARRIER_NOT_AVAILABLE',
            `Carrier ${carrier} cannot take this cart`,
            'carrier_technical_name',
            { available: priced.carriers.map((c) => c.technical_name) },
          );
        }
        let relay: number | null = null;
        if (carrier === 'relais_ferme' && relayPointId !== undefined) {
          const [point] = await tx
            .select({ id: relayPoints.id })
            .from(relayPoints)
            .where(eq(relayPoints.id, relayPointId));
          if (!point) throw badRequest('RELAY_POINT_REQUIRED', 'Unknown relay point', 'relay_point_id');
          relay = point.id;
        }
        await tx.update(carts).set({ carrier, relayPointId: relay }).where(eq(carts.id, cart.id));
        return touch(tx, cart.id);
      });
    },

    /** Applies a code, with the SPEC 8 CART_RULE_* errors. The same code again is a no-op. */
    async addPromotion(siteId: number, token: string, caller: Caller, code: string): Promise<Cart> {
      return db.transaction(async (tx) => {
        const cart = await lockOwnedCart(tx, siteId, token, caller);
        const [rule] = await tx
          .select()
          .from(promotions)
          .where(and(eq(promotions.code, code), eq(promotions.siteId, siteId)));
        if (!rule) throw badRequest('CART_RULE_INVALID_CODE', 'Unknown promotion code', 'code');
        if (cart.promotionId !== null && cart.promotionId !== rule.id) {
          throw badRequest(
            'CART_RULE_ALREADY_ANOTHER_CODE_IN_PROGRESS',
            'Another code is already applied: remove it first',
            'code',
          );
        }
        const problem =
          promotionProblem(rule, (await loadCart(tx, cart)).list, new Date()) ??
          (await alreadyUsed(tx, rule, cart.customerId ?? caller));
        if (problem === 'CART_RULE_INVALID_DATE')
          throw badRequest(problem, 'This code is not valid today', 'code', {
            starts_at: rule.startsAt.toISOString(),
            ends_at: rule.endsAt.toISOString(),
          });
        if (problem)
          throw badRequest(problem, 'This cart is not eligible to the code', 'code', {
            min_subtotal_ttc: rule.minSubtotalTtc,
          });
        await tx.update(carts).set({ promotionId: rule.id }).where(eq(carts.id, cart.id));
        return touch(tx, cart.id);
      });
    },

    async removePromotion(siteId: number, token: string, caller: Caller): Promise<Cart> {
      return db.transaction(async (tx) => {
        const cart = await lockOwnedCart(tx, siteId, token, caller);
        await tx.update(carts).set({ promotionId: null }).where(eq(carts.id, cart.id));
        return touch(tx, cart.id);
      });
    },

    /** Relay farms, nearest first when a position is given, else nearest département first. */
    async relayPoints(near: {
      postcode?: string | undefined;
      latitude?: number | undefined;
      longitude?: number | undefined;
    }): Promise<RelayPoint[]> {
      const rows = await db.select().from(relayPoints).orderBy(asc(relayPoints.name));
      const { latitude, longitude, postcode } = near;
      if (latitude !== undefined && longitude !== undefined) {
        return rows
          .map((r) => toRelayPoint(r, distanceKm(latitude, longitude, r.latitude, r.longitude)))
          .sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0));
      }
      if (postcode) {
        const dept = Number(postcode.slice(0, 2));
        return rows
          .sort(
            (a, b) => Math.abs(Number(a.postcode.slice(0, 2)) - dept) - Math.abs(Number(b.postcode.slice(0, 2)) - dept),
          )
          .map((r) => toRelayPoint(r, null));
      }
      return rows.map((r) => toRelayPoint(r, null));
    },
  };
}
export type CartOptionsRepository = ReturnType<typeof createCartOptionsRepository>;
