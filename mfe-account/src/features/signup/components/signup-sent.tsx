import { t } from '@arbora/shared/messages/account';
import { Link } from '@arbora/shared/ui';
import { Alert } from '../../../components/alert';

/** After signup: the same words whether the address was new or already had an account. */
export function SignupSent({ email }: { email: string }) {
  return (
    <>
      <Alert tone="success">
        <p>{t('account_signup_sent', { email })}</p>
      </Alert>
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
