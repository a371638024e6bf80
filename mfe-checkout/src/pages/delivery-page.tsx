import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { refreshCart, useCart, useServerCart } from '@arbora/shared/store';
import { Button, Link } from '@arbora/shared/ui';
import { PageFrame, Skeleton } from '@arbora/shared/ui/commerce';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Notice, Panel, TwoColumns } from '../components/panels';
import { meQuery, useMe } from '../features/delivery/api/get-me';
import { DeliveryForm } from '../features/delivery/components/delivery-form';
import { OrderSummaryAside } from '../features/delivery/components/order-summary-aside';
import { asCart } from '../lib/cart';

export const pageHead: PageHeadFn = () => ({ title: 'Livraison et paiement | Arbora', noindex: true });
/** The step's form posted without JavaScript: it orders (issue 36). */
export { orderAction as pageAction } from '../features/delivery/api/order-action';

const TITLE = 'Livraison et paiement';

/**
 * « Votre commande » comes first in the page: on a phone (one column) the shopper reads what they
 * order before the order button; from the lg width it is the aside of the second column.
 */
const SummaryFirst = styled(TwoColumns)`
  ${({ theme }) => theme.media.lg} {
    > :first-child {
      grid-column: 2;
      grid-row: 1;
    }
    > :last-child {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;

/**
 * The customer (addresses): the shell server loads it only for a customer's session cookie
 * (issue 36), with the cart of the cart cookie (`useServerCart`).
 */
export const pageQueries: PageQueries = () => [meQuery()];

/**
 * `/panier/livraison` (login, the shell's auth guard). Rendered by the shell server with the
 * session's customer and the cart cookie's cart; the browser's first render shows that same cart
 * (the store, persisted in this browser, may differ), then the store's, reloaded from the API.
 * Without the server's data (no session on the server): a skeleton first, on both sides.
 */
export default function DeliveryPage() {
  const [mounted, setMounted] = useState(false);
  const serverCart = useServerCart();
  const storeToken = useCart((state) => state.token);
  const storeCart = useCart((state) => state.cart);
  const storeOrder = useCart((state) => state.order) as { reference?: string; confirmation_route?: string } | null;
  const me = useMe();
  // Until mounted, only what the server knew; then the store's (the server's while the store, on the
  // same token, has not reloaded it yet).
  const fromServer = !mounted && serverCart !== null;
  const sameCart = serverCart?.token && serverCart.token === storeToken ? serverCart.cart : null;
  const token = fromServer ? serverCart.token : storeToken;
  const cart = asCart(fromServer ? serverCart.cart : (storeCart ?? sameCart));
  const order = mounted ? storeOrder : null;

  useEffect(() => {
    setMounted(true);
    // The server's prices and carriers are the truth; a failure keeps the last cart on screen.
    void refreshCart().catch(() => undefined);
  }, []);

  if ((!mounted && !fromServer) || me.isPending || (token && !cart)) {
    return (
      <PageFrame title={TITLE}>
        <Skeleton variant="rect" height="20rem" />
      </PageFrame>
    );
  }
  if (me.isError) {
    return (
      <PageFrame title={TITLE}>
        <Notice $tone="error" role="alert">
          <p>Nous n’avons pas pu charger vos adresses.</p>
          <Button variant="secondary" size="sm" onClick={() => void me.refetch()}>
            Réessayer
          </Button>
        </Notice>
      </PageFrame>
    );
  }
  if (!cart || cart.list.length === 0) {
    return (
      <PageFrame title={TITLE}>
        <Panel aria-labelledby="livraison-vide">
          <h2 id="livraison-vide">Votre panier est vide</h2>
          {order?.reference && order.confirmation_route ? (
            <p>
              Votre commande {order.reference} est enregistrée.{' '}
              <Link to={`${order.confirmation_route}?order=${order.reference}`}>Voir ma commande</Link>
            </p>
          ) : null}
          <p>
            <Link to="/panier">Retour au panier</Link>
          </p>
        </Panel>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={TITLE}>
      <SummaryFirst>
        <OrderSummaryAside cart={cart} />
        <DeliveryForm customer={me.data} cart={cart} />
      </SummaryFirst>
    </PageFrame>
  );
}
