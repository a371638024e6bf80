import { euros } from '../lib/money';

/** A new customer (no paid order yet) cannot order more than this online without a review. */
export const NEW_CUSTOMER_LIMIT = euros(3000);
/** No online order above this amount, whoever orders. */
export const ORDER_LIMIT = euros(20000);

/** Why an order is held for review (the "blocked" outcome), or null. Rules, not a score. */
export function blockReason(totalTtc: number, paidOrders: number): string | null {
  if (totalTtc > ORDER_LIMIT)
    return 'Les commandes de plus de 20\u202f000\u00a0€ sont vérifiées par notre service client avant paiement.';
  if (paidOrders === 0 && totalTtc > NEW_CUSTOMER_LIMIT) {
    return 'Votre première commande dépasse 3\u202f000\u00a0€\u00a0: notre service client la vérifie et vous contacte sous 24\u00a0h.';
  }
  return null;
}
