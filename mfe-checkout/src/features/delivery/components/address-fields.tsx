import { orderAddressBodySchema } from '@arbora/shared/schemas';
import { TextField } from '@arbora/shared/ui/forms';
import { validationMessage } from '@arbora/shared/validation';
import styled from 'styled-components';

export const ADDRESS_FIELDS = [
  { name: 'firstname', label: 'Prénom', autoComplete: 'given-name', required: true },
  { name: 'lastname', label: 'Nom', autoComplete: 'family-name', required: true },
  { name: 'company', label: 'Société', autoComplete: 'organization', required: false },
  { name: 'street', label: 'Adresse', autoComplete: 'address-line1', required: true },
  { name: 'street_complement', label: 'Complément d’adresse', autoComplete: 'address-line2', required: false },
  { name: 'postcode', label: 'Code postal', autoComplete: 'postal-code', required: true },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2', required: true },
  { name: 'phone', label: 'Téléphone', autoComplete: 'tel', required: true },
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number]['name'];
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress = (): AddressValues => ({
  firstname: '',
  lastname: '',
  company: '',
  street: '',
  street_complement: '',
  postcode: '',
  city: '',
  phone: '',
});

/** The SPEC 5 message of one field (shared zod rules of the order address), or undefined. */
export function addressFieldError(field: AddressField, value: string): string | undefined {
  const result = orderAddressBodySchema.shape[field].safeParse(value);
  return result.success ? undefined : validationMessage(result.error.issues[0]?.message);
}

export function addressErrors(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const { name } of ADDRESS_FIELDS) {
    const message = addressFieldError(name, values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export interface AddressFieldsProps {
  /** Prefix of the field ids and names (two address forms can be on the page; posted-draft.ts reads them). */
  idPrefix: string;
  values: AddressValues;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  /** Validates the field (SPEC 5: on blur and on committed change, not on every key). */
  onBlur: (field: AddressField) => void;
}

export function AddressFields({ idPrefix, values, errors, onChange, onBlur }: AddressFieldsProps) {
  return (
    <Grid>
      {ADDRESS_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          name={`${idPrefix}-${field.name}`}
          label={field.label}
          required={field.required}
          autoComplete={field.autoComplete}
          type={field.name === 'phone' ? 'tel' : 'text'}
          inputMode={field.name === 'postcode' ? 'numeric' : undefined}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(event) => onChange(field.name, event.target.value)}
          onBlur={() => onBlur(field.name)}
        />
      ))}
    </Grid>
  );
}
