import type { FIELD } from '../../../lib/fence-engine/config-query';
import { fieldId } from './form-styles';
import { LengthInput } from './length-input';

interface OffsetFieldProps {
  /** « Clôture avant le portillon »… */
  label: string;
  /** Its query name in the settings form submitted without JavaScript, and its key in `errors` and `typed`. */
  name: typeof FIELD.gateDoorOffset | typeof FIELD.gateOffset;
  valueMm: number;
  onChange: (mm: number) => void;
  /** A submit without JavaScript: its refusals and typed lengths, by field key (config-query.ts). */
  errors: Readonly<Record<string, string>>;
  typed: Readonly<Record<string, string>>;
}

/**
 * Where the gate door or the gate stands: the length of fence before it, in metres from the start
 * (0 allowed), with what the server refused of it and the text then typed.
 */
export function OffsetField({ label, name, valueMm, onChange, errors, typed }: OffsetFieldProps) {
  return (
    <LengthInput
      label={label}
      id={fieldId(name)}
      name={name}
      typed={typed[name]}
      error={errors[name]}
      minMm={0}
      valueMm={valueMm}
      onChange={onChange}
    />
  );
}
