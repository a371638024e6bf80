import { t } from '@arbora/shared/messages/account';
import { FormToken } from '@arbora/shared/platform';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Form, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { MutationOutcome, PostedOutcome } from '../../../components/mutation-outcome';
import { FormName, usePostedForm } from '../../../lib/page-forms';
import { PASSWORD_FORM } from '../api/change-password-action';
import { changePasswordErrorKey, useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordFormValues = { current_password: '', password: '', password_confirmation: '' };

/** A logged-in customer changes their password, giving the current one. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitted },
  } = useZodForm(changePasswordFormSchema, { defaultValues: EMPTY });
  // Posted without JavaScript: refused (the messages; never a password typed), or changed.
  const { refused, saved, action } = usePostedForm(PASSWORD_FORM);
  const server = isSubmitted ? null : refused;
  const err = (name: keyof ChangePasswordFormValues) =>
    validationMessage(errors[name]?.message ?? server?.errors[name]);
  const mutation = useChangePassword();
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
    // Without JavaScript the browser posts it to the page, whose `pageAction` changes it (change-password-action.ts).
    <Form aria-label="Changer de mot de passe" onSubmit={onValid} method="post" action={action}>
      <FormToken />
      <FormName name={PASSWORD_FORM} />
      <TextField
        {...register('current_password')}
        type="password"
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        error={err('current_password')}
      />
      <TextField
        {...register('password')}
        type="password"
        label="Nouveau mot de passe"
        autoComplete="new-password"
        required
        hint={t('account_password_rule')}
        error={err('password')}
      />
      <TextField
        {...register('password_confirmation')}
        type="password"
        label="Confirmation du nouveau mot de passe"
        autoComplete="new-password"
        required
        error={err('password_confirmation')}
      />
      <PostedOutcome refused={server} saved={saved && !isSubmitted} successKey="account_password_changed" />
      <MutationOutcome mutation={mutation} successKey="account_password_changed" errorKey={changePasswordErrorKey} />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('account_reset_submit')}
        </Button>
      </div>
    </Form>
  );
}
