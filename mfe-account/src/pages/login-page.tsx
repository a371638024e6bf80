import type { PageHeadFn } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { useIsLoggedIn } from '@arbora/shared/store';
import { PageSection } from '../components/page-section';
import { LoggedInNotice } from '../features/session/components/logged-in-notice';
import { CheckoutReason, INFO_PARAM, LoginNotice } from '../features/session/components/login-notice';
import { LoginPanel } from '../features/session/components/login-panel';
import { OutcomeParams, useOutcomeParam } from '../lib/page-forms';

// The login form posted without JavaScript (docs/remote-team-guide.md, « Form actions »).
export { loginAction as pageAction } from '../features/session/api/login-action';

export const pageHead: PageHeadFn = () => ({ title: 'Connexion', noindex: true });

// `?info=` (logged out, account activated, password changed, session ended) is said once: read as
// the page opens, out of the address once hydrated. `?redirect=` stays: the login goes back to it.
const OUTCOMES = [INFO_PARAM];

/** `/connexion`: the login form. After a login the shell goes to `?redirect=` or home (SPEC 2.1). */
export default function LoginPage() {
  return (
    <OutcomeParams names={OUTCOMES}>
      <Login />
    </OutcomeParams>
  );
}

function Login() {
  const loggedIn = useIsLoggedIn();
  const { ctx } = usePageRoute();
  const info = useOutcomeParam(INFO_PARAM);
  return (
    <PageSection title="Connexion">
      {loggedIn ? (
        <LoggedInNotice redirect={ctx.searchParams.get('redirect')} />
      ) : (
        <>
          <LoginNotice info={info} />
          <CheckoutReason redirect={ctx.searchParams.get('redirect')} />
          <p>Connectez-vous avec l’adresse e-mail de votre compte client.</p>
          <LoginPanel />
        </>
      )}
    </PageSection>
  );
}
