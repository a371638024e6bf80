import type { PageHeadFn } from '@arbora/shared/platform';
import { Link } from '@arbora/shared/ui';
import { PageSection } from '../components/page-section';
import { RewindForm } from '../features/password/components/rewind-form';

// The reset link asked without JavaScript (docs/remote-team-guide.md, « Form actions »).
export { rewindAction as pageAction } from '../features/password/api/rewind-action';

export const pageHead: PageHeadFn = () => ({ title: 'Mot de passe oublié', noindex: true });

/** `/mot-de-passe-oublie`: a reset link by e-mail, the same answer whether the account exists or not. */
export default function ForgotPasswordPage() {
  return (
    <PageSection title="Mot de passe oublié">
      <p>Indiquez l’adresse e-mail de votre compte client. Nous vous enverrons un lien pour en choisir un nouveau.</p>
      <RewindForm />
      <p>
        <Link to="/connexion">Retour à la connexion</Link>
      </p>
    </PageSection>
  );
}
