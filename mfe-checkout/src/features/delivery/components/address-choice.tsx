import type { Address } from '@arbora/shared/schemas';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';
import { AddressFields, type AddressErrors, type AddressField, type AddressValues } from './address-fields';

export type AddressChoiceValue = number | 'new';

export interface AddressChoiceProps {
  kind: 'livraison' | 'facturation';
  legend: string;
  addresses: readonly Address[];
  choice: AddressChoiceValue;
  onChoice: (choice: AddressChoiceValue) => void;
  values: AddressValues;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  onBlur: (field: AddressField) => void;
}

const oneLine = (a: Address) => [a.street, a.street_complement, `${a.postcode} ${a.city}`].filter(Boolean).join(', ');

/** A saved address (the default one chosen first) or a new one typed in place. */
export function AddressChoice({ kind, legend, addresses, choice, onChoice, ...fields }: AddressChoiceProps) {
  return (
    <RadioGroup label={legend} required>
      {addresses.map((address) => (
        <Radio
          key={address.id}
          name={`adresse-${kind}`}
          value={String(address.id)}
          checked={choice === address.id}
          onChange={() => onChoice(address.id)}
          label={`${address.label ? `${address.label} – ` : ''}${address.firstname} ${address.lastname}`}
          hint={oneLine(address)}
        />
      ))}
      <Radio
        name={`adresse-${kind}`}
        value="new"
        checked={choice === 'new'}
        onChange={() => onChoice('new')}
        label="Nouvelle adresse"
      />
      {choice === 'new' ? <AddressFields idPrefix={kind} {...fields} /> : null}
    </RadioGroup>
  );
}
