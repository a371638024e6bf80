import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMarker, hasContent, type FieldProps } from '../field/field-parts';
import { Legend } from '../field/styles';
import { useFieldIds } from '../field/use-field-ids';
import { Fieldset } from './styles';

export interface RadioGroupProps extends FieldProps {
  children: ReactNode;
  id?: string;
  className?: string;
}

/**
 * fieldset + legend around Radio options. The group is role="radiogroup" so aria-required and
 * aria-invalid are valid on it; hint and error are tied by aria-describedby.
 */
export function RadioGroup({ label, hint, error, required, id, className, children }: RadioGroupProps) {
  const invalid = hasContent(error);
  const ids = useFieldIds(id, hasContent(hint), invalid);
  return (
    <Fieldset
      className={className}
      id={ids.inputId}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={ids.describedBy}
    >
      <Legend>
        {label}
        <RequiredMarker required={required} />
      </Legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={ids.errorId} reserve={required}>
        {error}
      </FieldError>
    </Fieldset>
  );
}
