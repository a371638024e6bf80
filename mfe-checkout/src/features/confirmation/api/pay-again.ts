import { api } from '@arbora/shared/api';
import type { Order, PaymentRetryBody } from '@arbora/shared/schemas';

/**
 * POST /v1/order/{reference}/payment: a new attempt on an order whose payment was refused, with the
 * method chosen; answers the order (a card's hosted page in `payment.redirect_url`).
 */
export const payAgain = (reference: string, method: NonNullable<PaymentRetryBody['payment_method']>) =>
  api.post<Order>(`/order/${encodeURIComponent(reference)}/payment`, { body: { payment_method: method } });
