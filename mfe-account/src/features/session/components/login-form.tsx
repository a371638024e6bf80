import { Button } from '@arbora/shared/ui';
import { Form, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { useRef } from 'react';
import { loginErrorKey, loginFormSchema, useLogin, type LoginCredentials } from '../api/login';
import { EmailField } from '../../../components/email-field';
import { MutationOutcome } from '../../../components/mutation-outcome';

/**
 * E-mail and password, validated on blur and committed change with the shared rules, submitted
 * through the shared `login` command. A refusal stays in the form as an alert (the toast the store
 * shows goes away after 3 s; the shopper still needs to know why the form did not go through).
 */
export function LoginForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(loginFormSchema, { defaultValues: { username: '', password: '' } });
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
    <Form aria-label="Connexion" onSubmit={handleSubmit(onValid)}>
      <EmailField
        {...register('username')}
        autoComplete="username"
        error={validationMessage(errors.username?.message)}
      />
      <TextField
        {...register('password')}
        type="password"
        label="Mot de passe"
        autoComplete="current-password"
        required
        error={validationMessage(errors.password?.message)}
      />
      <MutationOutcome mutation={mutation} errorKey={loginErrorKey} />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          Se connecter
        </Button>
      </div>
    </Form>
  );
}
