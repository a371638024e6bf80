import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldError, FieldHint, RequiredMarker, hasContent, type FieldProps } from '../field/field-parts';
import { ChoiceLabel, ChoiceRow, ChoiceText } from '../field/styles';
import { useFieldIds } from '../field/use-field-ids';
import { CheckboxInput } from './styles';

export interface CheckboxProps extends FieldProps, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children'> {}

/** A checkbox with its label on the right (consents, options). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, required, id, className, 'aria-describedby': extra, ...rest },
  ref,
) {
  const invalid = hasContent(error);
  const ids = useFieldIds(id, hasContent(hint), invalid, extra);
  return (
    <ChoiceRow className={className}>
      <CheckboxInput
        {...rest}
        ref={ref}
        id={ids.inputId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={invalid}
      />
      <ChoiceText>
        <ChoiceLabel htmlFor={ids.inputId}>
          {label}
          <RequiredMarker required={required} />
        </ChoiceLabel>
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId} reserve={required}>
          {error}
        </FieldError>
      </ChoiceText>
    </ChoiceRow>
  );
});
