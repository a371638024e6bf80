import { and, asc, eq } from 'drizzle-orm';
import { RELAY_RADIUS_KM } from '@arbora/shared/schemas';
import type { Cart, RelayPoint } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { carts, promotions, relayPoints } from '../db/schema/index';
import { promotionRefusal } from '../lib/cart-pricing';
import { AppError, badRequest } from '../lib/errors';
import { loadCart, lockOwnedCart } from './cart-core';
import type { Caller } from './cart-core';
import { touch } from './cart';
import { alreadyUsed } from './orders';
import { byDistance, positionOf, storePoints } from './pickup-points';

type RelayRow = typeof relayPoints.$inferSelect;

const toRelayPoint = (r: RelayRow): RelayPoint => ({
  id: r.id,
  name: r.name,
  address: r.address,
  postcode: r.postcode,
  city: r.city,
  latitude: r.latitude,
  longitude: r.longitude,
  opening_hours: r.openingHours,
  distance_km: null,
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
        const refusal =
          promotionRefusal(rule, (await loadCart(tx, cart)).list, new Date()) ??
          (await alreadyUsed(tx, rule, cart.customerId ?? caller));
        if (refusal)
          throw badRequest(
            refusal.code,
            refusal.code === 'CART_RULE_INVALID_DATE'
              ? 'This code is not valid today'
              : 'This cart is not eligible to the code',
            'code',
            refusal.data,
          );
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

    /**
     * Relay farms near a postcode (or a position): within RELAY_RADIUS_KM, nearest first, each with
     * its distance. Without a position (nothing asked, or an unknown postcode), every farm by name.
     */
    async relayPoints(near: {
      postcode?: string | undefined;
      latitude?: number | undefined;
      longitude?: number | undefined;
    }): Promise<RelayPoint[]> {
      const rows = (await db.select().from(relayPoints).orderBy(asc(relayPoints.name))).map(toRelayPoint);
      const from = positionOf(near);
      const sorted = byDistance(rows, from);
      return from ? sorted.filter((p) => (p.distance_km ?? 0) <= RELAY_RADIUS_KM) : sorted;
    },

    /** The shop's stores for store pickup, nearest first with their distance when a position is known. */
    async stores(
      siteId: number,
      near: { postcode?: string | undefined; latitude?: number | undefined; longitude?: number | undefined },
    ): Promise<RelayPoint[]> {
      return byDistance(await storePoints(db, siteId), positionOf(near));
    },
  };
}
export type CartOptionsRepository = ReturnType<typeof createCartOptionsRepository>;
