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
  newCartToken,
  ownCart,
  pricedLine,
  priceLines,
  productColumns,
  tokenTaken,
  unsavedCart,
} from './cart-core';
import type { Caller, CartRow, LineRow, ProductRef, Tx, VariantRow } from './cart-core';
import { orderableQuantity } from './stock';

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
function checkQuantities(wanted: Map<string, number>, variantOf: Map<number, { v: VariantRow; p: ProductRef }>): void {
  for (const [k, quantity] of wanted) {
    const [variantId, type] = k.split(':') as [string, 'product' | 'sample'];
    const row = variantOf.get(Number(variantId));
    const available = row ? orderableQuantity(row.v.stock, row.p.madeToMeasure) : Number.POSITIVE_INFINITY;
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

/** The variants an update names, with their product; an unknown one is CART_ELEMENT_NOT_FOUND. */
async function variantsOf(q: Db | Tx, siteId: number, elements: CartElement[]) {
  const ids = [...new Set(elements.map((e) => e.element_id))];
  const rows = await q
    .select({ v: productVariants, p: productColumns })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, ids), eq(products.siteId, siteId)));
  const variantOf = new Map(rows.map((row) => [row.v.id, row]));
  elements.forEach((e, i) => {
    if (!variantOf.has(e.element_id))
      throw badRequest(
        'CART_ELEMENT_NOT_FOUND',
        `Product variant ${e.element_id} does not exist`,
        `elements.${i}.element_id`,
      );
  });
  return variantOf;
}

type RawLine = {
  id: number;
  cart_id: number;
  variant_id: number;
  type: 'product' | 'sample';
  quantity: number;
  is_recup_chute: boolean;
  created_at: Date | string;
};

/**
 * The first add of a guest or customer without a cart token (the add-to-cart button of a first
 * visit): the cart and its lines are stored by one statement, atomic on its own, so the call costs
 * two round-trips to the database (variants, then this) instead of a transaction. Null when the
 * update stores no line (quantities of 0): the general path handles it.
 */
async function createFilledCart(db: Db, siteId: number, update: CartUpdate, caller: Caller): Promise<Cart | null> {
  const variantOf = await variantsOf(db, siteId, update.elements);
  const wanted = wantedQuantities(update, new Map());
  checkQuantities(wanted, variantOf);
  const values = [...wanted].map(([k, quantity]) => {
    const [variantId, type] = k.split(':') as [string, 'product' | 'sample'];
    return { variant_id: Number(variantId), type, quantity };
  });
  if (values.some((v) => v.quantity <= 0)) return null;
  const token = newCartToken();
  const result = (await db.execute(sql`
    with cart as (
      insert into carts (token, site_id, customer_id) values (${token}, ${siteId}, ${caller}) returning id
    )
    insert into cart_lines (cart_id, variant_id, type, quantity)
    select cart.id, x.variant_id, x.type, x.quantity
    from cart, jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(variant_id int, type text, quantity int)
    returning id, cart_id, variant_id, type, quantity, is_recup_chute, created_at`)) as unknown as { rows: RawLine[] };
  const lines = result.rows
    .map((r) => ({
      line: {
        id: Number(r.id),
        cartId: Number(r.cart_id),
        variantId: Number(r.variant_id),
        type: r.type,
        quantity: Number(r.quantity),
        isRecupChute: r.is_recup_chute,
        createdAt: new Date(r.created_at),
      },
      ...variantOf.get(Number(r.variant_id))!,
    }))
    .sort((a, b) => a.line.id - b.line.id);
  const first = lines[0]!.line;
  // The row as the insert stored it: column defaults, and now() — the statement's time, as for its lines.
  const cart: CartRow = {
    id: first.cartId,
    token,
    siteId,
    customerId: caller,
    status: 'open',
    recupChute: false,
    carrier: null,
    relayPointId: null,
    promotionId: null,
    createdAt: first.createdAt,
    updatedAt: first.createdAt,
  };
  return priceLines(
    cart,
    lines.map(({ line, v, p }) => pricedLine(line, v, p)),
    null,
  );
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
      if (!token) {
        const created = await createFilledCart(db, siteId, update, caller);
        if (created) return created;
      }
      return db.transaction(async (tx) => {
        let found = token ? await lockOpenCart(tx, siteId, token) : null;
        if (!found && token && ISSUED_TOKEN.test(token)) {
          // The first change of a cart read but not yet stored keeps the token the client holds.
          // Two first changes of one unsaved cart may race: one stores it, the other waits on the
          // unique token, then takes its row lock, so both apply and neither gets a conflict. Locking
          // whatever row holds the token afterwards (rather than asking first whether it is taken)
          // leaves no window in which a concurrent first change would send this one to a new cart.
          await tx
            .insert(carts)
            .values({ token, siteId, customerId: caller })
            .onConflictDoNothing({ target: carts.token });
          found = await lockOpenCart(tx, siteId, token);
        }
        let cart: CartRow;
        // A cart this call creates holds no lines yet and its row is already current.
        let fresh = false;
        // A token held by an ordered or merged cart, or another site's, starts a new cart.
        if (found) cart = await ownCart(tx, found, caller);
        else {
          cart = await createCart(tx, siteId, caller);
          fresh = true;
        }

        const variantOf = await variantsOf(tx, siteId, update.elements);

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
