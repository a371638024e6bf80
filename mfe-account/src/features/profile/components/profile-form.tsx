import { t } from '@arbora/shared/messages/account';
import { FormToken } from '@arbora/shared/platform';
import { profileFormSchema, type Customer } from '@arbora/shared/schemas';
import { Button, Link } from '@arbora/shared/ui';
import { Checkbox, Form, Select, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { useSuspenseQuery } from '@tanstack/react-query';
import { MutationOutcome, PostedOutcome } from '../../../components/mutation-outcome';
import { meQuery } from '../../../lib/me-query';
import { FormName, usePostedForm } from '../../../lib/page-forms';
import { PROFILE_FORM, profileValues } from '../api/profile-action';
import { toUpdateBody, useUpdateCustomer } from '../api/update-customer';
import { ReadOnlyValue } from '../../../components/read-only-value';
import { NameFields } from '../../../components/name-fields';
import { useCustomerFunctions } from '../../../lib/customer-functions';
import { OPTIONAL_PHONE_HINT } from '../../../lib/phone-hint';

const defaultsOf = (c: Customer) => ({
  civility: c.civility ?? ('' as const),
  firstname: c.firstname,
  lastname: c.lastname,
  phone: c.phone,
  newsletter: c.newsletter,
  company_name: c.company_name ?? '',
  function: c.function ?? '',
});

/** Personal information of the logged-in customer; company and trade for a professional. */
export function ProfileForm() {
  const customer = useSuspenseQuery(meQuery()).data;
  // Posted without JavaScript: refused (what was typed and the messages), or saved.
  const { refused, saved, action } = usePostedForm(PROFILE_FORM);
  const defaults = refused ? { ...defaultsOf(customer), ...profileValues(refused.values) } : defaultsOf(customer);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useZodForm(profileFormSchema, { defaultValues: defaults });
  // What the server said, until the browser's own first submit.
  const server = isSubmitted ? null : refused;
  // register() writes no value into the server's HTML (issue 36): the customer's values go in as defaults.
  const field = <N extends Exclude<keyof typeof defaults, 'newsletter'>>(name: N) =>
    Object.assign(register(name), { defaultValue: defaults[name] });
  const mutation = useUpdateCustomer();
  const functions = useCustomerFunctions(customer.isPro);
  const onValid = handleSubmit(async (values) => {
    if (mutation.isPending) return;
    await mutation.mutateAsync(toUpdateBody(values, customer.isPro)).catch(() => undefined);
  });
  const err = (name: keyof typeof errors) => validationMessage(errors[name]?.message ?? server?.errors[name]);
  return (
    // Without JavaScript the browser posts it to the page, whose `pageAction` saves it (profile-action.ts).
    <Form aria-label="Informations personnelles" onSubmit={onValid} method="post" action={action}>
      <FormToken />
      <FormName name={PROFILE_FORM} />
      <ReadOnlyValue
        label="Adresse e-mail"
        value={customer.email}
        hint={
          <>
            C’est l’adresse de connexion à votre compte. Pour la changer, écrivez-nous par le formulaire «{'\u00a0'}
            <Link to="/contactez-nous">Contactez-nous</Link>
            {'\u00a0'}».
          </>
        }
      />
      <NameFields
        civility={field('civility')}
        firstname={field('firstname')}
        lastname={field('lastname')}
        errors={{ firstname: err('firstname'), lastname: err('lastname') }}
      />
      <TextField
        {...field('phone')}
        type="tel"
        label="Téléphone"
        autoComplete="tel"
        hint={OPTIONAL_PHONE_HINT}
        error={err('phone')}
      />
      {customer.isPro && (
        <>
          <TextField
            {...field('company_name')}
            label="Raison sociale"
            autoComplete="organization"
            error={err('company_name')}
          />
          <ReadOnlyValue label="Numéro SIRET" value={customer.siret ?? ''} />
          {/* Rendered with its options: a native select cannot show a value it has no option for yet. */}
          {functions.data && (
            <Select
              {...field('function')}
              label="Votre activité"
              placeholder="Non précisée"
              options={functions.data.map((f) => ({ value: f.technical_name, label: f.name }))}
            />
          )}
        </>
      )}
      <Checkbox
        {...register('newsletter')}
        defaultChecked={defaults.newsletter}
        label={t('account_newsletter_label')}
      />
      <PostedOutcome refused={server} saved={saved && !isSubmitted} successKey="account_info_saved" />
      <MutationOutcome mutation={mutation} successKey="account_info_saved" />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('account_save')}
        </Button>
      </div>
    </Form>
  );
}
