import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';

const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * What the signup's data is used for (GDPR information duty, where it is collected), as the privacy
 * policy says it: the account and its orders, the newsletter only when its box is ticked.
 */
export function SignupPrivacy() {
  return (
    <Notice>
      Vos informations servent à gérer votre compte et vos commandes et, si vous cochez la case prévue, à vous envoyer
      nos offres. Elles ne sont jamais cédées à des tiers. Vous pouvez y accéder, les rectifier ou les faire effacer à
      tout moment{'\u00a0'}: voir notre <Link to="/politique-de-confidentialite">politique de confidentialité</Link>.
    </Notice>
  );
}
