import { Link } from '@arbora/shared/ui';
import { EmailRequestForm } from '../../../components/email-request-form';
import { useResendActivation } from '../api/resend-activation';

/** Asks for a new activation e-mail (only an account still waiting for activation gets one). */
export function ResendActivationForm() {
  return (
    <EmailRequestForm
      label="Recevoir un nouvel e-mail d’activation"
      mutation={useResendActivation()}
      successKey="account_activation_resent"
      submitKey="account_activation_resend_submit"
      intro={<p>Saisissez l’adresse e-mail de votre compte pour recevoir un nouveau lien d’activation.</p>}
    >
      <p>
        Votre compte est déjà activé&#x202F;? <Link to="/connexion">Connectez-vous</Link> ou{' '}
        <Link to="/mot-de-passe-oublie">choisissez un nouveau mot de passe</Link>.
      </p>
    </EmailRequestForm>
  );
}
