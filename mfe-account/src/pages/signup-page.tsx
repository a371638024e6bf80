import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { useIsLoggedIn } from '@arbora/shared/store';
import { Link } from '@arbora/shared/ui';
import { useState } from 'react';
import { PageSection } from '../components/page-section';
import type { SignupResponse } from '../features/signup/api/create-customer';
import { SIGNUP_SENT_PARAM } from '../features/signup/api/signup-action';
import { SignupForm } from '../features/signup/components/signup-form';
import { SignupSent } from '../features/signup/components/signup-sent';
import { customerFunctionsQuery } from '../lib/customer-functions';
import { OutcomeParams, useOutcomeParam } from '../lib/page-forms';

// The signup posted without JavaScript (docs/remote-team-guide.md, « Form actions »).
export { signupAction as pageAction } from '../features/signup/api/signup-action';

// The trades a professional chooses from, in the server's HTML: the list works without JavaScript.
export const pageQueries: PageQueries = () => [customerFunctionsQuery()];

export const pageHead: PageHeadFn = () => ({ title: 'Créer un compte', noindex: true });

const OUTCOMES = [SIGNUP_SENT_PARAM];

/** `/inscription`: private or professional signup, then a page saying the activation e-mail left. */
export default function SignupPage() {
  // Sent without JavaScript, it comes back to `?envoye=1`, out of the address once hydrated.
  return (
    <OutcomeParams names={OUTCOMES}>
      <Signup />
    </OutcomeParams>
  );
}

function Signup() {
  const [sentTo, setSentTo] = useState<SignupResponse | null>(null);
  const loggedIn = useIsLoggedIn();
  // Sent without JavaScript: the page it came back to (the address is not in its URL).
  const sentByServer = useOutcomeParam(SIGNUP_SENT_PARAM) === '1';
  if (sentTo || sentByServer) {
    return (
      <PageSection title="Vérifiez votre boîte e-mail">
        <SignupSent email={sentTo?.email} siretPending={sentTo?.siret_status === 'pending'} />
      </PageSection>
    );
  }
  return (
    <PageSection title="Créer un compte">
      {loggedIn ? (
        <p>
          Vous êtes déjà connecté. <Link to="/mon-compte">Accéder à mon compte</Link>
        </p>
      ) : (
        <>
          <p>
            Déjà client{'\u202f'}? <Link to="/connexion">Connectez-vous</Link>
          </p>
          <SignupForm onSent={setSentTo} />
        </>
      )}
    </PageSection>
  );
}
