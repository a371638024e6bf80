import { and, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Order } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { erpOutbox, orderWithdrawals, orders, payments } from '../db/schema/index';
import type { ErpEvent, ErpEventName, ErpWithdrawnLine } from '../erp/erp';
import { toOrder } from './order-mapper';

/** One claimed ERP event: `eventId` is the idempotency key the ERP receives with it. */
export type ErpItem = {
  id: number;
  eventId: string;
  attempts: number;
  event: ErpEventName;
  order: Order;
  /** Every line withdrawn from so far: the warehouse ships the order's lines less these. */
  withdrawnLines: ErpWithdrawnLine[];
  /** The succeeded payment's amount (what was paid, less lines withdrawn before it), null if none. */
  amountPaid: number | null;
};

/** The event as it is pushed to the ERP (erp/erp.ts). */
export const erpEvent = (item: ErpItem): ErpEvent => ({
  id: item.eventId,
  event: item.event,
  order: item.order,
  withdrawn_lines: item.withdrawnLines,
  amount_paid: item.amountPaid,
});

/** The event's id, stable across retries and replicas: the ERP takes a repeat as the same event. */
export const erpEventId = (outboxId: number) => `erp-outbox-${outboxId}`;

/** Back-off after a failed push: 30 s, 1 min, 2 min... capped at an hour. */
export const erpBackoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);

const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** How long a new event is left to the request that wrote it before any round takes it. */
const REQUEST_FIRST_SECONDS = 5;

/**
 * The ERP outbox (erp_outbox), written in the transaction that placed, paid, withdrew from or
 * cancelled the order; each event carries the order as it is when pushed, and the lines withdrawn
 * from it (`withdrawn_lines`: a paid order's withdrawn lines are not to be shipped). Every
 * sender claims rows before pushing them, in one statement (UPDATE … WHERE id IN (SELECT … FOR
 * UPDATE SKIP LOCKED) RETURNING): two API copies or two workers never hold the same event. A claim
 * is a lease: `next_attempt_at` is when a row not sent becomes due again, so a sender that died
 * mid-push (status `sending`) or a queue job that was lost (`queued`) gives its rows back.
 */
export function createErpOutboxRepository(db: Db) {
  /** Claims the rows `where` selects (up to `limit`) as `status` until `leaseSeconds` from now. */
  async function claim(where: SQL, limit: number, status: 'sending' | 'queued', leaseSeconds: number) {
    const due = db
      .select({ id: erpOutbox.id })
      .from(erpOutbox)
      .where(where)
      .orderBy(erpOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(erpOutbox)
      .set({ status, nextAttemptAt: inSeconds(leaseSeconds) })
      .where(and(inArray(erpOutbox.id, due), where))
      .returning();
  }

  /** The claimed rows with their order as the ERP receives it. */
  async function withOrders(rows: (typeof erpOutbox.$inferSelect)[]): Promise<ErpItem[]> {
    return Promise.all(
      rows.map(async (row) => {
        const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
        const [payment] = await db
          .select()
          .from(payments)
          .where(eq(payments.orderId, row.orderId))
          .orderBy(desc(payments.id))
          .limit(1);
        const withdrawn = await db
          .select({ lineId: orderWithdrawals.lineId, at: orderWithdrawals.createdAt })
          .from(orderWithdrawals)
          .where(eq(orderWithdrawals.orderId, row.orderId))
          .orderBy(orderWithdrawals.lineId);
        const withdrawnLines = withdrawn.flatMap((w) => {
          const line = order!.cart.list.find((l) => l.id === w.lineId);
          return line
            ? [
                {
                  line_id: line.id,
                  reference: line.reference,
                  quantity: line.quantity,
                  withdrawn_at: w.at.toISOString(),
                },
              ]
            : [];
        });
        return {
          id: row.id,
          eventId: erpEventId(row.id),
          attempts: row.attempts,
          event: row.event,
          order: toOrder(order!, payment ?? null),
          withdrawnLines,
          amountPaid: payment?.status === 'succeeded' ? payment.amount : null,
        };
      }),
    );
  }

  // A new order's events are due a few seconds late: its request pushes them first (and answers
  // X3_ERROR when the ERP is down), rather than a round of another sender racing it.
  const due = and(
    ne(erpOutbox.status, 'sent'),
    lte(erpOutbox.nextAttemptAt, sql`now() - make_interval(secs => ${REQUEST_FIRST_SECONDS})`),
  )!;

  return {
    /** Every due event (pending past its back-off, or whose lease ended), for `leaseSeconds`. */
    async claimDue(leaseSeconds: number, limit = 20): Promise<ErpItem[]> {
      return withOrders(await claim(due, limit, 'sending', leaseSeconds));
    },

    /** The pending events of one order, whatever their back-off: the request's own try. */
    async claimOrder(orderId: number, leaseSeconds: number): Promise<ErpItem[]> {
      const where = and(eq(erpOutbox.orderId, orderId), eq(erpOutbox.status, 'pending'))!;
      return withOrders(await claim(where, 20, 'sending', leaseSeconds));
    },

    /**
     * The relay's step (worker mode): due rows handed to the job queue, marked `queued` until
     * `horizonSeconds` (past every retry of their job). Run it on the connection whose
     * transaction inserts the jobs, so a row is queued exactly when its job exists.
     */
    async queueDue(horizonSeconds: number, limit = 100): Promise<number[]> {
      return (await claim(due, limit, 'queued', horizonSeconds)).map((row) => row.id);
    },

    /**
     * One queued event for its job: `claimed`, `done` (sent, or gone with its order), or `busy`
     * (another sender's lease still runs: the job retries later).
     */
    async claimForJob(
      id: number,
      leaseSeconds: number,
    ): Promise<{ state: 'claimed'; item: ErpItem } | { state: 'done' | 'busy' }> {
      const where = and(
        eq(erpOutbox.id, id),
        or(
          inArray(erpOutbox.status, ['queued', 'pending']),
          and(eq(erpOutbox.status, 'sending'), lte(erpOutbox.nextAttemptAt, sql`now()`)),
        ),
      )!;
      const [row] = await claim(where, 1, 'sending', leaseSeconds);
      if (row) return { state: 'claimed', item: (await withOrders([row]))[0]! };
      const [current] = await db.select({ status: erpOutbox.status }).from(erpOutbox).where(eq(erpOutbox.id, id));
      return { state: !current || current.status === 'sent' ? 'done' : 'busy' };
    },

    async sent(item: Pick<ErpItem, 'id' | 'event' | 'order'>): Promise<void> {
      await db
        .update(erpOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${erpOutbox.attempts} + 1`, lastError: null })
        .where(eq(erpOutbox.id, item.id));
      if (item.event === 'order_created')
        await db.update(orders).set({ erpStatus: 'sent' }).where(eq(orders.id, item.order.id));
    },

    /**
     * A failed push: counted, and due again in `retryInSeconds` as `status` (`pending`: any
     * sender; `queued`: its job retries it, the lease only covers a lost job).
     */
    async failed(id: number, error: string, retryInSeconds: number, status: 'pending' | 'queued'): Promise<void> {
      await db
        .update(erpOutbox)
        .set({
          status,
          attempts: sql`${erpOutbox.attempts} + 1`,
          lastError: error.slice(0, 500),
          nextAttemptAt: inSeconds(retryInSeconds),
        })
        .where(and(eq(erpOutbox.id, id), ne(erpOutbox.status, 'sent')));
    },
  };
}
export type ErpOutboxRepository = ReturnType<typeof createErpOutboxRepository>;
