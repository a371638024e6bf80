import { eq } from 'drizzle-orm';
import type { Order, OrderDetail } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { orders } from '../db/schema/index';
import { transferInstructions } from '../payments/bank-account';
import { withdrawalState } from './service';

/** The order page's answer: the order, its withdrawal state, and the bank details while a transfer is awaited. */
export async function orderDetail(db: Db, order: Order, now = new Date()): Promise<OrderDetail> {
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  return {
    ...order,
    withdrawal: await withdrawalState(db, row!, now),
    transfer:
      row!.status === 'awaiting_transfer' ? transferInstructions(row!.reference, row!.totalTtc, row!.createdAt) : null,
  };
}
