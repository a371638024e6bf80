import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartElement } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { cartLines, carts, products, productVariants } from '../db/schema/index';
import { AppError, badRequest } from '../lib/errors';
import {
  ISSUED_TOKEN,
  assertAccess,
  cartLineRows,
  cartPromotion,
  createCart,
  latestOpenCart,
  loadCart,
  lockOpenCart,
  lockOwnedCart,
  ownCart,
  pricedLine,
  priceLines,
  productColumns,
  tokenTaken,
  unsavedCart,
} from './cart-core';
import type { Caller, CartRow, LineRow, ProductRef, Tx, VariantRow } from './cart-core';

export { newCartToken } from './cart-core';

export type CartUpdate = { type: 'add' | 'set' | 'list'; elements: CartElement[] };

/** Marks a change of the cart row; an emptied cart loses its recovery service (SPEC 4). */
async function markChanged(tx: Tx, cartId: number, hasLines: boolean): Promise<CartRow> {
  const [updated] = await tx
    .update(carts)
    .set({ updatedAt: sql`now()`, ...(hasLines ? {} : { recupChute: false }) })
    .where(eq(carts.id, cartId))
    .returning();
  return updated as CartRow;
}

/** Marks a change and answers the priced cart. An emptied cart loses its recovery service (SPEC 4). */
export async function touch(tx: Tx, cartId: number): Promise<Cart> {
  const lines = await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.cartId, cartId)).limit(1);
  return loadCart(tx, await markChanged(tx, cartId, lines.length > 0));
}

type LineWithVariant = { line: LineRow; v: VariantRow; p: ProductRef };
const lineKey = (variantId: number, type: string) => `${variantId}:${type}`;

/** The quantity each line named by the update ends with, in the order the update names them. */
function wantedQuantities(update: CartUpdate, current: Map<string, LineWithVariant>): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const e of update.elements) {
    const k = lineKey(e.element_id, e.type);
    if (update.type !== 'add') wanted.set(k, e.quantity);
    else wanted.set(k, (wanted.get(k) ?? current.get(k)?.line.quantity ?? 0) + e.quantity);
  }
  return wanted;
}

/** Stock and sample rules of the lines an update touches (an untouched line keeps its quantity). */
function checkQuantities(wanted: Map<string, number>, variantOf: Map<number, { v: VariantRow }>): void {
  for (const [k, quantity] of wanted) {
    const [variantId, type] = k.split(':') as [string, 'product' | 'sample'];
    const available = variantOf.get(Number(variantId))?.v.stock ?? Number.POSITIVE_INFINITY;
    if (type === 'product' && quantity > available) {
      throw new AppError(
        400,
        'CART_STOCK_INSUFFICIENT',
        `Only ${available} in stock for variant ${variantId}`,
        'quantity',
        { element_id: Number(variantId), available, requested: quantity },
      );
    }
    if (type === 'sample' && quantity > 1) throw badRequest('VALIDATION_ERROR', 'One sample per variant', 'quantity');
  }
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
     * of one cart run one after the other and neither loses the other's lines. The answer is priced
     * from the rows this transaction read and wrote (no second read of the cart): a cart change is
     * on the shopper's critical path (add to cart, quantity stepper).
     */
    async update(siteId: number, token: string | undefined, update: CartUpdate, caller: Caller = null): Promise<Cart> {
      return db.transaction(async (tx) => {
        const found = token ? await lockOpenCart(tx, siteId, token) : null;
        let cart: CartRow;
        // A cart this call creates holds no lines yet and its row is already current.
        let fresh = false;
        if (found) cart = await ownCart(tx, found, caller);
        else if (token && ISSUED_TOKEN.test(token) && !(await tokenTaken(tx, token))) {
          // The first change of a cart read but not yet stored keeps the token the client holds.
          // Two first changes of one unsaved cart may race: one stores it, the other waits on the
          // unique token, then takes its row lock, so both apply and neither gets a conflict.
          await tx
            .insert(carts)
            .values({ token, siteId, customerId: caller })
            .onConflictDoNothing({ target: carts.token });
          cart = await lockOwnedCart(tx, siteId, token, caller);
        } else {
          cart = await createCart(tx, siteId, caller);
          fresh = true;
        }

        const ids = [...new Set(update.elements.map((e) => e.element_id))];
        const variants = await tx
          .select({ v: productVariants, p: productColumns })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(and(inArray(productVariants.id, ids), eq(products.siteId, siteId)));
        const variantOf = new Map(variants.map((row) => [row.v.id, row]));
        update.elements.forEach((e, i) => {
          if (!variantOf.has(e.element_id))
            throw badRequest(
              'CART_ELEMENT_NOT_FOUND',
              `Product variant ${e.element_id} does not exist`,
              `elements.${i}.element_id`,
            );
        });

        const existing = fresh ? [] : await cartLineRows(tx, cart.id);
        const current = new Map(existing.map((row) => [lineKey(row.line.variantId, row.line.type), row]));
        const wanted = wantedQuantities(update, current);
        checkQuantities(wanted, variantOf);

        const keep =
          update.type === 'list' ? [] : existing.filter((r) => !wanted.has(lineKey(r.line.variantId, r.line.type)));
        const gone =
          update.type === 'list'
            ? existing
            : existing.filter((r) => (wanted.get(lineKey(r.line.variantId, r.line.type)) ?? 1) <= 0);
        if (gone.length)
          await tx.delete(cartLines).where(
            and(
              eq(cartLines.cartId, cart.id),
              inArray(
                cartLines.id,
                gone.map((r) => r.line.id),
              ),
            ),
          );
        const values = [...wanted]
          .filter(([, quantity]) => quantity > 0)
          .map(([k, quantity]) => {
            const [variantId, type] = k.split(':') as [string, 'product' | 'sample'];
            return { cartId: cart.id, variantId: Number(variantId), type, quantity };
          });
        const written = values.length
          ? await tx
              .insert(cartLines)
              .values(values)
              .onConflictDoUpdate({
                target: [cartLines.cartId, cartLines.variantId, cartLines.type],
                set: { quantity: sql`excluded.quantity` },
              })
              .returning()
          : [];
        const lines = [...keep, ...written.map((line) => ({ line, ...variantOf.get(line.variantId)! }))].sort(
          (a, b) => a.line.id - b.line.id,
        );

        const row = fresh ? cart : await markChanged(tx, cart.id, lines.length > 0);
        return priceLines(
          row,
          lines.map(({ line, v, p }) => pricedLine(line, v, p)),
          await cartPromotion(tx, row),
        );
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
