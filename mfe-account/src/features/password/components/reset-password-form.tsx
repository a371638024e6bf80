import { isHttpError } from '@arbora/shared/errors';
import { t } from '@arbora/shared/messages/account';
import { resetPasswordFormSchema } from '@arbora/shared/schemas';
import { Button, Link } from '@arbora/shared/ui';
import { Form, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { accountErrorKey } from '../../../lib/error-key';
import { useResetPassword } from '../api/change-password';

/** Where the shopper goes once the password is changed: the login page, saying so. */
export const RESET_DONE_TARGET = '/connexion?info=mot-de-passe-modifie';
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

function InvalidLink() {
  return (
    <Alert>
      <p>
        {t('account_reset_invalid')} <Link to="/mot-de-passe-oublie">Recevoir un nouveau lien</Link>
      </p>
    </Alert>
  );
}

/** A new password with the e-mailed token (SPEC 5 rules on blur); a used or expired link says so. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(resetPasswordFormSchema, { defaultValues: { password: '', password_confirmation: '' } });
  const mutation = useResetPassword();
  const navigate = useNavigate();
  if (token === null || !TOKEN.test(token)) return <InvalidLink />;

  const onValid = handleSubmit(async (values) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync({ token, ...values });
      void navigate(RESET_DONE_TARGET, { replace: true });
    } catch {
      // told below
    }
  });
  const invalid = mutation.isError && isHttpError(mutation.error) && mutation.error.code === 'ACCOUNT_TOKEN_INVALID';
  return (
    <Form aria-label="Choix du mot de passe" onSubmit={onValid}>
      <TextField
        {...register('password')}
        type="password"
        label="Nouveau mot de passe"
        autoComplete="new-password"
        required
        hint={t('account_password_rule')}
        error={validationMessage(errors.password?.message)}
      />
      <TextField
        {...register('password_confirmation')}
        type="password"
        label="Confirmation du mot de passe"
        autoComplete="new-password"
        required
        error={validationMessage(errors.password_confirmation?.message)}
      />
      {invalid && <InvalidLink />}
      {mutation.isError && !invalid && (
        <Alert>
          <p>{t(accountErrorKey(mutation.error))}</p>
        </Alert>
      )}
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('account_reset_submit')}
        </Button>
      </div>
    </Form>
  );
}
