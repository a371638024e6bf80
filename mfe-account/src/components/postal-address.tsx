import { formatPersonName, formatPhoneFr } from '@arbora/shared/format';
import type { OrderAddress } from '@arbora/shared/schemas';

/** An address as printed on an envelope (order addresses and saved addresses alike). */
export function PostalAddress({ address }: { address: OrderAddress }) {
  return (
    <address style={{ fontStyle: 'normal' }}>
      {formatPersonName(address)}
      <br />
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.street}
      <br />
      {address.street_complement && (
        <>
          {address.street_complement}
          <br />
        </>
      )}
      {address.postcode} {address.city}
      {address.phone && (
        <>
          <br />
          Tél. {formatPhoneFr(address.phone)}
        </>
      )}
    </address>
  );
}
