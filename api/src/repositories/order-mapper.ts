import { CONFIRMATION_ROUTES } from '@arbora/shared/schemas';
import type { Order, OrderStatus, OrderSummary, PaymentOutcome } from '@arbora/shared/schemas';
import type { orders, payments } from '../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Which confirmation screen (SPEC 2.6) tells the truth about this order now. */
export function outcomeOf(order: OrderRow, payment: PaymentRow | null): PaymentOutcome {
  switch (order.status) {
    case 'blocked':
      return 'blocked';
    case 'awaiting_transfer':
      return 'transfer';
    case 'credit_pending':
      return 'credit';
    case 'paid':
      return order.paymentMethod;
    case 'payment_failed':
      return order.paymentMethod === 'credit' && payment?.status === 'refused' ? 'credit' : 'card_error';
    default:
      return 'pending';
  }
}

export function toOrderStatus(order: OrderRow, payment: PaymentRow | null): OrderStatus {
  const outcome = outcomeOf(order, payment);
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    payment_method: order.paymentMethod,
    payment_status: payment?.status ?? 'pending',
    outcome,
    confirmation_route: CONFIRMATION_ROUTES[outcome],
    paid: order.status === 'paid',
  };
}

export function toOrder(order: OrderRow, payment: PaymentRow | null): Order {
  return {
    ...toOrderStatus(order, payment),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    total_ttc: order.totalTtc,
    carrier: order.carrier,
    relay_point_id: order.relayPointId,
    pickup: order.pickup ?? null,
    promotion_code: order.promotionCode,
    delivery_address: order.deliveryAddress,
    billing_address: order.billingAddress,
    comment: order.comment,
    cart: order.cart,
    payment: payment?.details ?? { redirect_url: null, bank: null, decision: null, reason: null },
  };
}

export function toOrderSummary(order: OrderRow, payment: PaymentRow | null): OrderSummary {
  return {
    ...toOrderStatus(order, payment),
    created_at: order.createdAt.toISOString(),
    total_ttc: order.totalTtc,
    total_product: order.cart.total_product,
  };
}
