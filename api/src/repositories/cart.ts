import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartElement } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { cartLines, carts, products, productVariants } from '../db/schema/index';
import { priceCart } from '../lib/cart-pricing';
import type { PricedLineInput } from '../lib/cart-pricing';
import { AppError, badRequest } from '../lib/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CartRow = typeof carts.$inferSelect;

/** A cart token: 192 random bits, URL-safe. */
export const newCartToken = () => randomBytes(24).toString('base64url');

export type CartUpdate = { type: 'add' | 'set' | 'list'; elements: CartElement[] };

export function createCartRepository(db: Db) {
  async function load(q: Db | Tx, cart: CartRow): Promise<Cart> {
    const rows = await q
      .select({ line: cartLines, v: productVariants, p: { id: products.id, slug: products.slug } })
      .from(cartLines)
      .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.id));
    const lines: PricedLineInput[] = rows.map(({ line, v, p }) => {
      // Samples are free and carry no éco-participation.
      const free = line.type === 'sample';
      return {
        id: line.id,
        element_id: v.id,
        element_type: 'product_variant',
        type: line.type,
        quantity: line.quantity,
        is_recup_chute: line.isRecupChute,
        product_id: p.id,
        name: v.name,
        reference: v.reference,
        slug: p.slug,
        cover: v.cover,
        unit_ht: free ? 0 : v.priceHt,
        unit_ttc: free ? 0 : v.priceTtc,
        unit_ecotax: free ? 0 : v.ecotaxHt,
        unit_ecotax_ttc: free ? 0 : v.ecotaxTtc,
        stock: v.stock,
        weight_g: free ? 0 : v.weightG,
      };
    });
    return priceCart({ token: cart.token, lines, carrier: cart.carrier, recupChute: cart.recupChute, updatedAt: cart.updatedAt });
  }

  async function create(q: Db | Tx, siteId: number): Promise<CartRow> {
    const [row] = await q.insert(carts).values({ token: newCartToken(), siteId }).returning();
    return row as CartRow;
  }

  /** The cart of a token, row-locked for the rest of the transaction (FOR UPDATE). */
  async function lockByToken(tx: Tx, token: string, siteId: number): Promise<CartRow | null> {
    const [row] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.token, token), eq(carts.siteId, siteId)))
      .for('update');
    return row ?? null;
  }

  return {
    /** The cart of a token; an unknown or missing token starts a new empty cart (new token). */
    async get(siteId: number, token: string | undefined): Promise<Cart> {
      if (token) {
        const [row] = await db.select().from(carts).where(and(eq(carts.token, token), eq(carts.siteId, siteId)));
        if (row) return load(db, row);
      }
      return load(db, await create(db, siteId));
    },

    /**
     * Applies an update in one transaction holding the cart's row lock, so two concurrent updates
     * of one cart run one after the other and neither loses the other's lines.
     */
    async update(siteId: number, token: string | undefined, update: CartUpdate): Promise<Cart> {
      return db.transaction(async (tx) => {
        const cart = (token ? await lockByToken(tx, token, siteId) : null) ?? (await create(tx, siteId));
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
          if (!stockOf.has(e.element_id)) throw badRequest('CART_ELEMENT_NOT_FOUND', `Product variant ${e.element_id} does not exist`, `elements.${i}.element_id`);
        });
        const existing = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
        const key = (variantId: number, type: string) => `${variantId}:${type}`;
        const quantities = new Map<string, number>(update.type === 'list' ? [] : existing.map((l) => [key(l.variantId, l.type), l.quantity]));
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
            throw new AppError(400, 'CART_STOCK_INSUFFICIENT', `Only ${available} in stock for variant ${variantId}`, 'quantity', { element_id: Number(variantId), available, requested: quantity });
          }
          if (touched && type === 'sample' && quantity > 1) throw badRequest('VALIDATION_ERROR', 'One sample per variant', 'quantity');
        }
        if (update.type === 'list') await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
        for (const [k, quantity] of quantities) {
          const [variantId, type] = k.split(':') as [string, 'product' | 'sample'];
          const where = and(eq(cartLines.cartId, cart.id), eq(cartLines.variantId, Number(variantId)), eq(cartLines.type, type));
          if (quantity <= 0) {
            await tx.delete(cartLines).where(where);
            continue;
          }
          await tx
            .insert(cartLines)
            .values({ cartId: cart.id, variantId: Number(variantId), type, quantity })
            .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId, cartLines.type], set: { quantity } });
        }
        const [updated] = await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id)).returning();
        return load(tx, updated as CartRow);
      });
    },

    /** Removes every line of a variant; unknown token → CART_NOT_FOUND (404). */
    async remove(siteId: number, token: string, variantId: number): Promise<Cart> {
      return db.transaction(async (tx) => {
        const cart = await lockByToken(tx, token, siteId);
        if (!cart) throw new AppError(404, 'CART_NOT_FOUND', 'Cart not found', 'cart_token');
        await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.variantId, variantId)));
        const [updated] = await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id)).returning();
        return load(tx, updated as CartRow);
      });
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
