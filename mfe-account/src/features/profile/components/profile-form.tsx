import { t } from '@arbora/shared/messages/account';
import { profileFormSchema, type Customer } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Checkbox, Form, Select, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api, STALE_TIME } from '@arbora/shared/api';
import { customerFunctionSchema } from '@arbora/shared/schemas';
import { MutationOutcome } from '../../../components/mutation-outcome';
import { meQuery } from '../../../lib/me-query';
import { toUpdateBody, useUpdateCustomer } from '../api/update-customer';
import { NameFields } from '../../../components/name-fields';

const defaultsOf = (c: Customer) => ({
  civility: c.civility ?? ('' as const),
  firstname: c.firstname,
  lastname: c.lastname,
  phone: c.phone,
  newsletter: c.newsletter,
  company_name: c.company_name ?? '',
  function: c.function ?? '',
});

/** The trades a professional can pick (GET /v1/customer/functions; same list as at signup). */
function useFunctions(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'customer-functions'],
    queryFn: async () => customerFunctionSchema.array().parse(await api.get('/customer/functions', { auth: false })),
    enabled,
    staleTime: STALE_TIME.administrative,
  });
}

/** Personal information of the logged-in customer; company and trade for a professional. */
export function ProfileForm() {
  const customer = useSuspenseQuery(meQuery()).data;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(profileFormSchema, { defaultValues: defaultsOf(customer) });
  const mutation = useUpdateCustomer();
  const functions = useFunctions(customer.isPro);
  const onValid = handleSubmit(async (values) => {
    if (mutation.isPending) return;
    await mutation.mutateAsync(toUpdateBody(values, customer.isPro)).catch(() => undefined);
  });
  const err = (name: keyof typeof errors) => validationMessage(errors[name]?.message);
  return (
    <Form aria-label="Informations personnelles" onSubmit={onValid}>
      <TextField
        label="Adresse e-mail"
        value={customer.email}
        readOnly
        hint="L’adresse de connexion ne peut pas être modifiée ici."
      />
      <NameFields
        civility={register('civility')}
        firstname={register('firstname')}
        lastname={register('lastname')}
        errors={{ firstname: err('firstname'), lastname: err('lastname') }}
      />
      <TextField {...register('phone')} type="tel" label="Téléphone" autoComplete="tel" error={err('phone')} />
      {customer.isPro && (
        <>
          <TextField
            {...register('company_name')}
            label="Raison sociale"
            autoComplete="organization"
            error={err('company_name')}
          />
          <TextField label="Numéro SIRET" value={customer.siret ?? ''} readOnly />
          {/* Rendered with its options: a native select cannot show a value it has no option for yet. */}
          {functions.data && (
            <Select
              {...register('function')}
              label="Votre activité"
              placeholder="Non précisée"
              options={functions.data.map((f) => ({ value: f.technical_name, label: f.name }))}
            />
          )}
        </>
      )}
      <Checkbox {...register('newsletter')} label={t('account_newsletter_label')} />
      <MutationOutcome mutation={mutation} successKey="account_info_saved" />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('account_save')}
        </Button>
      </div>
    </Form>
  );
}
