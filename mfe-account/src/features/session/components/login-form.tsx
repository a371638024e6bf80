import { t, type MessageKey } from '@arbora/shared/messages/account';
import { FormToken, useFormActionState, usePageRoute } from '@arbora/shared/platform';
import { Button } from '@arbora/shared/ui';
import { Form, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { useRef } from 'react';
import { loginErrorKey, loginFormSchema, useLogin, type LoginCredentials } from '../api/login';
import { loginActionUrl } from '../api/login-action';
import { Alert } from '../../../components/alert';
import { EmailField } from '../../../components/email-field';
import { MutationOutcome } from '../../../components/mutation-outcome';

/**
 * E-mail and password, validated on blur and committed change with the shared rules, submitted
 * through the shared `login` command. A refusal stays in the form as an alert (the toast the store
 * shows goes away after 3 s; the shopper still needs to know why the form did not go through).
 */
export function LoginForm() {
  // A login the server refused (posted without JavaScript): the e-mail typed and the messages.
  const refused = useFormActionState();
  const username = typeof refused?.values.username === 'string' ? refused.values.username : '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useZodForm(loginFormSchema, { defaultValues: { username, password: '' } });
  const { ctx } = usePageRoute();
  // The server's messages until the browser's own first submit.
  const serverError = (field: string) => (isSubmitted ? undefined : refused?.errors[field]);
  const mutation = useLogin();
  // While pending the button swallows clicks (and Enter's implicit submission, a click on it);
  // this guard covers any other way a submit event arrives.
  const busy = useRef(false);

  const onValid = async (values: LoginCredentials) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await mutation.mutateAsync(values);
    } catch {
      // shown from mutation.error below
    } finally {
      busy.current = false;
    }
  };

  return (
    // Without JavaScript (or before hydration) the browser posts it to /connexion, whose
    // `pageAction` logs in on the server; with it, handleSubmit stops that and logs in here.
    <Form
      aria-label="Connexion"
      method="post"
      action={loginActionUrl(ctx.pathname, ctx.searchParams)}
      onSubmit={handleSubmit(onValid)}
    >
      <FormToken />
      <EmailField
        {...register('username')}
        defaultValue={username}
        autoComplete="username"
        error={validationMessage(errors.username?.message ?? serverError('username'))}
      />
      <TextField
        {...register('password')}
        type="password"
        label="Mot de passe"
        autoComplete="current-password"
        required
        error={validationMessage(errors.password?.message ?? serverError('password'))}
      />
      {!isSubmitted && refused?.message && (
        <Alert>
          <p>{t(refused.message as MessageKey)}</p>
        </Alert>
      )}
      <MutationOutcome mutation={mutation} errorKey={loginErrorKey} />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          Se connecter
        </Button>
      </div>
    </Form>
  );
}
