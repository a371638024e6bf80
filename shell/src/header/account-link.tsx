import { t } from '@arbora/shared/messages';
import { useSession } from '@arbora/shared/store';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AccountIcon } from './icons';
import { useHydrated } from '@arbora/shared/platform';

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 2.75rem;
  color: inherit;
  text-decoration: none;
`;

/** A fixed width: a first name replacing « Mon compte » after hydration moves nothing. */
const Name = styled.span`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: inline-block;
    width: 7.5rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * « Mon compte », or the customer's first name once the stored session is read (browser only). The
 * link's name starts with what it shows (WCAG 2.5.3, label in name: a voice user says « Claire »):
 * « Claire, mon compte »; below md only the icon shows, and the name still says where it goes.
 */
export function AccountLink() {
  const firstname = useSession((s) => (s.customer ? (s.customer.firstname ?? null) : null));
  const hydrated = useHydrated();
  const shown = hydrated ? firstname : null;
  const label = shown || t('header_account');
  const name = shown ? `${shown}, ${t('header_account').toLowerCase()}` : t('header_account');
  return (
    <Anchor to="/mon-compte" aria-label={name} data-testid="account-link">
      <AccountIcon />
      <Name>{label}</Name>
    </Anchor>
  );
}
