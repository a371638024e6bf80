import {
  formatMoney,
  proAmountText,
  proOrderSummary,
  type ProSummarySource,
  type SummarySource,
} from '@arbora/shared/format';
import { SUMMARY_DEFAULTS, SummaryRows, type OrderSummaryProps } from './order-summary';
import { Amount, List, TotalHt, TotalTtc } from './styles';

export interface ProOrderSummaryProps extends Omit<OrderSummaryProps, 'cart'> {
  /** The cart, or an order's cart snapshot, as the API priced it (HT and TTC amounts). */
  cart: SummarySource & ProSummarySource;
}

/**
 * OrderSummary as a professional reads it: the same lines HT (`proOrderSummary`, adding up to the
 * HT total), then « Total HT », « TVA (20 %) » and « Total TTC », the amount charged.
 */
export function ProOrderSummary({
  cart,
  pendingShipping = SUMMARY_DEFAULTS.pendingShipping,
  label = SUMMARY_DEFAULTS.label,
  className,
}: ProOrderSummaryProps) {
  const view = proOrderSummary(cart);
  return (
    <List aria-label={label} className={className}>
      <SummaryRows lines={view.lines} pendingShipping={pendingShipping} text={(line) => proAmountText(line)} />
      <TotalHt data-summary-line="total_ht">
        <dt>{view.totalHtLabel}</dt>
        <Amount>{formatMoney(view.totalHt)}</Amount>
      </TotalHt>
      <div data-summary-line="vat">
        <dt>{view.vatLabel}</dt>
        <Amount>{formatMoney(view.vat)}</Amount>
      </div>
      <TotalTtc data-summary-line="total">
        <dt>{view.totalTtcLabel}</dt>
        <Amount>{formatMoney(view.totalTtc)}</Amount>
      </TotalTtc>
    </List>
  );
}
