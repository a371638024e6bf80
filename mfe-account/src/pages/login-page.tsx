import type { PageHeadFn } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { useIsLoggedIn } from '@arbora/shared/store';
import { PageSection } from '../components/page-section';
import { LoggedInNotice } from '../features/session/components/logged-in-notice';
import { CheckoutReason, LoginNotice } from '../features/session/components/login-notice';
import { LoginPanel } from '../features/session/components/login-panel';

// The login form posted without JavaScript (docs/remote-team-guide.md, « Form actions »).
export { loginAction as pageAction } from '../features/session/api/login-action';

export const pageHead: PageHeadFn = () => ({ title: 'Connexion', noindex: true });

/** `/connexion`: the login form. After a login the shell goes to `?redirect=` or home (SPEC 2.1). */
export default function LoginPage() {
  const loggedIn = useIsLoggedIn();
  const { ctx } = usePageRoute();
  return (
    <PageSection title="Connexion">
      {loggedIn ? (
        <LoggedInNotice />
      ) : (
        <>
          <LoginNotice info={ctx.searchParams.get('info')} />
          <CheckoutReason redirect={ctx.searchParams.get('redirect')} />
          <p>Connectez-vous avec l’adresse e-mail de votre compte client.</p>
          <LoginPanel />
        </>
      )}
    </PageSection>
  );
}
