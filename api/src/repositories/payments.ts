import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { erpOutbox, orders, paymentNotifications, payments } from '../db/schema/index';
import { badRequest, notFound } from '../lib/errors';
import type { PaymentEvent } from '../payments/provider';
import type { OrderRow, PaymentRow } from './order-mapper';
import { restock } from './orders';

/** Which events may settle which payment method. */
const SUCCESS = { card: 'payment.succeeded', transfer: 'transfer.received', credit: 'credit.funded' } as const;
const FAILURE = { card: 'payment.failed', transfer: null, credit: 'credit.refused' } as const;

/** Payment state changes (only from verified provider notifications); the ERP outbox is erp-outbox.ts. */
export function createPaymentRepository(db: Db) {
  return {
    /** The payment and order behind a provider reference (the hosted page reads it). */
    async byProviderRef(providerRef: string): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
      const [row] = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.providerRef, providerRef));
      return row ?? null;
    },

    /**
     * Applies a verified notification once (its event id is recorded in the same transaction).
     * Only a pending payment moves; `applied` is false for a replay or an event that changes nothing.
     */
    async apply(event: PaymentEvent): Promise<{ applied: boolean; orderId: number }> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(eq(payments.providerRef, event.providerRef))
          .for('update');
        if (!payment) throw notFound('Payment', 'provider_ref');
        const fresh = await tx
          .insert(paymentNotifications)
          .values({ eventId: event.eventId, providerRef: event.providerRef, type: event.type, payload: event })
          .onConflictDoNothing()
          .returning({ id: paymentNotifications.eventId });
        if (!fresh.length || payment.status !== 'pending') return { applied: false, orderId: payment.orderId };
        const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
        if (!order) throw notFound('Order');
        if (order.status === 'cancelled') {
          // Cancelled before it was paid (withdrawn from entirely, withdrawal/service.ts): a payment
          // that still arrives is recorded as it is (a success is money to pay back), but the order
          // stays cancelled: never paid, never sent to the ERP, its stock already given back.
          const settled = event.type === SUCCESS[payment.method];
          const failed = event.type === FAILURE[payment.method];
          if (settled || failed)
            await tx
              .update(payments)
              .set({
                status: settled ? 'succeeded' : event.type === 'credit.refused' ? 'refused' : 'failed',
                updatedAt: sql`now()`,
              })
              .where(eq(payments.id, payment.id));
          return { applied: false, orderId: order.id };
        }
        if (event.type === SUCCESS[payment.method]) {
          // A pending payment's amount is what is left to pay: a withdrawal before the payment
          // lowers it in its own transaction (withdrawal/service.ts, amount-due.ts).
          if (event.amount !== payment.amount)
            throw badRequest('VALIDATION_ERROR', 'Notified amount differs from the amount due', 'amount');
          await tx
            .update(payments)
            .set({ status: 'succeeded', updatedAt: sql`now()` })
            .where(eq(payments.id, payment.id));
          await tx
            .update(orders)
            .set({ status: 'paid', paidAt: sql`now()` })
            .where(eq(orders.id, order.id));
          await tx.insert(erpOutbox).values({ orderId: order.id, event: 'order_paid' });
          return { applied: true, orderId: order.id };
        }
        if (event.type === FAILURE[payment.method]) {
          await tx
            .update(payments)
            .set({ status: event.type === 'credit.refused' ? 'refused' : 'failed', updatedAt: sql`now()` })
            .where(eq(payments.id, payment.id));
          await tx.update(orders).set({ status: 'payment_failed' }).where(eq(orders.id, order.id));
          await restock(tx, order);
          return { applied: true, orderId: order.id };
        }
        return { applied: false, orderId: order.id };
      });
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
