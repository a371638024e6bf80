import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldError, FieldHint, RequiredMarker, hasContent, type FieldProps } from '../field/field-parts';
import { FieldRoot, Label } from '../field/styles';
import { useFieldIds } from '../field/use-field-ids';
import { TextareaControl } from './styles';

export interface TextareaProps extends FieldProps, Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> {}

/** A labelled multi-line input (messages, project descriptions). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, required, id, rows = 5, className, 'aria-describedby': extra, ...rest },
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
      <TextareaControl
        {...rest}
        ref={ref}
        id={ids.inputId}
        rows={rows}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={invalid}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </FieldRoot>
  );
});
