import { Fragment } from 'react';
import styled from 'styled-components';

export interface BankDetailsProps {
  holder: string;
  /** As the API gives it, spaced or not: printed in groups of four. */
  iban: string;
  bic: string;
  /** The amount to transfer, already formatted (« 1 234,50 € »). */
  amount: string;
  /** The order's reference, to write in the transfer's wording. */
  reference: string;
  /** The formatted date the transfer is awaited by, when known. */
  deadline?: string;
  className?: string;
}

/**
 * On a phone each label above its value: beside them, the widest label (« À régler avant le ») left
 * the IBAN a third of a 390 px screen, over three lines. Side by side from the sm breakpoint.
 */
const Root = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-variant-numeric: tabular-nums;
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

/** A group of the IBAN: a line breaks only between two groups. */
const Group = styled.span`
  white-space: nowrap;
`;

/** « FR76 3000 6000 … 189 », as banks print it; copied, the groups with their spaces. */
function ibanGroups(iban: string): string[] {
  return iban.replace(/\s+/g, '').match(/.{1,4}/g) ?? [];
}

/**
 * Where to send a bank transfer: holder, IBAN, BIC, amount, reference and, when known, the date
 * it is awaited by. The order's confirmation and the customer's order page print it alike.
 */
export function BankDetails({ holder, iban, bic, amount, reference, deadline, className }: BankDetailsProps) {
  return (
    <Root aria-label="Coordonnées bancaires" className={className}>
      <dt>Titulaire</dt>
      <dd>{holder}</dd>
      <dt>IBAN</dt>
      <dd>
        {ibanGroups(iban).map((group, index) => (
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            <Group>{group}</Group>
          </Fragment>
        ))}
      </dd>
      <dt>BIC</dt>
      <dd>{bic}</dd>
      <dt>Montant</dt>
      <dd>{amount}</dd>
      <dt>Référence</dt>
      <dd>{reference}</dd>
      {deadline ? (
        <>
          <dt>À régler avant le</dt>
          <dd>{deadline}</dd>
        </>
      ) : null}
    </Root>
  );
}
