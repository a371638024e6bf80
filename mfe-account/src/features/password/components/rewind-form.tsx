import { t } from '@arbora/shared/messages';
import { rewindBodySchema } from '@arbora/shared/schemas';
import { Button, Form, TextField } from '@arbora/shared/ui';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { Alert } from '../../../components/alert';
import { accountErrorKey } from '../../../lib/error-key';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * Asks for a link by e-mail. The answer is the same whether or not an account exists (no
 * enumeration); the form stays so a typo can be corrected and sent again.
 */
export function RewindForm({ label = 'Mot de passe oublié' }: { label?: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(rewindBodySchema, { defaultValues: { username: '' } });
  const mutation = useRequestPasswordReset();
  const onValid = handleSubmit(async ({ username }) => {
    if (mutation.isPending) return;
    await mutation.mutateAsync(username).catch(() => undefined);
  });
  return (
    <Form aria-label={label} onSubmit={onValid}>
      <TextField
        {...register('username')}
        type="email"
        label="Adresse e-mail"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        error={validationMessage(errors.username?.message)}
      />
      {mutation.isSuccess && (
        <Alert tone="success">
          <p>{t('account_rewind_sent')}</p>
        </Alert>
      )}
      {mutation.isError && (
        <Alert>
          <p>{t(accountErrorKey(mutation.error))}</p>
        </Alert>
      )}
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('account_rewind_submit')}
        </Button>
      </div>
    </Form>
  );
}
