import { eq } from 'drizzle-orm';
import type { AmountDue } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { orderWithdrawals, promotions } from '../db/schema/index';
import type { Tx } from '../repositories/cart-core';
import type { OrderRow } from '../repositories/order-mapper';
import { amountDue } from './rules';

/**
 * What is left to pay for this order now (rules.ts amountDue): its total less its withdrawn lines.
 * The one figure every request for money reads: the hosted card page, the transfer details, the
 * notification's check and the withdrawal e-mail. A free-delivery code's discount is on the
 * delivery, not spread over the lines (its kind is the promotion's; the order keeps the code).
 */
export async function loadAmountDue(q: Db | Tx, order: OrderRow): Promise<AmountDue> {
  const withdrawn = await q
    .select({ lineId: orderWithdrawals.lineId })
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, order.id));
  const code = order.cart.remise.length ? (order.promotionCode ?? order.cart.promotion_code) : null;
  const [rule] = code
    ? await q.select({ kind: promotions.kind }).from(promotions).where(eq(promotions.code, code))
    : [];
  return amountDue(order.cart, new Set(withdrawn.map((w) => w.lineId)), rule?.kind === 'free_shipping');
}
