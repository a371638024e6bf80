import { t } from '@arbora/shared/messages/account';
import { Link } from '@arbora/shared/ui';
import { Alert } from '../../../components/alert';

/**
 * After signup: the same words whether the address was new or already had an account. A
 * professional whose SIRET the company registry did not confirm is told the account awaits a check.
 */
export function SignupSent({ email, siretPending = false }: { email?: string; siretPending?: boolean }) {
  return (
    <>
      <Alert tone="success">
        {/* Sent without JavaScript, the page does not know the address (kept out of its URL). */}
        <p>{t('account_signup_sent', { email: email ?? 'l’adresse indiquée' })}</p>
      </Alert>
      {siretPending && (
        <p>
          Votre compte professionnel est en attente de vérification{'\u00a0'}: le registre des entreprises ne confirme
          pas encore ce numéro SIRET. Nous vérifions votre entreprise et revenons vers vous par e-mail.
        </p>
      )}
      <p>
        Vous n’avez rien reçu après quelques minutes{'\u202f'}? Vérifiez vos courriers indésirables, ou{' '}
        <Link to="/mot-de-passe-oublie">demandez un nouveau lien</Link>.
      </p>
      <p>
        <Link to="/connexion">Aller à la page de connexion</Link>
      </p>
    </>
  );
}
