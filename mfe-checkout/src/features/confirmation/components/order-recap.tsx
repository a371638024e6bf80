import { useProPrices } from '@arbora/shared/store';
import { formatShopperPriceBoth, linePrices } from '@arbora/shared/format';
import { carrierLabel, type Order } from '@arbora/shared/schemas';
import { OrderSummary, PostalAddress, ProOrderSummary } from '@arbora/shared/ui/commerce';
import styled from 'styled-components';
import { OrderNumber } from '../../../components/order-number';
import { Panel } from '../../../components/panels';
import { useRelayFarm } from '../api/get-relay-farm';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/** What was ordered: lines, totals, delivery mode and address (the order's own copy, SPEC 3). */
export function OrderRecap({ order }: { order: Order }) {
  const pro = useProPrices();
  // A professional reads the amounts HT first, as the lines above them (ProOrderSummary).
  const Summary = pro ? ProOrderSummary : OrderSummary;
  // Orders made before the pickup place was kept name their farm by id only.
  const farm = useRelayFarm(order.pickup ? null : order.relay_point_id);
  const pickup = order.pickup ?? (farm ? { ...farm, kind: 'relay' as const } : null);
  return (
    <Panel aria-labelledby="commande-recapitulatif">
      <h2 id="commande-recapitulatif">
        Récapitulatif de la commande <OrderNumber>{order.reference}</OrderNumber>
      </h2>
      <Lines aria-label="Articles commandés">
        {order.cart.list.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity}&nbsp;×&nbsp;{line.name}
              {line.type === 'sample' ? ' (échantillon)' : ''}
            </span>
            <span>{line.type === 'sample' ? 'Gratuit' : formatShopperPriceBoth(linePrices(line, { pro }).total)}</span>
          </li>
        ))}
      </Lines>
      <Summary
        cart={{
          ...order.cart,
          carriers: order.cart.carriers.map((c) => ({ ...c, selected: c.technical_name === order.carrier })),
        }}
      />
      <Columns>
        <div>
          <h3>Livraison – {carrierLabel(order.carrier)}</h3>
          {pickup ? (
            <p>
              À retirer {pickup.kind === 'store' ? 'au magasin' : 'à la ferme relais'} <strong>{pickup.name}</strong>,{' '}
              {[pickup.address, `${pickup.postcode} ${pickup.city}`].filter((p) => p.trim()).join(', ')}.{' '}
              {pickup.opening_hours}
            </p>
          ) : (
            <PostalAddress address={order.delivery_address} />
          )}
        </div>
        <div>
          <h3>Facturation</h3>
          <PostalAddress address={order.billing_address} />
        </div>
      </Columns>
    </Panel>
  );
}
