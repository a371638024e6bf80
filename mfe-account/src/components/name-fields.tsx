import { Select, TextField } from '@arbora/shared/ui/forms';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldRow } from './field-row';

const CIVILITIES = [
  { value: 'Mme', label: 'Madame' },
  { value: 'M', label: 'Monsieur' },
];

/**
 * Civility (optional), first name and last name, as the signup, profile and address forms ask
 * them: each field gets what `register(name)` answered in its form, and its error message.
 */
export function NameFields({
  civility,
  firstname,
  lastname,
  errors,
}: {
  civility: UseFormRegisterReturn;
  firstname: UseFormRegisterReturn;
  lastname: UseFormRegisterReturn;
  errors: { firstname?: ReactNode; lastname?: ReactNode };
}) {
  return (
    <>
      <Select {...civility} label="Civilité" placeholder="Non précisée" options={CIVILITIES} />
      <FieldRow>
        <TextField {...firstname} label="Prénom" autoComplete="given-name" required error={errors.firstname} />
        <TextField {...lastname} label="Nom" autoComplete="family-name" required error={errors.lastname} />
      </FieldRow>
    </>
  );
}
