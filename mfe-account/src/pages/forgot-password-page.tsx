import type { PageHeadFn } from '@arbora/shared/platform';
import { Link } from '@arbora/shared/ui';
import { EMAIL_SENT_PARAM } from '../components/email-request-form';
import { PageSection } from '../components/page-section';
import { RewindForm } from '../features/password/components/rewind-form';
import { OutcomeParams } from '../lib/page-forms';

// The reset link asked without JavaScript (docs/remote-team-guide.md, « Form actions »).
export { rewindAction as pageAction } from '../features/password/api/rewind-action';

export const pageHead: PageHeadFn = () => ({ title: 'Mot de passe oublié', noindex: true });

// The link sent without JavaScript comes back to `?envoye=1`, out of the address once hydrated.
const OUTCOMES = [EMAIL_SENT_PARAM];

/** `/mot-de-passe-oublie`: a reset link by e-mail, the same answer whether the account exists or not. */
export default function ForgotPasswordPage() {
  return (
    <OutcomeParams names={OUTCOMES}>
      <PageSection title="Mot de passe oublié">
        <p>Indiquez l’adresse e-mail de votre compte client. Nous vous enverrons un lien pour en choisir un nouveau.</p>
        <RewindForm />
        <p>
          <Link to="/connexion">Retour à la connexion</Link>
        </p>
      </PageSection>
    </OutcomeParams>
  );
}
