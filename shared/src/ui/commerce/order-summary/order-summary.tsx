import {
  formatMoney,
  orderSummary,
  summaryAmountText,
  type SummaryLine,
  type SummarySource,
} from '@arbora/shared/format';
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

export const SUMMARY_DEFAULTS = {
  pendingShipping: 'Calculée à l’étape suivante',
  label: 'Récapitulatif des montants',
} as const;

/** A summary's lines as `<dt>`/`<dd>` pairs, each amount read by `text` (TTC or HT). */
export function SummaryRows({
  lines,
  pendingShipping,
  text,
}: {
  lines: readonly SummaryLine[];
  pendingShipping: string;
  text: (line: SummaryLine) => string;
}) {
  return lines.map((line, index) => (
    <div key={`${line.kind}-${index}`} data-summary-line={line.kind}>
      <dt>
        {line.label}
        {line.note ? <Note>{line.note}</Note> : null}
      </dt>
      <Amount>{line.amount === null ? <Muted>{pendingShipping}</Muted> : text(line)}</Amount>
    </div>
  ));
}

/**
 * The amounts of a cart or an order in one basis (TTC; éco-participation and VAT as « dont »;
 * discounts TTC), lines from `orderSummary`: what is shown adds up to the total shown. A
 * professional's view (HT, then the totals HT, VAT and TTC) is its sibling ProOrderSummary.
 */
export function OrderSummary({
  cart,
  pendingShipping = SUMMARY_DEFAULTS.pendingShipping,
  label = SUMMARY_DEFAULTS.label,
  className,
}: OrderSummaryProps) {
  const view = orderSummary(cart);
  return (
    <List aria-label={label} className={className}>
      <SummaryRows lines={view.lines} pendingShipping={pendingShipping} text={(line) => summaryAmountText(line)} />
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
