import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/*
 * When fields validate (SPEC 5: "on blur and on change, not on every input").
 *
 * react-hook-form's `mode: 'onChange'` hangs validation on React's onChange, which React fires on
 * every `input` event, i.e. on each keystroke, so it cannot express the rule. Instead:
 *  - `mode` and `reValidateMode` are both 'onBlur': react-hook-form validates a field when it
 *    loses focus, before and after the first submit, and never while the user types;
 *  - `register` also listens to the DOM `change` event of each field, which browsers fire when a
 *    value is committed, not per keystroke: right away for selects, checkboxes, radios, files,
 *    date pickers and ranges; for text inputs on blur, Enter or autofill. It triggers validation of
 *    that field, so choices validate as soon as they are made, and typed text once committed.
 * The validation runs in a microtask because React handles `change` with a listener on the root,
 * which runs after this element-level listener: by then react-hook-form holds the new value.
 * The two modes are fixed (not options) so every form of the site behaves the same way.
 * Controlled widgets (`Controller`) have no DOM `change`: call `trigger(name)` when they commit.
 */

/** A zod schema whose input is a form's values. */
export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

export type UseZodFormOptions<S extends ZodFormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'mode' | 'reValidateMode'
>;

export type UseZodFormReturn<S extends ZodFormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * react-hook-form driven by a zod schema, validating on blur and on committed changes only (see
 * above). `handleSubmit` receives the schema's output (trimmed, normalised values). Error
 * messages are message keys: show them with `validationMessage(error.message)`.
 * @public
 */
export function useZodForm<S extends ZodFormSchema>(schema: S, options?: UseZodFormOptions<S>): UseZodFormReturn<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    // The resolver's overloads cannot relate a generic S to z.input<S>/z.output<S>; for a concrete
    // schema they infer exactly this type, so the assertion states what TypeScript cannot prove.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const { register: registerField, trigger } = form;

  const register = useCallback<UseFormRegister<z.input<S>>>(
    (name, registerOptions) => {
      const field = registerField(name, registerOptions);
      return {
        ...field,
        ref: (element: unknown) => {
          field.ref(element);
          if (!(element instanceof EventTarget)) return undefined;
          const onCommit = () => queueMicrotask(() => void trigger(name));
          element.addEventListener('change', onCommit);
          // React 19 calls a ref's cleanup instead of calling it with null; pass the null on so
          // react-hook-form still learns the field unmounted.
          return () => {
            element.removeEventListener('change', onCommit);
            field.ref(null);
          };
        },
      };
    },
    [registerField, trigger],
  );

  return { ...form, register };
}
