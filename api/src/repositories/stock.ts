import { and, eq, gte, or, sql } from 'drizzle-orm';
import { products, productVariants } from '../db/schema/index';
import type { Tx } from './cart-core';

/*
 * The stock rule of what is ordered, in one place. A product made to measure
 * (`products.made_to_measure`) is made for the order: it has no stock to run out of, so its
 * variants are ordered whatever their `stock` says, and an order neither takes nor gives back stock
 * of them. Every other variant is ordered within its stock.
 */

/** How many of a variant can be ordered (no bound for a made-to-measure product's). */
export function orderableQuantity(stock: number, madeToMeasure: boolean): number {
  return madeToMeasure ? Number.POSITIVE_INFINITY : stock;
}

/** The most one cart line holds (`cartElementSchema`'s quantity). */
export const MAX_LINE_QUANTITY = 999;

/**
 * A cart line's `stock`, which the cart page bounds its quantity by: the variant's stock, or for a
 * made-to-measure product the most a line holds, since nothing runs out.
 */
export function lineStock(stock: number, madeToMeasure: boolean): number {
  return Math.min(orderableQuantity(stock, madeToMeasure), MAX_LINE_QUANTITY);
}

/**
 * Takes `quantity` of a variant's stock for an order, in one statement: false when the stock is
 * short. A made-to-measure product's variant is always taken, its stock left as it is.
 */
export async function takeStock(tx: Tx, variantId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(productVariants)
    .set({
      stock: sql`case when ${products.madeToMeasure} then ${productVariants.stock} else ${productVariants.stock} - ${quantity} end`,
    })
    .from(products)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(products.id, productVariants.productId),
        or(eq(products.madeToMeasure, true), gte(productVariants.stock, quantity)),
      ),
    )
    .returning({ id: productVariants.id });
  return taken.length > 0;
}

/** Gives back what `takeStock` took (an order whose payment failed or was refused). */
export async function giveBackStock(tx: Tx, variantId: number, quantity: number): Promise<void> {
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .from(products)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(products.id, productVariants.productId),
        eq(products.madeToMeasure, false),
      ),
    );
}
