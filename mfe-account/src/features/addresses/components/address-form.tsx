import { t } from '@arbora/shared/messages/account';
import { addressFormSchema, type Address, type AddressFormValues } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Checkbox, Form, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { accountErrorKey } from '../../../lib/error-key';
import { toAddressBody, useSaveAddress } from '../api/address-mutations';
import { FieldRow } from '../../../components/field-row';
import { NameFields } from '../../../components/name-fields';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const EMPTY: AddressFormValues = {
  label: '',
  civility: '',
  firstname: '',
  lastname: '',
  company: '',
  street: '',
  street_complement: '',
  postcode: '',
  city: '',
  country: 'FR',
  phone: '',
  is_delivery_default: false,
  is_invoice_default: false,
};

const valuesOf = (a: Address): AddressFormValues => ({
  ...EMPTY,
  ...a,
  civility: a.civility ?? '',
  country: 'FR',
});

interface Props {
  customerId: number;
  /** The address edited; a new one when absent. */
  address?: Address;
  /** Cancelled. */
  onDone: () => void;
  onSaved: () => void;
}

/** Adds or edits a saved address, with its default delivery and invoice flags. */
export function AddressForm({ customerId, address, onDone, onSaved }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(addressFormSchema, { defaultValues: address ? valuesOf(address) : EMPTY });
  const mutation = useSaveAddress();
  const onValid = handleSubmit(async (values) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync({ customerId, addressId: address?.id, body: toAddressBody(values) });
      onSaved();
    } catch {
      // told below
    }
  });
  const err = (name: keyof AddressFormValues) => validationMessage(errors[name]?.message);
  const title = address ? `Modifier l’adresse ${address.label}` : 'Nouvelle adresse';
  return (
    <Form aria-label={title} onSubmit={onValid}>
      <TextField
        {...register('label')}
        label="Nom de l’adresse"
        hint="Par exemple : Maison, Bureau"
        error={err('label')}
      />
      <NameFields
        civility={register('civility')}
        firstname={register('firstname')}
        lastname={register('lastname')}
        errors={{ firstname: err('firstname'), lastname: err('lastname') }}
      />
      <TextField {...register('company')} label="Société" autoComplete="organization" error={err('company')} />
      <TextField {...register('street')} label="Adresse" autoComplete="address-line1" required error={err('street')} />
      <TextField
        {...register('street_complement')}
        label="Complément d’adresse"
        autoComplete="address-line2"
        error={err('street_complement')}
      />
      <FieldRow>
        <TextField
          {...register('postcode')}
          label="Code postal"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          error={err('postcode')}
        />
        <TextField {...register('city')} label="Ville" autoComplete="address-level2" required error={err('city')} />
      </FieldRow>
      <TextField {...register('phone')} type="tel" label="Téléphone" autoComplete="tel" required error={err('phone')} />
      <Checkbox {...register('is_delivery_default')} label="Adresse de livraison par défaut" />
      <Checkbox {...register('is_invoice_default')} label="Adresse de facturation par défaut" />
      {mutation.isError && (
        <Alert>
          <p>{t(accountErrorKey(mutation.error))}</p>
        </Alert>
      )}
      <Actions>
        <Button type="submit" loading={mutation.isPending}>
          {t('account_save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('account_cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
