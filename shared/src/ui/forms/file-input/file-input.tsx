import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FieldFrame } from '../field/field-frame';
import type { FieldProps } from '../field/field-parts';
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
  return (
    <FieldFrame
      {...{ label, hint, error, required, id, className }}
      describedBy={extra}
      control={(control) => <FileControl {...rest} {...control} ref={ref} />}
    />
  );
});
