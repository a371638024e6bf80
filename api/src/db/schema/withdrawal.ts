import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './order';

/**
 * A line of an order the customer withdrew from (droit de rétractation, C. conso L221-18), once
 * per line: the unique key makes a repeated or concurrent request record nothing more.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's `id` in the order's cart snapshot. */
    lineId: integer('line_id').notNull(),
    /** Where it was declared: the customer's account or the public page (reference + e-mail). */
    channel: text('channel').notNull().$type<'account' | 'guest'>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_withdrawals_line_uq').on(t.orderId, t.lineId),
    index('order_withdrawals_order_idx').on(t.orderId),
  ],
);
