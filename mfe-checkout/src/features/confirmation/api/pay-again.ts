import { api } from '@arbora/shared/api';
import { t } from '@arbora/shared/messages/checkout';
import type { Order, PaymentRetryBody } from '@arbora/shared/schemas';
import { errorText } from '../../../lib/cart';

/**
 * POST /v1/order/{reference}/payment: a new attempt on an order whose payment was refused, with the
 * method chosen; answers the order (a card's hosted page in `payment.redirect_url`).
 */
export const payAgain = (reference: string, method: NonNullable<PaymentRetryBody['payment_method']>) =>
  api.post<Order>(`/order/${encodeURIComponent(reference)}/payment`, { body: { payment_method: method } });

/** Where a new attempt goes: the provider's page for a card, else the outcome's page. */
export const payAgainTarget = (next: Order): string =>
  next.payment.redirect_url ?? `${next.confirmation_route}?order=${encodeURIComponent(next.reference)}`;

/** A refusal about this order (the method, the stock) says what to do; anything else is generic. */
export function payAgainFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const known = code === 'PAYMENT_METHOD_UNAVAILABLE' || code === 'CART_STOCK_INSUFFICIENT';
  return known ? errorText(error) : t('checkout_pay_again_failed');
}
