import { isoDateInParis } from '@arbora/shared/format';
import { WITHDRAWAL_PERIOD_DAYS } from '@arbora/shared/schemas';
import type {
  Cart,
  LineWithdrawal,
  OrderWithdrawal,
  WithdrawalExclusion,
  WithdrawalOutcome,
} from '@arbora/shared/schemas';

/**
 * The last instant of the withdrawal period: the end (Paris time) of the 14th day after the day of
 * delivery (the day of delivery does not count, and a period ends at midnight).
 */
export function withdrawalDeadline(deliveredAt: Date): Date {
  const [y, m, d] = isoDateInParis(deliveredAt).split('-').map(Number) as [number, number, number];
  const nextDay = Date.UTC(y, m - 1, d + WITHDRAWAL_PERIOD_DAYS + 1);
  const target = isoDateInParis(nextDay);
  // Paris is UTC+1 or UTC+2: its midnight is one of these two instants.
  const midnight = [nextDay - 2 * 3600 * 1000, nextDay - 3600 * 1000].find(
    (t) => isoDateInParis(t) === target && isoDateInParis(t - 1) !== target,
  )!;
  return new Date(midnight - 1);
}

export type WithdrawalFacts = {
  status: string;
  deliveredAt: Date | null;
  lines: Cart['list'];
  /** The customer is a professional: the right is the consumer's (C. conso L221-3 aside). */
  professional: boolean;
  /** Products made to the customer's specifications. */
  madeToMeasure: ReadonlySet<number>;
  /** Lines already withdrawn from, with when. */
  withdrawn: ReadonlyMap<number, Date>;
};

const NOT_CONCLUDED = new Set(['payment_failed', 'cancelled']);

/** Not paid yet: the card payment pending, the transfer awaited, the financing studied, under review. */
const UNPAID = new Set(['pending_payment', 'awaiting_transfer', 'credit_pending', 'blocked']);

/** An order nothing was collected for (nor sent): a withdrawal from it has nothing to refund nor to return. */
export const isUnpaid = (status: string): boolean => UNPAID.has(status);

/**
 * The goods have left the shop. No order status says « shipped »: the only fact the API has is the
 * delivery the ERP records (`delivered_at`, from which the period also runs). Until then a withdrawn
 * line is not sent, and nothing is to be returned.
 */
export const goodsSent = (deliveredAt: Date | null): boolean => deliveredAt !== null;

/** A line that costs nothing (a free sample): it is not a reason to keep an order whose other lines are withdrawn. */
const free = (line: Cart['list'][number]) => line.type === 'sample' || line.total_ttc === 0;

/**
 * A withdrawal that cancels the order: not paid yet, and every line that would be charged is now
 * withdrawn. Nothing is left to sell, so the order becomes `cancelled` (in the same transaction):
 * it can no longer be paid nor sent. A line that cannot be withdrawn (made to measure, off-cuts)
 * keeps the order.
 */
export const cancelsOrder = (status: string, lines: Cart['list'], withdrawn: ReadonlySet<number>): boolean =>
  isUnpaid(status) && lines.some((l) => withdrawn.has(l.id)) && lines.every((l) => withdrawn.has(l.id) || free(l));

/**
 * What follows a withdrawal, one rule for the acknowledgement e-mail and the page:
 * - `order_cancelled`: an unpaid order withdrawn from entirely (cancelsOrder), nothing to pay;
 * - `not_charged`: some lines of an unpaid order, the rest of the order kept;
 * - `not_sent`: a paid order not delivered, the lines are not sent, the refund without any return;
 * - `return`: delivered goods, returned, then refunded.
 * The type is shared's (`WITHDRAWAL_OUTCOMES`): the withdrawal answers carry it as `outcome`, which
 * the account's pages read rather than work it out again.
 */
export function withdrawalOutcome(order: { status: string; deliveredAt: Date | null }): WithdrawalOutcome {
  if (order.status === 'cancelled') return 'order_cancelled';
  if (isUnpaid(order.status)) return 'not_charged';
  return goodsSent(order.deliveredAt) ? 'return' : 'not_sent';
}

/**
 * Which lines of an order can be withdrawn from now, and why not. Until delivery the period has not
 * started, so an undelivered order can always be withdrawn from (L221-18: from the contract on).
 */
export function orderWithdrawal(facts: WithdrawalFacts, now: Date): OrderWithdrawal {
  const deadline = facts.deliveredAt ? withdrawalDeadline(facts.deliveredAt) : null;
  const orderReason: WithdrawalExclusion | null = NOT_CONCLUDED.has(facts.status)
    ? 'order_not_concluded'
    : facts.professional
      ? 'professional'
      : null;
  const lines = facts.lines.map((line): LineWithdrawal => {
    const withdrawnAt = facts.withdrawn.get(line.id);
    if (withdrawnAt)
      return { line_id: line.id, status: 'withdrawn', reason: null, withdrawn_at: withdrawnAt.toISOString() };
    const reason: WithdrawalExclusion | null =
      orderReason ??
      (line.is_recup_chute || line.type !== 'product'
        ? 'service'
        : facts.madeToMeasure.has(line.product_id)
          ? 'made_to_measure'
          : deadline && now > deadline
            ? 'period_over'
            : null);
    return reason
      ? { line_id: line.id, status: 'excluded', reason, withdrawn_at: null }
      : { line_id: line.id, status: 'available', reason: null, withdrawn_at: null };
  });
  return {
    open: lines.some((l) => l.status === 'available'),
    delivered_at: facts.deliveredAt?.toISOString() ?? null,
    deadline: deadline?.toISOString() ?? null,
    lines,
  };
}
