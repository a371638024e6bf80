import { formatDate, formatMoney, moneyFromWire } from '@arbora/shared/format';
import type { TransferInstructions } from '@arbora/shared/schemas';
import { Card } from '@arbora/shared/ui/commerce';
import styled from 'styled-components';
import { CardHeading } from '../../../components/card-heading';

const Bank = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Where to send the transfer an order awaits: the same details as the confirmation page and the e-mail. */
export function TransferDetails({ transfer }: { transfer: TransferInstructions }) {
  return (
    <Card as="section" aria-labelledby="commande-virement">
      <CardHeading id="commande-virement">Payer par virement</CardHeading>
      <p>
        Votre commande sera préparée à réception de votre virement, à effectuer avant le {formatDate(transfer.deadline)}
        . Indiquez la référence ci-dessous dans le libellé.
      </p>
      <Bank aria-label="Coordonnées bancaires">
        <dt>Titulaire</dt>
        <dd>{transfer.holder}</dd>
        <dt>IBAN</dt>
        <dd>{transfer.iban}</dd>
        <dt>BIC</dt>
        <dd>{transfer.bic}</dd>
        <dt>Montant</dt>
        <dd>{formatMoney(moneyFromWire(transfer.amount))}</dd>
        <dt>Référence</dt>
        <dd>{transfer.reference}</dd>
        <dt>À régler avant le</dt>
        <dd>{formatDate(transfer.deadline)}</dd>
      </Bank>
    </Card>
  );
}
