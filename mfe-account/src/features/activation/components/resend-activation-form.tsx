import { t } from '@arbora/shared/messages';
import { rewindBodySchema } from '@arbora/shared/schemas';
import { Button, Form, Link, TextField } from '@arbora/shared/ui';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { Alert } from '../../../components/alert';
import { accountErrorKey } from '../../../lib/error-key';
import { useResendActivation } from '../api/resend-activation';

/**
 * Asks for a new activation e-mail. The answer is the same whatever the address (no enumeration);
 * the form stays so a typo can be corrected and sent again.
 */
export function ResendActivationForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(rewindBodySchema, { defaultValues: { username: '' } });
  const mutation = useResendActivation();
  const onValid = handleSubmit(async ({ username }) => {
    if (mutation.isPending) return;
    await mutation.mutateAsync(username).catch(() => undefined);
  });
  return (
    <Form aria-label="Recevoir un nouvel e-mail d’activation" onSubmit={onValid}>
      <p>Saisissez l’adresse e-mail de votre compte pour recevoir un nouveau lien d’activation.</p>
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
          <p>{t('account_activation_resent')}</p>
        </Alert>
      )}
      {mutation.isError && (
        <Alert>
          <p>{t(accountErrorKey(mutation.error))}</p>
        </Alert>
      )}
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('account_activation_resend_submit')}
        </Button>
      </div>
      <p>
        Votre compte est déjà activé&#x202F;? <Link to="/connexion">Connectez-vous</Link> ou{' '}
        <Link to="/mot-de-passe-oublie">choisissez un nouveau mot de passe</Link>.
      </p>
    </Form>
  );
}
