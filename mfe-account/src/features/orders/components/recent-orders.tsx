import { Link } from '@arbora/shared/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ordersQuery } from '../api/get-orders';
import { OrderTable } from './order-table';

/** How many of the last orders the account home shows. */
export const RECENT_ORDERS = 3;

/** The customer's last three orders, for the account home. */
export function RecentOrders() {
  const { items, pagination } = useSuspenseQuery(ordersQuery(1, RECENT_ORDERS)).data;
  if (items.length === 0) return <p>Aucune commande pour le moment.</p>;
  return (
    <>
      <OrderTable orders={items} caption="Dernières commandes" />
      {pagination.total > items.length && (
        <p>
          <Link to="/mes-commandes">Voir toutes mes commandes ({pagination.total})</Link>
        </p>
      )}
    </>
  );
}
