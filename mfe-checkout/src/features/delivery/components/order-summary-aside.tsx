import type { Cart } from '@arbora/shared/schemas';
import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { OrderTotals } from '../../../components/order-totals';
import { Panel } from '../../../components/page-frame';
import { euros } from '../../../lib/cart';

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

/** The cart beside the form: what is being ordered and what it costs. */
export function OrderSummaryAside({ cart }: { cart: Cart }) {
  return (
    <Panel as="aside" aria-labelledby="livraison-recapitulatif">
      <h2 id="livraison-recapitulatif">Votre commande</h2>
      <Lines>
        {cart.list.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{line.type === 'sample' ? 'Gratuit' : euros(line.total_ttc + line.total_ecotax_ttc)}</span>
          </li>
        ))}
      </Lines>
      <OrderTotals cart={cart} />
      <Link to="/panier">Modifier le panier</Link>
    </Panel>
  );
}
