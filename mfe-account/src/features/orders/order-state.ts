import type { OrderSummary } from '@arbora/shared/schemas';

/**
 * An order never concluded: its payment refused (card declined, financing refused) or the order
 * cancelled. The API's rule for the withdrawal (api/src/withdrawal/rules.ts: `order_not_concluded`);
 * no contract, so no withdrawal and no invoice to come.
 */
const NOT_CONCLUDED: ReadonlySet<OrderSummary['status']> = new Set(['payment_failed', 'cancelled']);

export const isNotConcluded = (status: OrderSummary['status']) => NOT_CONCLUDED.has(status);
