import { messageKeyForCode } from '@arbora/shared/api';
import { isHttpError } from '@arbora/shared/errors';
import { formatMoney, moneyFromWire } from '@arbora/shared/format';
import { frenchTypography } from '@arbora/shared/messages';
import { promotionRefusalText, t, type MessageKey } from '@arbora/shared/messages/checkout';
import type { Cart } from '@arbora/shared/schemas';
import { CART_INLINE_CODES, type CartLike } from '@arbora/shared/store';

/** The store keeps the API's cart as it came (the full entity); its type only names what the store reads. */
export const asCart = (cart: CartLike | null): Cart | null => cart as unknown as Cart | null;

/** A money integer of the wire (× 10000) as French euros. */
export const euros = (wire: number): string => formatMoney(moneyFromWire(wire));

/** No answer, or a server failure: the API is down for the shopper (not a refusal of the change). */
export function isOutage(error: unknown): boolean {
  return !isHttpError(error) || error.status >= 500;
}

/** Checkout's own texts for the codes the validation and delivery calls answer (SPEC 8 for the others). */
const CHECKOUT_MESSAGES: Readonly<Record<string, MessageKey>> = {
  CART_EMPTY: 'checkout_cart_empty',
  CARRIER_NOT_AVAILABLE: 'checkout_carrier_not_available',
  RELAY_POINT_REQUIRED: 'checkout_relay_point_required',
  CART_STOCK_INSUFFICIENT: 'checkout_stock_insufficient',
  CART_NOT_AUTHORIZED: 'checkout_cart_not_yours',
  CART_NOT_FOUND: 'checkout_cart_not_yours',
  PAYMENT_METHOD_UNAVAILABLE: 'checkout_payment_unavailable',
};

/**
 * The codes a checkout page shows in place (so the toast stays quiet: heard once): the store's
 * policy, and a payment method the order's total does not qualify for.
 */
export const INLINE_CODES: readonly string[] = [...CART_INLINE_CODES, 'PAYMENT_METHOD_UNAVAILABLE'];

/** The French text for a failed checkout call: a refused promotion code says why (its minimum, its dates). */
export function errorText(error: unknown): string {
  const code = isHttpError(error) ? error.code : undefined;
  const refusal = isHttpError(error) ? promotionRefusalText(error) : null;
  if (refusal) return refusal;
  if (code !== undefined && Object.hasOwn(CHECKOUT_MESSAGES, code)) return t(CHECKOUT_MESSAGES[code]!);
  return t(messageKeyForCode(code));
}

/**
 * A payment method's hint when it cannot pay this order: « Indisponible pour cette commande : le
 * financement est proposé pour les commandes de 150 € à 6 000 €. » The API's reason is a sentence;
 * after the colon it goes on in lower case, typeset so that its amounts do not break.
 */
export function unavailableHint(reason: string): string {
  const clause = reason.charAt(0).toLocaleLowerCase('fr-FR') + reason.slice(1);
  return t('checkout_payment_unavailable_hint', { reason: frenchTypography(clause) });
}
