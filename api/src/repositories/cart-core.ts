import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Cart } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { cartLines, carts, products, productVariants, promotions } from '../db/schema/index';
import { priceCart } from '../lib/cart-pricing';
import type { PricedLineInput, PromotionRule } from '../lib/cart-pricing';
import { AppError } from '../lib/errors';
import { lineStock } from './stock';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type CartRow = typeof carts.$inferSelect;
/** Who is calling: a logged-in customer's id, or null for a guest. */
export type Caller = number | null;

/** A cart token: 192 random bits, URL-safe. */
export const newCartToken = () => randomBytes(24).toString('base64url');

export const cartNotFound = () => new AppError(404, 'CART_NOT_FOUND', 'Cart not found', 'cart_token');
/** SPEC 8: the token names a cart that belongs to another customer (or to a customer, for a guest). */
export const cartNotAuthorized = () =>
  new AppError(403, 'CART_NOT_AUTHORIZED', 'This cart belongs to another customer', 'cart_token');

/** Refuses a cart the caller does not own: a customer's cart answers only to that customer's token. */
export function assertAccess(cart: CartRow, caller: Caller): void {
  if (cart.customerId !== null && cart.customerId !== caller) throw cartNotAuthorized();
}

export type LineRow = typeof cartLines.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
/** What a cart line shows of its product. */
export const productColumns = { id: products.id, slug: products.slug, madeToMeasure: products.madeToMeasure };
export type ProductRef = { id: number; slug: string; madeToMeasure: boolean };

/** A stored line with its variant and product, as pricing takes it. */
export function pricedLine(line: LineRow, v: VariantRow, p: ProductRef): PricedLineInput {
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
    // What the shopper may put on the line: a made-to-measure product's is not bounded by a stock.
    stock: lineStock(v.stock, p.madeToMeasure),
    weight_g: free ? 0 : v.weightG,
  };
}

/** The stored lines of a cart with their variant and product, in the order they were added. */
export function cartLineRows(q: Db | Tx, cartId: number) {
  return q
    .select({ line: cartLines, v: productVariants, p: productColumns })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
}

/** The cart's promotion rule, if it holds one. */
export async function cartPromotion(q: Db | Tx, cart: CartRow): Promise<PromotionRule | null> {
  if (!cart.promotionId) return null;
  const [rule] = await q.select().from(promotions).where(eq(promotions.id, cart.promotionId));
  return rule ?? null;
}

/** Prices lines already read (same answer as loadCart, without reading them again). */
export function priceLines(cart: CartRow, lines: PricedLineInput[], rule: PromotionRule | null): Cart {
  return priceCart({
    token: cart.token,
    lines,
    carrier: cart.carrier,
    recupChute: cart.recupChute,
    updatedAt: cart.updatedAt,
    promotion: rule,
    relayPointId: cart.relayPointId,
  });
}

/** The lines of a cart, priced with its carrier and promotion (SPEC 3). */
export async function loadCart(q: Db | Tx, cart: CartRow): Promise<Cart> {
  const [rows, rule] = await Promise.all([cartLineRows(q, cart.id), cartPromotion(q, cart)]);
  return priceLines(
    cart,
    rows.map(({ line, v, p }) => pricedLine(line, v, p)),
    rule,
  );
}

export async function createCart(q: Db | Tx, siteId: number, caller: Caller, token = newCartToken()): Promise<CartRow> {
  const [row] = await q.insert(carts).values({ token, siteId, customerId: caller }).returning();
  return row as CartRow;
}

/** The shape of the tokens this API issues (newCartToken): only those may name a cart not yet stored. */
export const ISSUED_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * An empty cart under `token`, not stored: reading a cart writes nothing (a crawler or a probe
 * asking GET /v1/cart would otherwise leave a row each time). The first change stores it under
 * this same token.
 */
export function unsavedCart(token = newCartToken()): Cart {
  return priceCart({ token, lines: [], carrier: null, recupChute: false, updatedAt: new Date() });
}

/** Whether any cart, open or not, of any site, already holds this token. */
export async function tokenTaken(q: Db | Tx, token: string): Promise<boolean> {
  const [row] = await q.select({ id: carts.id }).from(carts).where(eq(carts.token, token)).limit(1);
  return !!row;
}

/** The open cart of a token, row-locked for the rest of the transaction (FOR UPDATE); null when unknown or ordered. */
export async function lockOpenCart(tx: Tx, siteId: number, token: string): Promise<CartRow | null> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.token, token), eq(carts.siteId, siteId)))
    .for('update');
  return row && row.status === 'open' ? row : null;
}

/**
 * The caller's cart for a change: locked, checked (CART_NOT_FOUND, CART_NOT_AUTHORIZED), and a
 * guest cart used by a logged-in customer becomes theirs.
 */
export async function lockOwnedCart(tx: Tx, siteId: number, token: string, caller: Caller): Promise<CartRow> {
  const cart = await lockOpenCart(tx, siteId, token);
  if (!cart) throw cartNotFound();
  return ownCart(tx, cart, caller);
}

/** lockOwnedCart for a row already locked by lockOpenCart: checks access without reading it again. */
export async function ownCart(tx: Tx, cart: CartRow, caller: Caller): Promise<CartRow> {
  assertAccess(cart, caller);
  if (cart.customerId === null && caller !== null) {
    await tx.update(carts).set({ customerId: caller }).where(eq(carts.id, cart.id));
    return { ...cart, customerId: caller };
  }
  return cart;
}

/** The most recent open cart of a customer, if any. */
export async function latestOpenCart(q: Db | Tx, siteId: number, customerId: number): Promise<CartRow | null> {
  const [row] = await q
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.siteId, siteId), eq(carts.status, 'open')))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return row ?? null;
}
