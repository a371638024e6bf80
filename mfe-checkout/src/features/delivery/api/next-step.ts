import type { Order } from '@arbora/shared/schemas';

/** Where the shopper goes after validation: the provider's page for a card, else the outcome's page. */
export function nextStep(order: Order): { external: string } | { path: string } {
  if (order.status === 'pending_payment' && order.payment.redirect_url) return { external: order.payment.redirect_url };
  return { path: `${order.confirmation_route}?order=${encodeURIComponent(order.reference)}` };
}
