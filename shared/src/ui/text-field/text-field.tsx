import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldError, FieldHint, RequiredMarker, hasContent, type FieldProps } from '../field/field-parts';
import { FieldRoot, Label } from '../field/styles';
import { useFieldIds } from '../field/use-field-ids';
import { Input } from './styles';

export type TextFieldType = 'text' | 'email' | 'tel' | 'password' | 'number' | 'search' | 'url' | 'date';

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children'> {
  type?: TextFieldType;
}

/** A labelled text input; spread react-hook-form's `register(name)` into it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, id, type = 'text', className, 'aria-describedby': extra, ...rest },
  ref,
) {
  const invalid = hasContent(error);
  const ids = useFieldIds(id, hasContent(hint), invalid, extra);
  return (
    <FieldRoot className={className}>
      <Label htmlFor={ids.inputId}>
        {label}
        <RequiredMarker required={required} />
      </Label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <Input
        {...rest}
        ref={ref}
        id={ids.inputId}
        type={type}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={invalid}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </FieldRoot>
  );
});
