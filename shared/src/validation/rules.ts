import { z } from 'zod';
import type { MessageKey } from '@arbora/shared/messages';
import { isValidEmail } from './email';
import { isValidPassword } from './password';
import { isValidFrPhone, normalizeFrPhone } from './phone';
import { isValidSiret, normalizeSiret } from './siret';

/*
 * The validation rules of SPEC 5 as zod schemas. Every issue message is a message key (never
 * French text), so the browser shows `t(key)` and the API can return the key as is. The schemas
 * import nothing from React: the API uses the same ones.
 */

/** Builds the `{ error }` parameter so a typo in a key fails the type check. */
const key = (message: MessageKey) => ({ error: message });

/**
 * A non-blank string (surrounding white space is trimmed). A missing value (undefined, null)
 * also gives field_required. Chain another rule after it with `.pipe()`:
 * `required.pipe(email)` gives field_required when empty, valid_email when malformed.
 * @public
 */
export const required = z.string(key('field_required')).trim().min(1, key('field_required'));

/**
 * A checkbox that must be ticked (terms of sale, consent): field_required otherwise. Typed
 * boolean rather than `true` so a form can start unticked (`defaultValues: { terms: false }`).
 * @public
 */
export const accepted = z.boolean(key('field_required')).refine((v) => v, key('field_required'));

/** An e-mail address, or the empty string (SPEC 5: empty allowed). Trimmed. @public */
export const email = z
  .string(key('valid_email'))
  .trim()
  .refine((v) => v === '' || isValidEmail(v), key('valid_email'));

/** At least 8 characters with a letter, a digit and a special character. Not trimmed. @public */
export const password = z.string(key('valid_password')).refine(isValidPassword, key('valid_password'));

/**
 * A SIRET (14 digits, Luhn, La Poste's rule); spaces and dots between groups are accepted and
 * removed from the output. Empty is invalid: wrap it for an optional field,
 * `z.union([z.literal(''), siret])`.
 * @public
 */
export const siret = z
  .string(key('valid_siret'))
  .trim()
  .refine(isValidSiret, key('valid_siret'))
  .transform(normalizeSiret);

/**
 * A French phone number (starts with +33 or 0), or the empty string (SPEC 5: empty allowed). The
 * output is normalised without separators ("06 12 34 56 78" → "0612345678").
 * @public
 */
export const frPhone = z
  .string(key('valid_phone_number'))
  .trim()
  .refine((v) => v === '' || isValidFrPhone(v), key('valid_phone_number'))
  .transform(normalizeFrPhone);

/**
 * Object-level check that `confirmingField` equals `otherField`, reported as
 * passwords_not_matching on the confirming field's path (where the form shows it):
 *
 * ```ts
 * z.object({ password, passwordConfirmation: required })
 *   .check(confirmed('password', 'passwordConfirmation'));
 * ```
 *
 * It runs even when other fields have issues (`when`), so the mismatch shows at the same time as
 * the other errors instead of after they are fixed. It stays silent while the confirming field is
 * still empty: that is field_required's job.
 * @public
 */
export function confirmed<K extends string, C extends string>(otherField: K, confirmingField: C) {
  return z.superRefine<Record<K | C, unknown>>(
    (value, ctx) => {
      const confirming = value[confirmingField];
      if (confirming === '' || confirming === undefined) return;
      if (confirming !== value[otherField]) {
        ctx.addIssue({
          code: 'custom',
          message: 'passwords_not_matching' satisfies MessageKey,
          path: [confirmingField],
          input: confirming,
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
