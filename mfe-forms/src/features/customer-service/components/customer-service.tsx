import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { AsideBox } from '../../../components/aside-box';
import { contactDetailsQuery } from '../api/get-contact-settings';

const Box = styled(AsideBox)`
  p,
  address {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-style: normal;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const Phone = styled.a`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;

/** « 02 40 00 00 00 » → `tel:+33240000000` (a French number in international form). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^0\d{9}$/.test(digits) ? `+33${digits.slice(1)}` : digits}`;
}

/** Pairs of digits that never wrap: U+00A0 between them. */
const unbreakable = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * The customer service besides the form: phone (a `tel:` link), hours, e-mail (`mailto:`) and
 * postal address, from the site's settings; nothing when the settings state none of them.
 */
export function CustomerService() {
  const { company, address, phone, email, hours } = useSuspenseQuery(contactDetailsQuery()).data;
  if (!phone && !email && !address) return null;
  const lines = address ? address.split(/,\s*/) : [];
  return (
    <Box aria-labelledby="service-client">
      <h2 id="service-client">Service client</h2>
      {phone && (
        <p>
          Par téléphone&nbsp;: <Phone href={telHref(phone)}>{unbreakable(phone)}</Phone>
          {hours && (
            <>
              <br />
              {hours}
            </>
          )}
        </p>
      )}
      {email && (
        <p>
          Par e-mail&nbsp;: <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
      {address && (
        <>
          <p>Par courrier&nbsp;:</p>
          <address>
            {[company, ...lines].filter(Boolean).map((line, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </address>
        </>
      )}
    </Box>
  );
}
