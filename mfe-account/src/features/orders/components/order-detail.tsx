import { useProPrices } from '@arbora/shared/store';
import { formatDate, formatShopperPriceBoth, linePrices } from '@arbora/shared/format';
import { Card, OrderSummary, PostalAddress, ProOrderSummary } from '@arbora/shared/ui/commerce';
import { carrierLabel } from '@arbora/shared/schemas';
import { Link } from '@arbora/shared/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { CardHeading } from '../../../components/card-heading';
import { orderQuery } from '../api/get-order';
import { AmountDue } from './amount-due';
import { isNotConcluded } from '../order-state';
import { InvoiceDownload } from './invoice-download';
import { PayAgainLink } from './pay-again-link';
import { PAYMENT_METHOD_LABELS, STATUS_LABELS, paymentStatusLine } from './order-labels';

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  /* A phone has no room for four columns: each line becomes a block, its figures labelled. */
  @media (max-width: 599px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    td {
      display: block;
      border: 0;
      padding: 0.125rem 0;
    }
    td.num {
      text-align: left;
      /* A professional's « 1 234,56 € HT (1 481,47 € TTC) » may wrap before its bracket. */
      white-space: normal;
    }
    td[data-label]::before {
      content: attr(data-label) '\\00a0: ';
    }
  }
`;
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/**
 * One order: lines (TTC, éco-participation included; a professional reads HT first, the TTC
 * beside it), the amounts summary (shared: they add up; a professional's reads HT, then « Total
 * HT », the VAT and « Total TTC », as in the checkout), what is left to pay once lines of an unpaid
 * order are withdrawn (« Reste à régler »), addresses, payment, the invoice (none
 * for an order never concluded). A refused payment leads first to where it is paid again.
 */
export function OrderDetail({ reference }: { reference: string }) {
  const order = useSuspenseQuery(orderQuery(reference)).data;
  const pro = useProPrices();
  const Summary = pro ? ProOrderSummary : OrderSummary;
  const { cart } = order;
  return (
    <>
      <p>
        Commande du {formatDate(order.created_at)} · <strong>{STATUS_LABELS[order.status]}</strong>
      </p>
      <PayAgainLink order={order} />
      <Lines>
        <caption style={{ textAlign: 'left', fontWeight: 700 }}>Articles</caption>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col" className="num">
              Quantité
            </th>
            <th scope="col" className="num">
              Prix unitaire
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.list.map((line) => {
            const { unit, total } = linePrices(line, { pro });
            // A free sample reads « Gratuit », as in the cart and on the confirmation (not « 0,00 € TTC »).
            const free = line.type === 'sample';
            return (
              <tr key={line.id}>
                <td>
                  {line.name}
                  <br />
                  <small>Réf. {line.reference}</small>
                </td>
                <td className="num" data-label="Quantité">
                  {line.quantity}
                </td>
                <td className="num" data-label="Prix unitaire">
                  {free ? 'Gratuit' : formatShopperPriceBoth(unit)}
                </td>
                <td className="num" data-label="Total">
                  {free ? 'Gratuit' : formatShopperPriceBoth(total)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Lines>
      <Summary
        label="Montants de la commande"
        cart={{ ...cart, carriers: cart.carriers.map((c) => ({ ...c, selected: c.technical_name === order.carrier })) }}
      />
      <AmountDue due={order.amount_due} lines={cart.list} />
      <Grid>
        <Card as="section">
          <CardHeading>Livraison</CardHeading>
          <p>{carrierLabel(order.carrier)}</p>
          {order.pickup ? (
            // A pickup order is collected there: the home address would mislead.
            <address style={{ fontStyle: 'normal' }}>
              {order.pickup.kind === 'store' ? 'Magasin' : 'Ferme relais'}&nbsp;: <strong>{order.pickup.name}</strong>
              {order.pickup.address ? <br /> : null}
              {order.pickup.address}
              <br />
              {order.pickup.postcode} {order.pickup.city}
              <br />
              <small>{order.pickup.opening_hours}</small>
            </address>
          ) : (
            <PostalAddress address={order.delivery_address} />
          )}
        </Card>
        <Card as="section">
          <CardHeading>Facturation</CardHeading>
          <PostalAddress address={order.billing_address} />
        </Card>
        <Card as="section">
          <CardHeading>Paiement</CardHeading>
          <p>{PAYMENT_METHOD_LABELS[order.payment_method]}</p>
          <p>{paymentStatusLine(order)}</p>
          {order.paid_at && <p>Réglée le {formatDate(order.paid_at)}</p>}
        </Card>
      </Grid>
      {/* A refused payment or a cancelled order: no invoice will be issued, none is promised. */}
      {isNotConcluded(order.status) ? null : <InvoiceDownload order={order} />}
      <p>
        <Link to="/mes-commandes">Retour à mes commandes</Link>
      </p>
    </>
  );
}
