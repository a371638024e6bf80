import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldError, FieldHint, RequiredMarker, hasContent, type FieldProps } from '../field/field-parts';
import { FieldRoot, Label } from '../field/styles';
import { useFieldIds } from '../field/use-field-ids';
import { FileControl } from './styles';

export interface FileInputProps extends FieldProps, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children'> {}

/**
 * A labelled native file input (CV, photos for a quote). Say the accepted formats and the size
 * limit in `hint`; the browser lists the chosen files itself.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { label, hint, error, required, id, className, 'aria-describedby': extra, ...rest },
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
      <FileControl
        {...rest}
        ref={ref}
        id={ids.inputId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={invalid}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </FieldRoot>
  );
});
