import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paymentUnavailableReason } from '@arbora/shared/schemas';
import type { Order } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { orders, payments, productVariants } from '../db/schema/index';
import { AppError, badRequest, notFound } from '../lib/errors';
import { toOrder } from '../repositories/order-mapper';
import type { PaymentRow } from '../repositories/order-mapper';
import { restock } from '../repositories/orders';
import { takeStock } from '../repositories/stock';
import { loadAmountDue } from '../withdrawal/amount-due';
import type { PaymentMethod, PaymentProvider } from './provider';

/** The order's status once a payment of this method has started (as at validation). */
const STARTED_STATUS = {
  card: 'pending_payment',
  transfer: 'awaiting_transfer',
  credit: 'credit_pending',
} as const;

/**
 * A refused payment (a declined card, a refused financing) can be tried again on the same order
 * (same reference, same amount: what is left to pay), with the same method or another one the amount qualifies for:
 * a new payment attempt at the provider. The refusal gave the stock back, so it is taken again
 * first, all or nothing, under the order's row lock (two tabs cannot start two attempts).
 */
export function createPaymentRetry(db: Db, provider: PaymentProvider, siteUrl: string) {
  return async function payAgain(
    customer: { id: number; email: string; firstname: string; lastname: string },
    reference: string,
    chosen?: PaymentMethod,
  ): Promise<Order> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.reference, reference), eq(orders.customerId, customer.id)))
        .for('update');
      if (!order) throw notFound('Order', 'reference');
      if (order.status !== 'payment_failed')
        throw new AppError(409, 'CONFLICT', 'Only an order whose payment was refused can be paid again', 'reference', {
          status: order.status,
        });
      const method = chosen ?? order.paymentMethod;
      // What is left to pay: the total less any line withdrawn before the payment was refused.
      const amount = (await loadAmountDue(tx, order)).amount_ttc;
      const unpayable = paymentUnavailableReason(method, amount);
      if (unpayable)
        throw badRequest('PAYMENT_METHOD_UNAVAILABLE', 'This payment method cannot pay this order', 'payment_method', {
          reason: unpayable,
        });
      for (const [i, line] of order.cart.list.entries()) {
        if (line.is_recup_chute || line.type !== 'product') continue;
        if (!(await takeStock(tx, line.element_id, line.quantity))) {
          const [variant] = await tx
            .select({ stock: productVariants.stock })
            .from(productVariants)
            .where(eq(productVariants.id, line.element_id));
          throw new AppError(
            400,
            'CART_STOCK_INSUFFICIENT',
            `Not enough stock for variant ${line.element_id}`,
            `list.${i}.quantity`,
            {
              element_id: line.element_id,
              available: variant?.stock ?? 0,
              requested: line.quantity,
            },
          );
        }
      }
      const providerRef = `pay_${randomUUID()}`;
      const started = await provider.start({
        providerRef,
        orderReference: order.reference,
        method,
        amount,
        customer: { email: customer.email, firstname: customer.firstname, lastname: customer.lastname },
        returnUrls: {
          success: `${siteUrl}/commande/confirmation-cb?order=${order.reference}`,
          failure: `${siteUrl}/commande/erreur-cb?order=${order.reference}`,
        },
      });
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          provider: provider.name,
          providerRef,
          method,
          status: started.status,
          amount,
          details: started.details,
        })
        .returning();
      const refused = started.status === 'refused';
      const [updated] = await tx
        .update(orders)
        .set({ status: refused ? 'payment_failed' : STARTED_STATUS[method], paymentMethod: method })
        .where(eq(orders.id, order.id))
        .returning();
      if (refused) await restock(tx, order);
      return toOrder(updated ?? order, (payment as PaymentRow | undefined) ?? null);
    });
  };
}
