import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldError, FieldHint, hasContent, type FieldProps } from '../field/field-parts';
import { ChoiceLabel, ChoiceRow, ChoiceText } from '../field/styles';
import { useFieldIds } from '../field/use-field-ids';
import { RadioInput } from './styles';

export interface RadioProps
  extends Omit<FieldProps, 'required'>, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children'> {}

/**
 * One radio option. Put several in a RadioGroup (fieldset + legend); the group carries the
 * required marker and the error that concerns the whole choice.
 */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { label, hint, error, id, className, 'aria-describedby': extra, ...rest },
  ref,
) {
  const invalid = hasContent(error);
  const ids = useFieldIds(id, hasContent(hint), invalid, extra);
  return (
    <ChoiceRow className={className}>
      <RadioInput
        {...rest}
        ref={ref}
        id={ids.inputId}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={invalid}
      />
      <ChoiceText>
        <ChoiceLabel htmlFor={ids.inputId}>{label}</ChoiceLabel>
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId}>{error}</FieldError>
      </ChoiceText>
    </ChoiceRow>
  );
});
