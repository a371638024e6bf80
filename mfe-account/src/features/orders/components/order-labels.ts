import type { Order, OrderSummary } from '@arbora/shared/schemas';

/** Order states as the shopper reads them. */
export const STATUS_LABELS: Record<OrderSummary['status'], string> = {
  pending_payment: 'En attente de paiement',
  awaiting_transfer: 'En attente du virement',
  credit_pending: 'Financement en cours d’étude',
  paid: 'Payée',
  blocked: 'En cours de vérification',
  payment_failed: 'Paiement refusé',
  cancelled: 'Annulée',
};

export const PAYMENT_METHOD_LABELS: Record<Order['payment_method'], string> = {
  card: 'Carte bancaire',
  transfer: 'Virement bancaire',
  credit: 'Paiement en plusieurs fois (crédit)',
};

/**
 * A payment's state, read after « Paiement » (« Paiement refusé »). A card the bank declined
 * (`failed`) and a financing refused (`refused`) read the same, as the order's status
 * (`payment_failed`: « Paiement refusé ») and the checkout's « Votre banque a refusé le paiement »:
 * one word for one event.
 */
export const PAYMENT_STATUS_LABELS: Record<Order['payment_status'], string> = {
  pending: 'En attente',
  succeeded: 'Accepté',
  failed: 'Refusé',
  refused: 'Refusé',
  blocked: 'En vérification',
};

/**
 * The payment card's line. A cancelled order nothing was collected for (a withdrawal from an unpaid
 * order cancels it) has no payment to wait for: it says so, not « Paiement en attente ».
 */
export function paymentStatusLine(order: Pick<Order, 'status' | 'payment_status'>): string {
  if (order.status === 'cancelled' && order.payment_status !== 'succeeded') return 'Aucun paiement encaissé';
  return `Paiement ${PAYMENT_STATUS_LABELS[order.payment_status].toLowerCase()}`;
}
