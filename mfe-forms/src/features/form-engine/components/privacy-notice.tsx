import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';

const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** How the data is used (GDPR information duty), above the consent box. */
export function PrivacyNotice({ purpose }: { purpose: string }) {
  return (
    <Notice>
      Les informations saisies sont utilisées par Arbora pour {purpose}. Elles sont conservées 3{'\u00a0'}ans au plus et
      ne sont jamais cédées à des tiers. Vous pouvez y accéder, les rectifier ou les faire effacer à tout moment
      {'\u00a0'}: voir notre <Link to="/politique-de-confidentialite">politique de confidentialité</Link>.
    </Notice>
  );
}
