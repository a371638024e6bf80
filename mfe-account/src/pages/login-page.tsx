import { useIsLoggedIn } from '@arbora/shared/store';
import { PageSection } from '../components/page-section';
import { LoggedInNotice } from '../features/session/components/logged-in-notice';
import { LoginPanel } from '../features/session/components/login-panel';

/** `/connexion`: the login form. After a login the shell goes to `?redirect=` or home (SPEC 2.1). */
export default function LoginPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <PageSection title="Connexion">
      {loggedIn ? (
        <LoggedInNotice />
      ) : (
        <>
          <p>Connectez-vous avec l’adresse e-mail de votre compte client.</p>
          <LoginPanel />
        </>
      )}
    </PageSection>
  );
}
