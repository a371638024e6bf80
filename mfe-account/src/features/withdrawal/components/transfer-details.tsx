import { formatDate, formatMoney, moneyFromWire } from '@arbora/shared/format';
import type { TransferInstructions } from '@arbora/shared/schemas';
import { Card } from '@arbora/shared/ui/commerce';
import { Fragment } from 'react';
import styled from 'styled-components';
import { CardHeading } from '../../../components/card-heading';

/**
 * On a phone each label above its value: beside them, the widest label (« À régler avant le ») left
 * the IBAN a third of a 390 px screen, over three lines. Side by side from the sm breakpoint. The
 * IBAN is shown in groups of 4 and breaks only between them (a no-wrap span per group); copied, it
 * is the groups with their spaces, as on the confirmation page and in the e-mail.
 */
const Bank = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
  dd:last-child {
    margin-bottom: 0;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    dd {
      margin: 0;
    }
  }
`;
const Iban = styled.dd`
  font-variant-numeric: tabular-nums;
  span {
    white-space: nowrap;
  }
`;

/** The IBAN in groups of 4 (« FR76 3000 … »), as printed by banks; a line breaks only between two groups. */
function IbanGroups({ iban }: { iban: string }) {
  const groups = iban.replace(/\s+/g, '').match(/.{1,4}/g) ?? [];
  return (
    <Iban>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <span>{group}</span>
        </Fragment>
      ))}
    </Iban>
  );
}

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
        <IbanGroups iban={transfer.iban} />
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
