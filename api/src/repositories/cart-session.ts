import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartLines, carts, products, productVariants } from '../db/schema/index';
import { orderableQuantity } from './stock';

/** Who may use a cart: its customer, or anyone holding the token of a guest cart. */
export function createCartSessionRepository(db: Db) {
  return {
    /**
     * At login: the guest cart `guestToken` becomes the customer's; lines of the customer's older
     * open cart are merged into it (quantities added, capped by stock: repositories/stock.ts) and that cart is closed.
     * Answers the token of the customer's open cart, or null when there is none.
     */
    async attach(siteId: number, customerId: number, guestToken: string | undefined): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [guest] = guestToken
          ? await tx
              .select()
              .from(carts)
              .where(
                and(
                  eq(carts.token, guestToken),
                  eq(carts.siteId, siteId),
                  eq(carts.status, 'open'),
                  or(isNull(carts.customerId), eq(carts.customerId, customerId)),
                ),
              )
              .for('update')
          : [];
        const [previous] = await tx
          .select()
          .from(carts)
          .where(
            and(
              eq(carts.customerId, customerId),
              eq(carts.siteId, siteId),
              eq(carts.status, 'open'),
              ...(guest ? [ne(carts.id, guest.id)] : []),
            ),
          )
          .orderBy(desc(carts.updatedAt))
          .limit(1)
          .for('update');
        if (!guest) return previous?.token ?? null;
        await tx.update(carts).set({ customerId }).where(eq(carts.id, guest.id));
        if (!previous) return guest.token;
        const [current, old] = await Promise.all([
          tx.select().from(cartLines).where(eq(cartLines.cartId, guest.id)),
          tx
            .select({ line: cartLines, stock: productVariants.stock, madeToMeasure: products.madeToMeasure })
            .from(cartLines)
            .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
            .innerJoin(products, eq(products.id, productVariants.productId))
            .where(eq(cartLines.cartId, previous.id)),
        ]);
        for (const { line, stock, madeToMeasure } of old) {
          const mine = current.find((l) => l.variantId === line.variantId && l.type === line.type);
          const wanted = (mine?.quantity ?? 0) + line.quantity;
          const available = orderableQuantity(stock, madeToMeasure);
          const quantity = line.type === 'sample' ? 1 : Math.min(wanted, Math.max(available, mine?.quantity ?? 0));
          if (quantity <= 0) continue;
          await tx
            .insert(cartLines)
            .values({ cartId: guest.id, variantId: line.variantId, type: line.type, quantity })
            .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId, cartLines.type], set: { quantity } });
        }
        if (!guest.promotionId && previous.promotionId)
          await tx.update(carts).set({ promotionId: previous.promotionId }).where(eq(carts.id, guest.id));
        // Kept as `merged` (its lines go): its token stays spent, so it can never name a new cart.
        await tx.delete(cartLines).where(eq(cartLines.cartId, previous.id));
        await tx.update(carts).set({ status: 'merged', promotionId: null }).where(eq(carts.id, previous.id));
        return guest.token;
      });
    },
  };
}
export type CartSessionRepository = ReturnType<typeof createCartSessionRepository>;
