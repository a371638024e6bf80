import type { Address } from '@arbora/shared/schemas';
import { useHydrated } from '@arbora/shared/platform';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';
import type { ReactNode } from 'react';
import styled from 'styled-components';
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
  /** Shown under the new address's fields (« Enregistrer cette adresse »). */
  newAddressExtra?: ReactNode;
}

/**
 * Until its script runs (and without JavaScript) the new address's fields are in the page, shown
 * only while « Nouvelle adresse » is checked: the visitor can still choose it and type it.
 */
const Scope = styled.div`
  &:not(:has(input[value='new']:checked)) [data-new-address] {
    display: none;
  }
`;

const NewAddress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const oneLine = (a: Address) => [a.street, a.street_complement, `${a.postcode} ${a.city}`].filter(Boolean).join(', ');

/** A saved address (the default one chosen first) or a new one typed in place. */
export function AddressChoice({
  kind,
  legend,
  addresses,
  choice,
  onChoice,
  newAddressExtra,
  ...fields
}: AddressChoiceProps) {
  const hydrated = useHydrated();
  return (
    <Scope>
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
        {choice === 'new' || !hydrated ? (
          <NewAddress data-new-address="">
            <AddressFields idPrefix={kind} {...fields} />
            {newAddressExtra}
          </NewAddress>
        ) : null}
      </RadioGroup>
    </Scope>
  );
}
