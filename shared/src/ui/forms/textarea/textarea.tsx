import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldFrame } from '../field/field-frame';
import type { FieldProps } from '../field/field-parts';
import { TextareaControl } from './styles';

export interface TextareaProps extends FieldProps, Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> {}

/** A labelled multi-line input (messages, project descriptions). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, required, id, rows = 5, className, 'aria-describedby': extra, ...rest },
  ref,
) {
  return (
    <FieldFrame
      {...{ label, hint, error, required, id, className }}
      describedBy={extra}
      control={(control) => <TextareaControl {...rest} {...control} ref={ref} rows={rows} />}
    />
  );
});
