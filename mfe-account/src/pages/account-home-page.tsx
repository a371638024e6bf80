import { useIsLoggedIn, useSession } from '@arbora/shared/store';
import { PageSection } from '../components/page-section';
import { AccountLinks } from '../features/account-home/components/account-links';
import { LoginPanel } from '../features/session/components/login-panel';
import { LogoutButton } from '../features/session/components/logout-button';

/**
 * `/mon-compte`: the customer's account home. SPEC 2.2 does not mark it as needing login, so a
 * visitor gets the login form here (and stays here once logged in).
 */
export default function AccountHomePage() {
  const loggedIn = useIsLoggedIn();
  const firstname = useSession((state) => state.customer?.firstname?.trim() || null);
  if (!loggedIn) {
    return (
      <PageSection title="Mon compte">
        <p>Connectez-vous pour retrouver vos informations, vos commandes et vos chantiers.</p>
        <LoginPanel />
      </PageSection>
    );
  }
  return (
    <PageSection title={firstname ? `Bonjour ${firstname}` : 'Bonjour'}>
      <AccountLinks />
      <div>
        <LogoutButton />
      </div>
    </PageSection>
  );
}
