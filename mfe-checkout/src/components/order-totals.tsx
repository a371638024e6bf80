import { t } from '@arbora/shared/messages/checkout';
import type { Cart } from '@arbora/shared/schemas';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { euros } from '../lib/cart';

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
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.div`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.heading};
  dd {
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
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
      <Row term="Sous-total HT" value={euros(cart.subtotal)} />
      <Row term="TVA (20 %)" value={euros(cart.tva)} />
      <Row term="Éco-participation TTC" value={euros(cart.total_ecotax_ttc)} />
      <Row
        term="Livraison TTC"
        value={
          !carrierChosen ? (
            <Muted>{t('cart_shipping_next_step')}</Muted>
          ) : cart.shipping_ttc === 0 ? (
            'Offerte'
          ) : (
            euros(cart.shipping_ttc)
          )
        }
      />
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

function Row({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Discount({ name, amount }: { name: string; amount: number }) {
  return <Row term={`Remise ${name}`} value={<>−&nbsp;{euros(amount)}</>} />;
}
