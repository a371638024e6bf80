import { formatPersonName, formatPhoneFr } from '@arbora/shared/format';
import type { OrderAddress } from '@arbora/shared/schemas';
import styled from 'styled-components';

export interface PostalAddressProps {
  /** An order's copy of an address, or a saved address (its label and flags are not printed). */
  address: OrderAddress;
  className?: string;
}

const Root = styled.address`
  font-style: normal;
`;

/**
 * An address as printed on an envelope: « M. Paul Durand », the company, the street and its
 * complement, the postcode and town, then the phone in pairs (« Tél. 02 40 00 00 00 »); the lines
 * not given are left out. The order page, the address book and the confirmation print it alike.
 */
export function PostalAddress({ address, className }: PostalAddressProps) {
  return (
    <Root className={className}>
      {formatPersonName(address)}
      <br />
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.street}
      <br />
      {address.street_complement ? (
        <>
          {address.street_complement}
          <br />
        </>
      ) : null}
      {address.postcode} {address.city}
      {address.phone ? (
        <>
          <br />
          Tél. {formatPhoneFr(address.phone)}
        </>
      ) : null}
    </Root>
  );
}
