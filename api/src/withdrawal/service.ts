import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderWithdrawal, WithdrawalReceiptWithOutcome } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { customers, emailOutbox, erpOutbox, orderWithdrawals, orders, payments, products } from '../db/schema/index';
import { AppError } from '../lib/errors';
import { loadShopIdentity } from '../mail/shop';
import { withdrawalMail } from '../mail/templates';
import { transferInstructions } from '../payments/bank-account';
import type { Tx } from '../repositories/cart-core';
import type { OrderRow } from '../repositories/order-mapper';
import { restock } from '../repositories/orders';
import { loadAmountDue } from './amount-due';
import { cancelsOrder, isUnpaid, orderWithdrawal, withdrawalOutcome } from './rules';

type Q = Db | Tx;

/** The withdrawal state of one order: the rules applied to what the database knows of it. */
export async function withdrawalState(q: Q, order: OrderRow, now: Date): Promise<OrderWithdrawal> {
  const productIds = [...new Set(order.cart.list.map((l) => l.product_id))];
  const [customer] = await q
    .select({ isPro: customers.isPro })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  const measured = productIds.length
    ? await q
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.madeToMeasure, true)))
    : [];
  const withdrawn = await q
    .select({ lineId: orderWithdrawals.lineId, at: orderWithdrawals.createdAt })
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, order.id));
  return orderWithdrawal(
    {
      status: order.status,
      deliveredAt: order.deliveredAt,
      lines: order.cart.list,
      professional: customer?.isPro ?? false,
      madeToMeasure: new Set(measured.map((m) => m.id)),
      withdrawn: new Map(withdrawn.map((w) => [w.lineId, w.at])),
    },
    now,
  );
}

/** The withdrawal function (droit de rétractation): state per line, declarations, acknowledgement. */
export function createWithdrawalService(db: Db, siteUrl: string) {
  return {
    state: (order: OrderRow, now = new Date()) => withdrawalState(db, order, now),

    /** A customer's order by reference; null for anyone else's. */
    async ownOrder(customerId: number, reference: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.reference, reference), eq(orders.customerId, customerId)));
      return row ?? null;
    },

    /** The order with this reference placed by the customer with this e-mail; null when the pair does not match. */
    async guestOrder(reference: string, email: string): Promise<OrderRow | null> {
      const [row] = await db
        .select({ order: orders })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(and(eq(orders.reference, reference), eq(sql`lower(${customers.email})`, email.toLowerCase())));
      return row?.order ?? null;
    },

    /**
     * Records the withdrawal from these lines and queues the acknowledgement, in one transaction.
     * Lines already withdrawn are not recorded again: a repeated request (double click) answers the
     * first declaration and sends no second e-mail (`created` false). An unpaid order withdrawn from
     * entirely (rules.ts cancelsOrder) is cancelled in the same transaction and its stock given
     * back: no more bank details, no new payment (POST /payment is for refused ones), and a payment
     * notified later leaves it cancelled, never paid nor sent to the ERP (repositories/payments.ts).
     * The ERP hears of it in the same transaction (its outbox): `order_withdrawn` for lines newly
     * withdrawn (the event lists every withdrawn line, repositories/erp-outbox.ts), then
     * `order_cancelled` when the order is cancelled. Some lines of an unpaid order withdrawn, the
     * order kept: its pending payment now asks for what is left to pay (amount-due.ts), which the
     * e-mail states. The receipt says what follows (`outcome`, rules.ts withdrawalOutcome), as the
     * e-mail does.
     */
    async withdraw(
      orderId: number,
      lineIds: number[],
      channel: 'account' | 'guest',
    ): Promise<{ receipt: WithdrawalReceiptWithOutcome; created: boolean }> {
      return db.transaction(async (tx) => {
        // One declaration at a time per order: a concurrent double click waits, then sees the first.
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new AppError(404, 'NOT_FOUND', 'Order not found');
        const now = new Date();
        const before = await withdrawalState(tx, order, now);
        const wanted = [...new Set(lineIds)];
        const fresh: number[] = [];
        for (const [i, id] of wanted.entries()) {
          const line = before.lines.find((l) => l.line_id === id);
          if (!line)
            throw new AppError(400, 'LINE_NOT_WITHDRAWABLE', `No line ${id} in this order`, `line_ids.${i}`, {
              line_id: id,
              reason: 'unknown_line',
            });
          if (line.status === 'withdrawn') continue;
          if (line.reason === 'professional' || line.reason === 'order_not_concluded')
            throw new AppError(400, 'WITHDRAWAL_NOT_AVAILABLE', 'This order gives no withdrawal right', 'line_ids', {
              reason: line.reason,
            });
          if (line.reason === 'period_over')
            throw new AppError(400, 'WITHDRAWAL_PERIOD_OVER', 'The withdrawal period is over', 'line_ids', {
              deadline: before.deadline,
            });
          if (line.status === 'excluded')
            throw new AppError(400, 'LINE_NOT_WITHDRAWABLE', `Line ${id} cannot be withdrawn`, `line_ids.${i}`, {
              line_id: id,
              reason: line.reason,
            });
          fresh.push(id);
        }
        const inserted = fresh.length
          ? await tx
              .insert(orderWithdrawals)
              .values(fresh.map((lineId) => ({ orderId: order.id, lineId, channel, createdAt: now })))
              .onConflictDoNothing()
              .returning({ lineId: orderWithdrawals.lineId })
          : [];
        const withdrawnNow = new Set(
          (await withdrawalState(tx, order, now)).lines.filter((l) => l.status === 'withdrawn').map((l) => l.line_id),
        );
        let current: OrderRow = order;
        if (inserted.length) await tx.insert(erpOutbox).values({ orderId: order.id, event: 'order_withdrawn' });
        if (inserted.length && cancelsOrder(order.status, order.cart.list, withdrawnNow)) {
          const [cancelled] = await tx
            .update(orders)
            .set({ status: 'cancelled' })
            .where(eq(orders.id, order.id))
            .returning();
          current = cancelled ?? order;
          await restock(tx, order);
          await tx.insert(erpOutbox).values({ orderId: order.id, event: 'order_cancelled' });
        }
        const outcome = withdrawalOutcome(current);
        // Some lines of an unpaid order withdrawn: what is left to pay is lowered at once (rules.ts
        // amountDue), and the attempt under way asks for that amount — the hosted card page, the
        // transfer details the confirmation shows (its `bank`), the amount a notification must carry.
        const due = inserted.length && isUnpaid(current.status) ? await loadAmountDue(tx, current) : null;
        if (due) {
          const pending = await tx
            .select()
            .from(payments)
            .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
          for (const p of pending)
            await tx
              .update(payments)
              .set({
                amount: due.amount_ttc,
                details: p.details.bank
                  ? { ...p.details, bank: { ...p.details.bank, amount: due.amount_ttc } }
                  : p.details,
                updatedAt: sql`now()`,
              })
              .where(eq(payments.id, p.id));
        }
        const after = await withdrawalState(tx, current, now);
        const chosen = order.cart.list.filter((l) => wanted.includes(l.id));
        if (inserted.length) {
          const [customer] = await tx
            .select({ email: customers.email, firstname: customers.firstname })
            .from(customers)
            .where(eq(customers.id, order.customerId));
          const newLines = chosen.filter((l) => inserted.some((r) => r.lineId === l.id));
          await tx.insert(emailOutbox).values(
            await withdrawalMail(
              await loadShopIdentity(tx, order.siteId, siteUrl),
              customer!.email,
              customer!.firstname,
              order.reference,
              newLines,
              now,
              `${siteUrl}/mes-commandes/${order.reference}`,
              outcome,
              due && {
                amount: due,
                transfer:
                  current.status === 'awaiting_transfer'
                    ? transferInstructions(current.reference, due.amount_ttc, current.createdAt)
                    : null,
              },
            ),
          );
        }
        const times = after.lines
          .filter((l) => wanted.includes(l.line_id) && l.withdrawn_at)
          .map((l) => l.withdrawn_at!);
        return {
          created: inserted.length > 0,
          receipt: {
            reference: order.reference,
            withdrawn_at: inserted.length ? now.toISOString() : (times.sort()[0] ?? now.toISOString()),
            lines: chosen.map((l) => ({ line_id: l.id, name: l.name, quantity: l.quantity })),
            withdrawal: after,
            outcome,
          },
        };
      });
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
