import { isoDateInParis } from '@arbora/shared/format';
import { WITHDRAWAL_PERIOD_DAYS } from '@arbora/shared/schemas';
import type {
  AmountDue,
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

/** Money integers per cent (MONEY_SCALE / 100): discount shares are whole cents, as every TTC amount. */
const UNITS_PER_CENT = 100;

/**
 * Each product line's share of a discount spread over the products (`discountTtc`, whole cents),
 * in proportion to the line's TTC total (as pricing computed the discount, lib/cart-pricing.ts):
 * whole cents each, the cents left by rounding down given to the largest remainders (ties: the
 * first line), so the shares add up to the discount exactly. Integers only (BigInt products).
 */
function discountShares(lines: Cart['list'], discountTtc: number): Map<number, number> {
  const products = lines.filter((l) => l.type === 'product' && !l.is_recup_chute && l.total_ttc > 0);
  const weight = products.reduce((s, l) => s + BigInt(l.total_ttc), 0n);
  const shares = new Map<number, number>();
  if (weight === 0n || discountTtc <= 0) return shares;
  const cents = BigInt(Math.round(discountTtc / UNITS_PER_CENT));
  const parts = products.map((l, i) => {
    const exact = cents * BigInt(l.total_ttc);
    return { id: l.id, i, cents: exact / weight, rest: exact % weight };
  });
  let left = cents - parts.reduce((s, p) => s + p.cents, 0n);
  for (const p of [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i))) {
    if (left <= 0n) break;
    p.cents += 1n;
    left -= 1n;
  }
  for (const p of parts) shares.set(p.id, Number(p.cents) * UNITS_PER_CENT);
  return shares;
}

/**
 * What the buyer still has to pay for an order not paid yet, some lines of which they withdrew
 * from: the order's total less what each withdrawn line costs them — its TTC total and its
 * éco-participation, less its share of a discount on the products (a percentage or an amount off,
 * discountShares), so the remaining lines keep theirs and the amounts add up to the cent. The
 * remaining lines keep their share even if they alone would no longer reach the code's minimum:
 * a withdrawal may cost the consumer nothing (C. conso L221-23, L221-24).
 *
 * The delivery stays as charged, and so does a free-delivery discount (`discountOnShipping`): the
 * delivery costs go back to the consumer with the price only on a withdrawal from the whole
 * contract (C. conso L221-24); withdrawn from some lines, the delivery still carries the rest of
 * the order. Nor does a partial withdrawal ever raise them, even if the lighter order would now be
 * priced otherwise. An order withdrawn from entirely is cancelled instead (cancelsOrder), and
 * owes nothing.
 */
export function amountDue(
  cart: Pick<Cart, 'total_ttc' | 'list' | 'remise'>,
  withdrawn: ReadonlySet<number>,
  discountOnShipping = false,
): AmountDue {
  const productDiscount = discountOnShipping ? 0 : cart.remise.reduce((s, r) => s + r.amount_ttc, 0);
  const shares = discountShares(cart.list, productDiscount);
  const lines = cart.list
    .filter((l) => withdrawn.has(l.id))
    .map((l) => ({ line_id: l.id, amount_ttc: l.total_ttc + l.total_ecotax_ttc - (shares.get(l.id) ?? 0) }));
  const withdrawnTtc = lines.reduce((s, l) => s + l.amount_ttc, 0);
  return {
    total_ttc: cart.total_ttc,
    withdrawn_ttc: withdrawnTtc,
    amount_ttc: cart.total_ttc - withdrawnTtc,
    lines,
  };
}
