import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMarker, hasContent, type FieldProps } from './field-parts';
import { FieldRoot, Label } from './styles';
import { useFieldIds } from './use-field-ids';

/** What a field's one control receives to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

interface FieldFrameProps extends FieldProps {
  id: string | undefined;
  className: string | undefined;
  /** ids the caller's own aria-describedby named, read before the hint and the error */
  describedBy: string | undefined;
  control: (props: FieldControlProps) => ReactNode;
}

/**
 * The frame every one-control field shares (text, multi-line, select, file): the label with its
 * required star, the hint, the control, the error, and the ids that tie them together.
 */
export function FieldFrame({ label, hint, error, required, id, className, describedBy, control }: FieldFrameProps) {
  const invalid = hasContent(error);
  const ids = useFieldIds(id, hasContent(hint), invalid, describedBy);
  return (
    <FieldRoot className={className}>
      <Label htmlFor={ids.inputId}>
        {label}
        <RequiredMarker required={required} />
      </Label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {control({
        id: ids.inputId,
        required,
        'aria-invalid': invalid || undefined,
        'aria-describedby': ids.describedBy,
        $invalid: invalid,
      })}
      <FieldError id={ids.errorId} reserve>
        {error}
      </FieldError>
    </FieldRoot>
  );
}
