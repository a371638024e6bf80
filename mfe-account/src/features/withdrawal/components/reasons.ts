import { frenchTypography } from '@arbora/shared/messages';
import { madeToMeasureFr } from '@arbora/shared/messages/catalogue';
import type { WithdrawalExclusion } from '@arbora/shared/schemas';

/** Why a line cannot be withdrawn, as the customer reads it next to the line. */
export const EXCLUSION_LABELS: Record<WithdrawalExclusion, string> = {
  // The words the product page used before the purchase (one home: @arbora/shared).
  made_to_measure: frenchTypography(madeToMeasureFr.withdrawal),
  service: 'Échantillon gratuit ou prestation de service\u00a0: non concerné par la rétractation.',
  professional: 'Commande professionnelle\u00a0: le droit de rétractation est réservé aux consommateurs.',
  period_over: 'Le délai de rétractation de 14\u00a0jours après la livraison est dépassé.',
  order_not_concluded: 'Commande non conclue (paiement refusé ou commande annulée).',
};

/**
 * A line left in an order the customer's withdrawal cancelled (every line to be charged withdrawn
 * before payment: a free sample stays): the order is not « non conclue », it is cancelled.
 */
export const CANCELLED_ORDER_LINE = 'Commande annulée\u00a0: cet article ne vous sera pas envoyé.';
