import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartElement } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { cartLines, carts, products, productVariants } from '../db/schema/index';
import { AppError, badRequest } from '../lib/errors';
import {
  ISSUED_TOKEN,
  assertAccess,
  createCart,
  latestOpenCart,
  loadCart,
  lockOpenCart,
  lockOwnedCart,
  tokenTaken,
  unsavedCart,
} from './cart-core';
import type { Caller, CartRow } from './cart-core';

export { newCartToken } from './cart-core';

export type CartUpdate = { type: 'add' | 'set' | 'list'; elements: CartElement[] };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Marks a change and answers the priced cart. An emptied cart loses its recovery service (SPEC 4). */
export async function touch(tx: Tx, cartId: number): Promise<Cart> {
  const lines = await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, cartId)).limit(1);
  const [updated] = await tx
    .update(carts)
    .set({ updatedAt: sql`now()`, ...(lines.length ? {} : { recupChute: false }) })
    .where(eq(carts.id, cartId))
    .returning();
  return loadCart(tx, updated as CartRow);
}

export function createCartRepository(db: Db) {
  return {
    /**
     * The cart of a token. A missing, unknown or already ordered token starts a new empty cart (new
     * token), except that a logged-in customer without a token gets their open cart back.
     * Another customer's cart is CART_NOT_AUTHORIZED.
     */
    async get(siteId: number, token: string | undefined, caller: Caller = null): Promise<Cart> {
      if (token) {
        const [row] = await db
          .select()
          .from(carts)
          .where(and(eq(carts.token, token), eq(carts.siteId, siteId)));
        if (row) assertAccess(row, caller);
        if (row?.status === 'open') return loadCart(db, row);
        // A token we issued that names no stored cart yet reads back as the same empty cart.
        if (!row && ISSUED_TOKEN.test(token) && !(await tokenTaken(db, token))) return unsavedCart(token);
      } else if (caller !== null) {
        const mine = await latestOpenCart(db, siteId, caller);
        if (mine) return loadCart(db, mine);
      }
      return unsavedCart();
    },

    /**
     * Applies an update in one transaction holding the cart's row lock, so two concurrent updates
     * of one cart run one after the other and neither loses the other's lines.
     */
    async update(siteId: number, token: string | undefined, update: CartUpdate, caller: Caller = null): Promise<Cart> {
      return db.transaction(async (tx) => {
        const found = token ? await lockOpenCart(tx, siteId, token) : null;
        // The first change of a cart read but not yet stored keeps the token the client holds.
        const adopt = !found && token && ISSUED_TOKEN.test(token) && !(await tokenTaken(tx, token));
        let cart: CartRow;
        if (found) cart = await lockOwnedCart(tx, siteId, found.token, caller);
        else if (adopt && token) {
          // Two first changes of one unsaved cart may race: one stores it, the other waits on the
          // unique token, then takes its row lock, so both apply and neither gets a conflict.
          await tx
            .insert(carts)
            .values({ token, siteId, customerId: caller })
            .onConflictDoNothing({ target: carts.token });
          cart = await lockOwnedCart(tx, siteId, token, caller);
        } else cart = await createCart(tx, siteId, caller);
        const ids = [...new Set(update.elements.map((e) => e.element_id))];
        const variants = ids.length
          ? await tx
              .select({ id: productVariants.id, stock: productVariants.stock })
              .from(productVariants)
              .innerJoin(products, eq(products.id, productVariants.productId))
              .where(and(inArray(productVariants.id, ids), eq(products.siteId, siteId)))
          : [];
        const stockOf = new Map(variants.map((v) => [v.id, v.stock]));
        update.elements.forEach((e, i) => {
          if (!stockOf.has(e.element_id))
            throw badRequest(
              'CART_ELEMENT_NOT_FOUND',
              `Product variant ${e.element_id} does not exist`,
              `elements.${i}.element_id`,
            );
        });
        const existing = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
        const key = (variantId: number, type: string) => `${variantId}:${type}`;
        const quantities = new Map<string, number>(
          update.type === 'list' ? [] : existing.map((l) => [key(l.variantId, l.type), l.quantity]),
        );
        for (const e of update.elements) {
          const k = key(e.element_id, e.type);
          quantities.set(k, update.type === 'add' ? (quantities.get(k) ?? 0) + e.quantity : e.quantity);
        }
        for (const [k, quantity] of quantities) {
          const [variantId, type] = k.split(':') as [string, 'product' | 'sample'];
          const available = stockOf.get(Number(variantId)) ?? Number.POSITIVE_INFINITY;
          // Only lines this update touches are checked: an untouched line keeps its quantity.
          const touched = update.elements.some((e) => key(e.element_id, e.type) === k);
          if (touched && type === 'product' && quantity > available) {
            throw new AppError(
              400,
              'CART_STOCK_INSUFFICIENT',
              `Only ${available} in stock for variant ${variantId}`,
              'quantity',
              { element_id: Number(variantId), available, requested: quantity },
            );
          }
          if (touched && type === 'sample' && quantity > 1)
            throw badRequest('VALIDATION_ERROR', 'One sample per variant', 'quantity');
        }
        if (update.type === 'list') await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
        for (const [k, quantity] of quantities) {
          const [variantId, type] = k.split(':') as [string, 'product' | 'sample'];
          const where = and(
            eq(cartLines.cartId, cart.id),
            eq(cartLines.variantId, Number(variantId)),
            eq(cartLines.type, type),
          );
          if (quantity <= 0) {
            await tx.delete(cartLines).where(where);
            continue;
          }
          await tx
            .insert(cartLines)
            .values({ cartId: cart.id, variantId: Number(variantId), type, quantity })
            .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId, cartLines.type], set: { quantity } });
        }
        return touch(tx, cart.id);
      });
    },

    /** Removes every line of a variant; unknown token → CART_NOT_FOUND (404). */
    async remove(siteId: number, token: string, variantId: number, caller: Caller = null): Promise<Cart> {
      return db.transaction(async (tx) => {
        const cart = await lockOwnedCart(tx, siteId, token, caller);
        await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.variantId, variantId)));
        return touch(tx, cart.id);
      });
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
