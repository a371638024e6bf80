import { formatMoney, orderSummary, summaryAmountText, type SummarySource } from '@arbora/shared/format';
import { Amount, List, Muted, Note, Total } from './styles';

export interface OrderSummaryProps {
  /** The cart, or an order's cart snapshot, as the API priced it. */
  cart: SummarySource;
  /** What the delivery line says before a carrier is chosen. */
  pendingShipping?: string;
  /** The list's accessible name. */
  label?: string;
  className?: string;
}

/**
 * The amounts of a cart or an order in one basis (TTC; éco-participation and VAT as « dont »;
 * discounts TTC), lines from `orderSummary`: what is shown adds up to the total shown.
 */
export function OrderSummary({
  cart,
  pendingShipping = 'Calculée à l’étape suivante',
  label = 'Récapitulatif des montants',
  className,
}: OrderSummaryProps) {
  const view = orderSummary(cart);
  return (
    <List aria-label={label} className={className}>
      {view.lines.map((line, index) => (
        <div key={`${line.kind}-${index}`} data-summary-line={line.kind}>
          <dt>
            {line.label}
            {line.note ? <Note>{line.note}</Note> : null}
          </dt>
          <Amount>{line.amount === null ? <Muted>{pendingShipping}</Muted> : summaryAmountText(line)}</Amount>
        </div>
      ))}
      <Total data-summary-line="total">
        <dt>
          {view.totalLabel}
          <Note>{view.vatNote}</Note>
        </dt>
        <Amount>{formatMoney(view.total)}</Amount>
      </Total>
    </List>
  );
}
