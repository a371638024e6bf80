import { useProPrices } from '@arbora/shared/store';
import { formatShopperPriceBoth, linePrices } from '@arbora/shared/format';
import type { Cart } from '@arbora/shared/schemas';
import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { Panel } from '../../../components/panels';
import { CheckoutOrderSummary } from '../../../components/checkout-order-summary';

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

/** The cart beside the form: what is being ordered and what it costs (the cart's line rule). */
export function OrderSummaryAside({ cart }: { cart: Cart }) {
  const pro = useProPrices();
  return (
    <Panel as="aside" aria-labelledby="livraison-recapitulatif">
      <h2 id="livraison-recapitulatif">Votre commande</h2>
      <Lines>
        {cart.list.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity}&nbsp;×&nbsp;{line.name}
            </span>
            <span>{line.type === 'sample' ? 'Gratuit' : formatShopperPriceBoth(linePrices(line, { pro }).total)}</span>
          </li>
        ))}
      </Lines>
      {/* This step is where the delivery is chosen: not « calculée à l’étape suivante ». */}
      <CheckoutOrderSummary cart={cart} pendingShipping="selon le mode choisi" />
      <Link to="/panier">Modifier le panier</Link>
    </Panel>
  );
}
