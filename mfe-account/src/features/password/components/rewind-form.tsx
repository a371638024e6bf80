import { EmailRequestForm } from '../../../components/email-request-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { REWIND_PATH } from '../api/rewind-action';

/** Asks for a password reset link by e-mail. */
export function RewindForm({ label = 'Mot de passe oublié' }: { label?: string }) {
  return (
    <EmailRequestForm
      label={label}
      mutation={useRequestPasswordReset()}
      successKey="account_rewind_sent"
      submitKey="account_rewind_submit"
      action={REWIND_PATH}
    />
  );
}
