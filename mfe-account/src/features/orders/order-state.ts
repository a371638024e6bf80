import type { OrderSummary } from '@arbora/shared/schemas';

/**
 * An order never concluded: its payment refused (card declined, financing refused) or the order
 * cancelled. The API's rule for the withdrawal (api/src/withdrawal/rules.ts: `order_not_concluded`);
 * no contract, so no withdrawal and no invoice to come.
 */
const NOT_CONCLUDED: ReadonlySet<OrderSummary['status']> = new Set(['payment_failed', 'cancelled']);

export const isNotConcluded = (status: OrderSummary['status']) => NOT_CONCLUDED.has(status);

/**
 * An order not paid yet: the card payment still pending, the transfer awaited, the financing
 * being studied, or the order under review. Nothing was collected and nothing was sent: a
 * withdrawal from it has nothing to refund nor to return.
 */
const UNPAID: ReadonlySet<OrderSummary['status']> = new Set([
  'pending_payment',
  'awaiting_transfer',
  'credit_pending',
  'blocked',
]);

export const isUnpaid = (status: OrderSummary['status']) => UNPAID.has(status);
