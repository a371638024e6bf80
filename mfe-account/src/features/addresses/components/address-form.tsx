import { t } from '@arbora/shared/messages/account';
import { FormToken, type FormActionState } from '@arbora/shared/platform';
import { addressFormSchema, type Address, type AddressFormValues } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Checkbox, Form, TextField } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import styled from 'styled-components';
import { MutationOutcome, PostedOutcome } from '../../../components/mutation-outcome';
import { FormName } from '../../../lib/page-forms';
import { ADDRESS_FORM, addressValues } from '../api/address-actions';
import { addressName } from './address-card';
import { CancelButton } from './cancel-button';
import { toAddressBody, useSaveAddress } from '../api/address-mutations';
import { FieldRow } from '../../../components/field-row';
import { NameFields } from '../../../components/name-fields';
import { PHONE_FORMAT } from '../../../lib/phone-hint';

/** What the form does, said above its fields (the page opens on it without JavaScript). */
const Title = styled.h3`
  margin: 0;
`;
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

type Text = Exclude<keyof AddressFormValues, 'is_delivery_default' | 'is_invoice_default'>;

interface Props {
  customerId: number;
  /** The address edited; a new one when absent. */
  address?: Address;
  /** Where it posts without JavaScript (the page, on its address book), and where « Annuler » goes. */
  action: string;
  /** Posted without JavaScript and refused by the server: what was typed and the messages. */
  refused: FormActionState | null;
  /** Cancelled. */
  onDone: () => void;
  onSaved: () => void;
}

/**
 * Adds or edits a saved address, with its default delivery and invoice flags. Without JavaScript it
 * posts to the page, whose `pageAction` saves it (address-actions.ts).
 */
export function AddressForm({ customerId, address, action, refused, onDone, onSaved }: Props) {
  const saved = address ? valuesOf(address) : EMPTY;
  const defaults = refused ? { ...saved, ...addressValues(refused.values) } : saved;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useZodForm(addressFormSchema, { defaultValues: defaults });
  // What the server said, until the browser's own first submit.
  const server = isSubmitted ? null : refused;
  // register() writes no value into the server's HTML (issue 36): the values go in as defaults.
  const field = (name: Text) => Object.assign(register(name), { defaultValue: defaults[name] });
  const box = (name: 'is_delivery_default' | 'is_invoice_default') =>
    Object.assign(register(name), { defaultChecked: defaults[name] });
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
  const err = (name: keyof AddressFormValues) => validationMessage(errors[name]?.message ?? server?.errors[name]);
  const title = address ? `Modifier l’adresse ${addressName(address)}` : 'Nouvelle adresse';
  return (
    <>
      <Title>{title}</Title>
      <Form aria-label={title} onSubmit={onValid} method="post" action={action}>
        <FormToken />
        <FormName name={ADDRESS_FORM} />
        {address && <input type="hidden" name="id" value={address.id} />}
        <TextField
          {...field('label')}
          label="Nom de l’adresse"
          hint={'Par exemple\u00a0: Maison, Bureau'}
          error={err('label')}
        />
        <NameFields
          civility={field('civility')}
          firstname={field('firstname')}
          lastname={field('lastname')}
          errors={{ firstname: err('firstname'), lastname: err('lastname') }}
        />
        <TextField {...field('company')} label="Société" autoComplete="organization" error={err('company')} />
        <TextField {...field('street')} label="Adresse" autoComplete="address-line1" required error={err('street')} />
        <TextField
          {...field('street_complement')}
          label="Complément d’adresse"
          autoComplete="address-line2"
          error={err('street_complement')}
        />
        <FieldRow>
          <TextField
            {...field('postcode')}
            label="Code postal"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            error={err('postcode')}
          />
          <TextField {...field('city')} label="Ville" autoComplete="address-level2" required error={err('city')} />
        </FieldRow>
        <TextField
          {...field('phone')}
          type="tel"
          label="Téléphone"
          autoComplete="tel"
          required
          hint={PHONE_FORMAT}
          error={err('phone')}
        />
        <Checkbox {...box('is_delivery_default')} label="Adresse de livraison par défaut" />
        <Checkbox {...box('is_invoice_default')} label="Adresse de facturation par défaut" />
        <PostedOutcome refused={server} saved={false} successKey="account_address_saved" />
        <MutationOutcome mutation={mutation} />
        <Actions>
          <Button type="submit" loading={mutation.isPending}>
            {t('account_save')}
          </Button>
          <CancelButton to={action} onCancel={onDone} />
        </Actions>
      </Form>
    </>
  );
}
