/**
 * Which payment method can pay which amount: the one rule the cart's offer (`cart.payments`), the
 * order validation, a new attempt on a refused order and the payment provider all read.
 */

/** The financing partner's range, TTC, in money integers (× 10000). */
export const CREDIT_RANGE = { min: 150 * 10000, max: 6000 * 10000 } as const;

export const CREDIT_RANGE_REASON = 'Le financement est proposé pour les commandes de 150 € à 6 000 €.';

/** Why `method` cannot pay `totalTtc` (French, shown beside the disabled choice), or null when it can. */
export function paymentUnavailableReason(method: 'card' | 'transfer' | 'credit', totalTtc: number): string | null {
  if (method === 'credit' && (totalTtc < CREDIT_RANGE.min || totalTtc > CREDIT_RANGE.max)) return CREDIT_RANGE_REASON;
  return null;
}
