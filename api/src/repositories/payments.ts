import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { erpOutbox, orders, paymentNotifications, payments } from '../db/schema/index';
import { badRequest, notFound } from '../lib/errors';
import type { PaymentEvent } from '../payments/provider';
import { toOrder } from './order-mapper';
import type { OrderRow, PaymentRow } from './order-mapper';
import { restock } from './orders';

/** Which events may settle which payment method. */
const SUCCESS = { card: 'payment.succeeded', transfer: 'transfer.received', credit: 'credit.funded' } as const;
const FAILURE = { card: 'payment.failed', transfer: null, credit: 'credit.refused' } as const;

/** Backoff of the ERP outbox: 30 s, 1 min, 2 min... capped at an hour. */
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);

/** Payment state changes (only from verified provider notifications) and the ERP outbox. */
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
        if (event.type === SUCCESS[payment.method]) {
          if (event.amount !== payment.amount)
            throw badRequest('VALIDATION_ERROR', 'Notified amount differs from the payment', 'amount');
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

    /** ERP events waiting for an order, or every due one when no order is given. */
    async erpDue(orderId?: number, limit = 20) {
      const rows = await db
        .select({ outbox: erpOutbox, order: orders })
        .from(erpOutbox)
        .innerJoin(orders, eq(orders.id, erpOutbox.orderId))
        .where(
          and(
            eq(erpOutbox.status, 'pending'),
            orderId !== undefined ? eq(erpOutbox.orderId, orderId) : lte(erpOutbox.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(erpOutbox.id)
        .limit(limit);
      return Promise.all(
        rows.map(async ({ outbox, order }) => {
          const [payment] = await db
            .select()
            .from(payments)
            .where(eq(payments.orderId, order.id))
            .orderBy(desc(payments.id))
            .limit(1);
          return {
            id: outbox.id,
            attempts: outbox.attempts,
            event: outbox.event,
            order: toOrder(order, payment ?? null),
          };
        }),
      );
    },

    async erpSent(id: number, orderId: number, event: string): Promise<void> {
      await db
        .update(erpOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${erpOutbox.attempts} + 1` })
        .where(eq(erpOutbox.id, id));
      if (event === 'order_created') await db.update(orders).set({ erpStatus: 'sent' }).where(eq(orders.id, orderId));
    },

    async erpFailed(id: number, attempts: number, error: string): Promise<void> {
      await db
        .update(erpOutbox)
        .set({
          attempts: attempts + 1,
          lastError: error.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(attempts + 1)})`,
        })
        .where(and(eq(erpOutbox.id, id), inArray(erpOutbox.status, ['pending'])));
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
