import { eq } from 'drizzle-orm';
import type { Order, OrderDetailWithAmountDue } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { orders } from '../db/schema/index';
import { transferInstructions } from '../payments/bank-account';
import { loadAmountDue } from './amount-due';
import { isUnpaid } from './rules';
import { withdrawalState } from './service';

/**
 * The order page's answer: the order, its withdrawal state, what is left to pay while it is unpaid
 * (its total less the lines withdrawn, amount-due.ts), and the bank details for that amount while
 * a transfer is awaited.
 */
export async function orderDetail(db: Db, order: Order, now = new Date()): Promise<OrderDetailWithAmountDue> {
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  const due = isUnpaid(row!.status) ? await loadAmountDue(db, row!) : null;
  return {
    ...order,
    withdrawal: await withdrawalState(db, row!, now),
    transfer:
      row!.status === 'awaiting_transfer'
        ? transferInstructions(row!.reference, due?.amount_ttc ?? row!.totalTtc, row!.createdAt)
        : null,
    amount_due: due,
  };
}
