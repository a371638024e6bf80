import { Checkbox, Radio, Select, TextField, Textarea } from '@arbora/shared/ui/forms';
import type { UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { fieldId } from '../lib/fields';
import type { FieldDef } from '../types';
import { ChoiceGroup } from './choice-group';

// The colour is a class of its own, not a style attribute: the page holds no inline style (html-validate).
const Swatch = styled.span<{ $colour: string }>`
  background: ${({ $colour }) => $colour};
  display: inline-block;
  width: 1.5rem;
  height: 1.5rem;
  margin-right: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
`;

interface FieldControlProps {
  form: string;
  field: FieldDef;
  required: boolean;
  error?: string;
  /** the field's first value, written into the server's HTML (react-hook-form sets the same one once hydrated) */
  initial?: unknown;
  // The engine's values are a record of the schema's fields; each control registers one of them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  register: UseFormRegister<any>;
}

const AUTOCOMPLETE: Record<string, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  email: 'email',
  phone: 'tel',
  postcode: 'postal-code',
  street: 'street-address',
  city: 'address-level2',
  company: 'organization',
};

/** One field of a form definition, as the matching design-system control. */
export function FieldControl({ form, field, required, error, initial, register }: FieldControlProps) {
  const id = fieldId(form, field.name);
  const common = { id, label: field.label, hint: field.hint, error, required };
  const text = typeof initial === 'string' || typeof initial === 'number' ? String(initial) : '';
  const chosen = (value: string) => (Array.isArray(initial) ? initial.includes(value) : initial === value);
  switch (field.kind) {
    case 'textarea':
      return <Textarea {...common} rows={5} defaultValue={text} {...register(field.name)} />;
    case 'select':
      return (
        <Select
          {...common}
          placeholder={field.placeholder ?? 'Choisissez'}
          options={field.options.map(({ value, label }) => ({ value, label }))}
          defaultValue={text}
          {...register(field.name)}
        />
      );
    case 'checkbox':
      return <Checkbox {...common} defaultChecked={initial === true} {...register(field.name)} />;
    case 'radio':
    case 'swatches':
    case 'multi':
      return (
        <ChoiceGroup
          id={id}
          legend={field.label}
          hint={field.hint}
          error={error}
          required={required}
          inline={field.kind !== 'multi' || field.options.length > 4}
        >
          {field.options.map((option, index) => {
            const label =
              field.kind === 'swatches' && option.swatch ? (
                <>
                  <Swatch aria-hidden="true" $colour={option.swatch} />
                  {option.label}
                </>
              ) : (
                option.label
              );
            const props = {
              id: index === 0 ? id : `${id}-${index}`,
              label,
              value: option.value,
              defaultChecked: chosen(option.value),
              'aria-describedby': error ? `${id}-error` : undefined,
              ...register(field.name),
            };
            return field.kind === 'multi' ? (
              <Checkbox key={option.value} {...props} />
            ) : (
              <Radio key={option.value} {...props} />
            );
          })}
        </ChoiceGroup>
      );
    default: {
      const type = field.kind === 'number' ? 'text' : field.kind;
      return (
        <TextField
          {...common}
          type={type}
          label={field.unit ? `${field.label} (${field.unit})` : field.label}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          autoComplete={field.autoComplete ?? AUTOCOMPLETE[field.name]}
          min={field.kind === 'date' ? field.min : undefined}
          defaultValue={text}
          {...register(field.name)}
        />
      );
    }
  }
}
