import type { PageHeadFn } from '@arbora/shared/platform';
import { refreshCart, useCart } from '@arbora/shared/store';
import { Button, Link } from '@arbora/shared/ui';
import { PageFrame, Skeleton } from '@arbora/shared/ui/commerce';
import { useEffect, useState } from 'react';
import { Notice, Panel, TwoColumns } from '../components/panels';
import { useMe } from '../features/delivery/api/get-me';
import { DeliveryForm } from '../features/delivery/components/delivery-form';
import { OrderSummaryAside } from '../features/delivery/components/order-summary-aside';
import { asCart } from '../lib/cart';

export const pageHead: PageHeadFn = () => ({ title: 'Livraison et paiement | Arbora', noindex: true });

const TITLE = 'Livraison et paiement';

/**
 * `/panier/livraison` (login, the shell's auth guard): the customer's data and cart are loaded
 * in the browser (a skeleton first, the same on the server and the first client render).
 */
export default function DeliveryPage() {
  const [mounted, setMounted] = useState(false);
  const token = useCart((state) => state.token);
  const cart = asCart(useCart((state) => state.cart));
  const order = useCart((state) => state.order) as { reference?: string; confirmation_route?: string } | null;
  const me = useMe();

  useEffect(() => {
    setMounted(true);
    // The server's prices and carriers are the truth; a failure keeps the last cart on screen.
    void refreshCart().catch(() => undefined);
  }, []);

  if (!mounted || me.isPending || (token && !cart)) {
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
          <p>Nous n'avons pas pu charger vos adresses.</p>
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
      <TwoColumns>
        <DeliveryForm customer={me.data} cart={cart} />
        <OrderSummaryAside cart={cart} />
      </TwoColumns>
    </PageFrame>
  );
}
