import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { FormRoot, RequiredNote, Star } from './styles';

export interface FormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'noValidate'> {
  /** show « Les champs marqués d'un astérisque (*) sont obligatoires. » (default true) */
  requiredNote?: boolean;
}

/**
 * A form with native validation bubbles off (noValidate): the shared zod rules and the fields'
 * error messages speak French and are read by screen readers; browser bubbles are neither.
 * Pass react-hook-form's `handleSubmit(...)` as onSubmit.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { requiredNote = true, children, ...rest },
  ref,
) {
  return (
    <FormRoot {...rest} ref={ref} noValidate>
      {requiredNote && (
        <RequiredNote>
          Les champs marqués d’un astérisque (<Star>*</Star>) sont obligatoires.
        </RequiredNote>
      )}
      {children}
    </FormRoot>
  );
});
