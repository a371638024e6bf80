import { formatPhoneFr } from '@arbora/shared/format';
import type { OrderAddress } from '@arbora/shared/schemas';

const CIVILITY = { M: 'M.', Mme: 'Mme' } as const;

/** An address as printed on an envelope (order addresses and saved addresses alike). */
export function PostalAddress({ address }: { address: OrderAddress }) {
  const name = [address.civility ? CIVILITY[address.civility] : '', address.firstname, address.lastname]
    .filter(Boolean)
    .join(' ');
  return (
    <address style={{ fontStyle: 'normal' }}>
      {name}
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
