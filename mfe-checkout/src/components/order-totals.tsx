import { t } from '@arbora/shared/messages';
import type { Cart } from '@arbora/shared/schemas';
import styled from 'styled-components';
import { euros } from '../lib/cart';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.text};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.div`
  display: contents;
  dt,
  dd {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.heading};
  }
`;

type Totals = Pick<
  Cart,
  'subtotal' | 'tva' | 'total_ecotax_ttc' | 'shipping_ttc' | 'remise' | 'total_ttc' | 'carriers'
>;

/** Sous-total HT, TVA, éco-participation, livraison, remises, total TTC (SPEC 3 cart amounts). */
export function OrderTotals({ cart }: { cart: Totals }) {
  const carrierChosen = cart.carriers.some((carrier) => carrier.selected);
  return (
    <List aria-label="Récapitulatif des montants">
      <dt>Sous-total HT</dt>
      <dd>{euros(cart.subtotal)}</dd>
      <dt>TVA (20 %)</dt>
      <dd>{euros(cart.tva)}</dd>
      <dt>Éco-participation TTC</dt>
      <dd>{euros(cart.total_ecotax_ttc)}</dd>
      <dt>Livraison TTC</dt>
      <dd>
        {carrierChosen
          ? cart.shipping_ttc === 0
            ? 'Offerte'
            : euros(cart.shipping_ttc)
          : t('cart_shipping_next_step')}
      </dd>
      {cart.remise.map((discount) => (
        <Discount key={discount.name} name={discount.name} amount={discount.amount_ttc} />
      ))}
      <Total>
        <dt>Total TTC</dt>
        <dd>{euros(cart.total_ttc)}</dd>
      </Total>
    </List>
  );
}

function Discount({ name, amount }: { name: string; amount: number }) {
  return (
    <>
      <dt>Remise {name}</dt>
      <dd>−&nbsp;{euros(amount)}</dd>
    </>
  );
}
