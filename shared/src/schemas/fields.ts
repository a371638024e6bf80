import { z } from './zod-jitless';
import type { MessageKey } from '@arbora/shared/messages';
import { email, frPhone, required } from '@arbora/shared/validation';

/*
 * Field builders for request bodies, on top of the SPEC 5 rules of shared/validation. Every field
 * has a length cap: the browser never sends more, and the API refuses oversized input with a 400
 * before it reaches the database.
 */

/** Shown when a value is longer than its cap (not a catalogue key: no form lets a shopper type that much). */
const TOO_LONG = 'Ce champ est trop long.';

/** A required text of at most `max` characters (trimmed). */
export const requiredText = (max: number) => required.pipe(z.string().max(max, TOO_LONG));

/** An optional text of at most `max` characters (trimmed; missing reads as ''). */
export const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG).default('');

/** A required, valid e-mail address, lower-cased (the API compares addresses case-insensitively). */
export const requiredEmail = required
  .pipe(email)
  .pipe(z.string().max(254, TOO_LONG))
  .transform((v) => v.toLowerCase());

/** A French phone number or the empty string, normalised. */
export const phone = z.string().max(30, TOO_LONG).pipe(frPhone);

/** An optional French phone number (empty allowed, missing reads as ''), normalised. */
export const optionalPhone = phone.default('');

/** A required French phone number, normalised. */
export const requiredPhone = required.pipe(z.string().max(30, TOO_LONG)).pipe(frPhone);

/** A French postcode: five digits; left empty, it is a required field like the others (field_required). */
export const postcode = z
  .string({ error: 'field_required' satisfies MessageKey })
  .trim()
  .min(1, { error: 'field_required' satisfies MessageKey, abort: true })
  .regex(/^\d{5}$/, 'Veuillez saisir un code postal à 5\u00a0chiffres.');

/** An opaque token issued by the API (cart, activation, reset): URL-safe, bounded. */
export const apiToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid token');

export const civilitySchema = z.enum(['M', 'Mme']);
