import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldFrame } from '../field/field-frame';
import type { FieldProps } from '../field/field-parts';
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
  return (
    <FieldFrame
      {...{ label, hint, error, required, id, className }}
      describedBy={extra}
      control={(control) => (
        <SelectControl {...rest} {...control} ref={ref}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </SelectControl>
      )}
    />
  );
});
