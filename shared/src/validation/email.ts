import { z } from 'zod';

/**
 * True for a plausible e-mail address. Uses zod's own pattern (`z.regexes.email`) so the
 * predicate, the schema and the API agree; it is stricter than the browser's `type="email"`
 * (no quoted local parts, a dotted domain with a 2+ letter TLD), which is what a shop needs to
 * deliver mail. The empty string is not an e-mail (the schema allows empty).
 * @public
 */
export function isValidEmail(input: string): boolean {
  return z.regexes.email.test(input.trim());
}
