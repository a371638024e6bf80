import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldFrame } from '../field/field-frame';
import type { FieldProps } from '../field/field-parts';
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
  return (
    <FieldFrame
      {...{ label, hint, error, required, id, className }}
      describedBy={extra}
      control={(control) => <Input {...rest} {...control} ref={ref} type={type} />}
    />
  );
});
