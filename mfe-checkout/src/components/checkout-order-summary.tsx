import type { Cart } from '@arbora/shared/schemas';
import { useProPrices } from '@arbora/shared/store';
import { OrderSummary, ProOrderSummary } from '@arbora/shared/ui/commerce';

/**
 * The cart's amounts on the cart page and the delivery step: shared OrderSummary (TTC), or
 * ProOrderSummary (HT, then « Total HT », « TVA », « Total TTC ») for a professional, by the rule
 * the line prices above it follow (useProPrices).
 */
export function CheckoutOrderSummary({ cart, pendingShipping }: { cart: Cart; pendingShipping: string }) {
  const Summary = useProPrices() ? ProOrderSummary : OrderSummary;
  return <Summary cart={cart} pendingShipping={pendingShipping} />;
}
