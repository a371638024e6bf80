import { NotFoundError } from '@arbora/shared/errors';
import { withPage } from '@arbora/shared/routes';
import { Link } from '@arbora/shared/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { ordersQuery } from '../api/get-orders';
import { OrderTable } from './order-table';

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: center;
`;

const pageHref = (page: number) => withPage('/mes-commandes', page);

/** One page of the customer's orders, with links to the previous and next pages. */
export function OrdersList({ page }: { page: number }) {
  const { items, pagination } = useSuspenseQuery(ordersQuery(page)).data;
  // A page past the last is no page (SPEC 2.1: the shell's 404 screen), as for the catalogue.
  if (page > 1 && page > pagination.pages)
    throw new NotFoundError(`Page Not Found ${withPage('/mes-commandes', page)}`);
  if (pagination.total === 0) {
    return (
      <p>
        Vous n’avez pas encore passé de commande. <Link to="/">Découvrir nos produits</Link>
      </p>
    );
  }
  return (
    <>
      <OrderTable orders={items} caption="Vos commandes" />
      {pagination.pages > 1 && (
        <Pager aria-label="Pages de commandes">
          {page > 1 && (
            <Link to={pageHref(page - 1)} rel="prev">
              Page précédente
            </Link>
          )}
          <span aria-current="page">
            Page {page} sur {pagination.pages}
          </span>
          {page < pagination.pages && (
            <Link to={pageHref(page + 1)} rel="next">
              Page suivante
            </Link>
          )}
        </Pager>
      )}
    </>
  );
}
