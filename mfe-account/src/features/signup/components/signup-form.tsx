import { isHttpError } from '@arbora/shared/errors';
import { t } from '@arbora/shared/messages/account';
import { FormToken, useFormActionState } from '@arbora/shared/platform';
import { Button, Link } from '@arbora/shared/ui';
import { Checkbox, Form, Radio, RadioGroup, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { accountErrorKey } from '../../../lib/error-key';
import {
  SIGNUP_DEFAULTS,
  signupFormSchema,
  toSignupBody,
  useCreateCustomer,
  type SignupFormValues,
  type SignupResponse,
} from '../api/create-customer';
import { SIGNUP_PATH, signupValues } from '../api/signup-action';
import { PasswordStrength } from './password-strength';
import { ProFields } from './pro-fields';
import { SignupErrorSummary, signupFieldId } from './signup-error-summary';
import { SignupPrivacy } from './signup-privacy';
import { EmailField } from '../../../components/email-field';
import { NameFields } from '../../../components/name-fields';
import { OPTIONAL_PHONE_HINT } from '../../../lib/phone-hint';

/**
 * A professional's fields, always in the page: shown once « Un professionnel » is ticked, by the
 * script's state, and where scripts do not run by the radio's own state (`:has`), so a professional
 * signs up without JavaScript too.
 */
const ProSection = styled.div<{ $shown: boolean }>`
  display: ${({ $shown }) => ($shown ? 'contents' : 'none')};
  form:has(input[name='account_type'][value='pro']:checked) & {
    display: contents;
  }
`;

/**
 * Private or professional signup (SPEC 2.2, 5). Fields validate on blur and committed change; the
 * answer is the same whether or not the address already has an account (no enumeration).
 */
export function SignupForm({ onSent }: { onSent: (answer: SignupResponse) => void }) {
  // A signup the server refused (posted without JavaScript): what was typed and the messages.
  const refused = useFormActionState();
  const initial = refused ? signupValues(refused.values) : SIGNUP_DEFAULTS;
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    setError,
    formState: { errors, isSubmitted },
  } = useZodForm(signupFormSchema, { defaultValues: initial });
  const server = isSubmitted ? null : refused;
  // register() writes no value into the server's HTML: the refused values go in as defaults. Each
  // control has a fixed id, which the error summary's links lead to.
  const field = (name: 'firstname' | 'lastname' | 'civility') =>
    Object.assign(register(name), { defaultValue: initial[name], id: signupFieldId(name) });
  const mutation = useCreateCustomer();
  const [siretRefused, setSiretRefused] = useState(false);
  const pro = watch('account_type') === 'pro';
  const passwordValue = watch('password');

  const onValid = handleSubmit(async (values) => {
    if (mutation.isPending) return;
    setSiretRefused(false);
    try {
      const answer = await mutation.mutateAsync(toSignupBody(values));
      onSent(answer);
    } catch (error) {
      if (isHttpError(error) && error.code === 'SIRET_UNKNOWN') {
        setSiretRefused(true);
        setError('siret', { message: 'account_siret_unknown' }, { shouldFocus: true });
      }
    }
  });

  const err = (name: keyof SignupFormValues) => validationMessage(errors[name]?.message ?? server?.errors[name]);
  // The server's refusal of the whole form is said in the summary at the top; the browser's here.
  const failure =
    mutation.isError && !(isHttpError(mutation.error) && mutation.error.code === 'SIRET_UNKNOWN')
      ? t(accountErrorKey(mutation.error))
      : null;

  return (
    // Without JavaScript the browser posts it to /inscription, whose `pageAction` creates the
    // account; with it, handleSubmit stops that and sends it here.
    <Form aria-label="Création de compte" method="post" action={SIGNUP_PATH} onSubmit={onValid}>
      <FormToken />
      {/* A signup the server refused: what to correct, at the top, until the browser's own submit. */}
      {server ? <SignupErrorSummary state={server} /> : null}
      <RadioGroup label="Vous êtes" required id={signupFieldId('account_type')} error={err('account_type')}>
        <Radio
          {...register('account_type')}
          value="private"
          label="Un particulier"
          defaultChecked={initial.account_type === 'private'}
        />
        <Radio
          {...register('account_type')}
          value="pro"
          label="Un professionnel"
          defaultChecked={initial.account_type === 'pro'}
        />
      </RadioGroup>
      <ProSection $shown={pro} data-testid="pro-fields">
        <ProFields
          register={register}
          getValues={getValues}
          setValue={setValue}
          errors={errors}
          siretRefused={siretRefused}
          initial={initial}
          serverErrors={server?.errors}
        />
      </ProSection>
      <NameFields
        civility={field('civility')}
        firstname={field('firstname')}
        lastname={field('lastname')}
        errors={{ firstname: err('firstname'), lastname: err('lastname') }}
      />
      <EmailField
        {...register('email')}
        id={signupFieldId('email')}
        defaultValue={initial.email}
        error={err('email')}
      />
      <TextField
        {...register('phone')}
        id={signupFieldId('phone')}
        defaultValue={initial.phone}
        type="tel"
        label="Téléphone"
        autoComplete="tel"
        hint={OPTIONAL_PHONE_HINT}
        error={err('phone')}
      />
      <div>
        <TextField
          {...register('password')}
          id={signupFieldId('password')}
          type="password"
          label="Mot de passe"
          autoComplete="new-password"
          required
          hint={t('account_password_rule')}
          error={err('password')}
        />
        <PasswordStrength value={passwordValue} />
      </div>
      <TextField
        {...register('password_confirmation')}
        id={signupFieldId('password_confirmation')}
        type="password"
        label="Confirmation du mot de passe"
        autoComplete="new-password"
        required
        error={err('password_confirmation')}
      />
      <SignupPrivacy />
      <Checkbox
        {...register('terms')}
        id={signupFieldId('terms')}
        defaultChecked={initial.terms === true}
        label={t('account_terms_label')}
        hint={<Link to="/conditions-generales-de-vente">Lire les conditions générales</Link>}
        required
        error={err('terms')}
      />
      <Checkbox
        {...register('newsletter')}
        id={signupFieldId('newsletter')}
        defaultChecked={initial.newsletter === true}
        label={t('account_newsletter_label')}
      />
      {failure && <Alert>{failure}</Alert>}
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('account_signup_submit')}
        </Button>
      </div>
    </Form>
  );
}
