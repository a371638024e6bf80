import { formatMoney } from '@arbora/shared/format';
import type { Cart } from '@arbora/shared/schemas';
import { useProPrices } from '@arbora/shared/store';
import { OrderSummary } from '@arbora/shared/ui/commerce';
import styled from 'styled-components';
import { proAmountText, proOrderSummary } from './pro-order-summary';

// The look of shared/ui/commerce OrderSummary (its styles are not part of its public surface).
const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Amount = styled.dd`
  margin: 0;
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: normal;
`;

const TotalHt = styled.div`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Total = styled.div`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.heading};
`;

const LABEL = 'Récapitulatif des montants';

/**
 * The cart's amounts on the cart page and the delivery step: TTC for anyone (shared OrderSummary);
 * for a professional (useProPrices, as the line prices above it), HT, then « Total HT », « TVA »
 * and « Total TTC », the amount charged (proOrderSummary).
 */
export function CheckoutOrderSummary({ cart, pendingShipping }: { cart: Cart; pendingShipping: string }) {
  const pro = useProPrices();
  if (!pro) return <OrderSummary cart={cart} pendingShipping={pendingShipping} label={LABEL} />;
  const view = proOrderSummary(cart);
  return (
    <List aria-label={LABEL}>
      {view.lines.map((line, index) => (
        <div key={`${line.kind}-${index}`} data-summary-line={line.kind}>
          <dt>
            {line.label}
            {line.note ? <Note>{line.note}</Note> : null}
          </dt>
          <Amount>{line.amount === null ? <Muted>{pendingShipping}</Muted> : proAmountText(line)}</Amount>
        </div>
      ))}
      <TotalHt data-summary-line="total_ht">
        <dt>Total HT</dt>
        <Amount>{formatMoney(view.totalHt)}</Amount>
      </TotalHt>
      <div data-summary-line="vat">
        <dt>{view.vatLabel}</dt>
        <Amount>{formatMoney(view.vat)}</Amount>
      </div>
      <Total data-summary-line="total">
        <dt>Total TTC</dt>
        <Amount>{formatMoney(view.totalTtc)}</Amount>
      </Total>
    </List>
  );
}
