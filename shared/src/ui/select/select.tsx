import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldError, FieldHint, RequiredMarker, hasContent, type FieldProps } from '../field/field-parts';
import { FieldRoot, Label } from '../field/styles';
import { useFieldIds } from '../field/use-field-ids';
import { SelectControl } from './styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, ComponentPropsWithoutRef<'select'> {
  /** the choices; or pass <option>/<optgroup> children */
  options?: readonly SelectOption[];
  /** a first empty choice (value ""), e.g. « Choisissez une couleur » */
  placeholder?: string;
}

/** A labelled native select (best keyboard and mobile support). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, required, id, options, placeholder, children, className, 'aria-describedby': extra, ...rest },
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
      <SelectControl
        {...rest}
        ref={ref}
        id={ids.inputId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={invalid}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </SelectControl>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </FieldRoot>
  );
});
