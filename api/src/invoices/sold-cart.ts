import { and, desc, eq } from 'drizzle-orm';
import type { AmountDue, Cart } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { orderWithdrawals, payments, promotions } from '../db/schema/index';
import { cartTotals } from '../lib/cart-pricing';
import { wholeCents } from '../lib/money';
import type { OrderRow } from '../repositories/order-mapper';
import { amountDue } from '../withdrawal/rules';

/** `a × b ÷ c` rounded half up, in BigInt (money integers times money integers overflow doubles' precision). */
function mulDiv(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  return Number((2n * num + den) / (2n * den));
}

/**
 * What an invoice bills of an order paid after the buyer withdrew from some of its lines
 * (droit de rétractation before payment): the order's cart less those lines, its totals taken
 * again from what remains, so that every mention of the invoice adds up to what was paid.
 *
 * `due` is rules.ts amountDue for those lines (the one rule of what is left to pay): each withdrawn
 * line takes away its TTC total, its éco-participation and, less, its share of a discount on the
 * products; the discount kept is the rest (its HT in the same proportion as its TTC). The delivery
 * stays as charged. Totals by pricing's own rule (lib/cart-pricing.ts cartTotals): HT to the cent, the VAT
 * (one rate, 20 %) is TTC − HT. The TTC total is then `due.amount_ttc` exactly (checked). An order
 * with no withdrawn line is returned as it is.
 */
export function soldCart(cart: Cart, due: AmountDue): Cart {
  if (!due.lines.length) return cart;
  const withdrawn = new Map(due.lines.map((l) => [l.line_id, l.amount_ttc]));
  const list = cart.list.filter((l) => !withdrawn.has(l.id));
  // The withdrawn lines' shares of the discount: what they cost less what amountDue takes away.
  const shares = cart.list
    .filter((l) => withdrawn.has(l.id))
    .reduce((s, l) => s + l.total_ttc + l.total_ecotax_ttc - withdrawn.get(l.id)!, 0);
  // Spread over the discounts in proportion (whole cents, the last one takes what rounding left).
  const discountTtc = cart.remise.reduce((s, r) => s + r.amount_ttc, 0);
  let left = shares;
  const remise = cart.remise.map((r, i) => {
    const cut =
      i === cart.remise.length - 1 ? left : Math.min(left, wholeCents(mulDiv(shares, r.amount_ttc, discountTtc)));
    left -= cut;
    const amountTtc = r.amount_ttc - cut;
    return { ...r, amount: mulDiv(r.amount, amountTtc, r.amount_ttc), amount_ttc: amountTtc };
  });
  const totals = cartTotals(list, cart, remise);
  if (totals.total_ttc !== due.amount_ttc)
    throw new Error(`Invoice: the lines sold add up to ${totals.total_ttc}, the amount paid is ${due.amount_ttc}`);
  return {
    ...cart,
    ...totals,
    list,
    remise,
    weight_g: list.reduce((s, l) => s + l.weight_g * l.quantity, 0),
  };
}

/**
 * The lines of a paid order withdrawn from BEFORE its payment, with what is left to pay without
 * them (rules.ts amountDue): what the invoice bills. Lines withdrawn after the payment are a refund
 * (`not_sent`, `return`), never an invoice change, and stay out of it.
 *
 * Which withdrawals the payment took into account is read from the payment itself: the declarations
 * in the order they were made (each at its time), the longest run of them whose amount due is what
 * the succeeded payment was for. Times alone cannot tell: the payment is dated at the start of its
 * transaction, which may have waited on the order's lock while a withdrawal was being recorded.
 * Without a succeeded payment to read (a free order), the declarations up to the payment's time.
 */
export async function loadSold(db: Db, order: OrderRow): Promise<{ cart: Cart; due: AmountDue }> {
  const rows = await db
    .select({ lineId: orderWithdrawals.lineId, at: orderWithdrawals.createdAt })
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, order.id))
    .orderBy(orderWithdrawals.createdAt, orderWithdrawals.id);
  const code = order.cart.remise.length ? (order.promotionCode ?? order.cart.promotion_code) : null;
  const [rule] = code
    ? await db.select({ kind: promotions.kind }).from(promotions).where(eq(promotions.code, code))
    : [];
  const onShipping = rule?.kind === 'free_shipping';
  const dueFor = (lines: number[]) => amountDue(order.cart, new Set(lines), onShipping);
  const [paid] = await db
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  // One candidate per declaration time: none withdrawn, then each declaration added.
  const times = [...new Set(rows.map((r) => r.at.getTime()))];
  const candidates = [0, ...times].map((_, k) => rows.filter((r) => k > 0 && r.at.getTime() <= times[k - 1]!));
  const matching = paid ? candidates.filter((c) => dueFor(c.map((r) => r.lineId)).amount_ttc === paid.amount) : [];
  const before =
    matching.at(-1) ?? rows.filter((r) => order.paidAt !== null && r.at.getTime() <= order.paidAt.getTime());
  const due = dueFor(before.map((r) => r.lineId));
  return { cart: soldCart(order.cart, due), due };
}
