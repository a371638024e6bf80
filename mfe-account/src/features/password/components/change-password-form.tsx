import { t } from '@arbora/shared/messages/account';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Form, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { MutationOutcome } from '../../../components/mutation-outcome';
import { accountErrorKey } from '../../../lib/error-key';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordFormValues = { current_password: '', password: '', password_confirmation: '' };

const changePasswordErrorKey = (error: unknown) =>
  accountErrorKey(error, { USER_NOT_AUTHORIZED: 'account_current_password_wrong' });

/** A logged-in customer changes their password, giving the current one. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(changePasswordFormSchema, { defaultValues: EMPTY });
  const mutation = useChangePassword();
  // No server action yet (issue 36): method=post, so a submit before the script never puts the fields in a URL.
  const onValid = handleSubmit(async (values) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY);
    } catch {
      // told below
    }
  });
  return (
    <Form aria-label="Changer de mot de passe" onSubmit={onValid} method="post">
      <TextField
        {...register('current_password')}
        type="password"
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        error={validationMessage(errors.current_password?.message)}
      />
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
        label="Confirmation du nouveau mot de passe"
        autoComplete="new-password"
        required
        error={validationMessage(errors.password_confirmation?.message)}
      />
      <MutationOutcome mutation={mutation} successKey="account_password_changed" errorKey={changePasswordErrorKey} />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('account_reset_submit')}
        </Button>
      </div>
    </Form>
  );
}
