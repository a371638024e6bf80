import { formatDate, formatMoney, moneyFromWire } from '@arbora/shared/format';
import type { OrderSummary } from '@arbora/shared/schemas';
import { Link, VisuallyHidden } from '@arbora/shared/ui';
import styled from 'styled-components';
import { OrderNumber } from '../../../components/order-number';
import { STATUS_LABELS } from './order-labels';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  @media (max-width: 479px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    td {
      border: 0;
      padding: 0.125rem 0;
    }
  }
`;

/** Orders with date, reference (a link to the detail), status and total. */
export function OrderTable({ orders, caption }: { orders: readonly OrderSummary[]; caption: string }) {
  return (
    <Table>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Référence</th>
          <th scope="col">Date</th>
          <th scope="col">Statut</th>
          <th scope="col">Total TTC</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.reference}>
            <td>
              <Link to={`/mes-commandes/${order.reference}`}>
                <OrderNumber>{order.reference}</OrderNumber>
              </Link>
            </td>
            <td>{formatDate(order.created_at)}</td>
            <td>{STATUS_LABELS[order.status]}</td>
            <td>{formatMoney(moneyFromWire(order.total_ttc))}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
