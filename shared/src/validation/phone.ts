/*
 * French phone numbers (SPEC 5: "starts with +33 or 0"): a national number is 0 then 9 digits, the
 * first of which is 1 to 9; the international form replaces the 0 with +33. People write the pairs
 * with spaces or dots ("06 12 34 56 78", "06.12.34.56.78", "+33 6 12 34 56 78"), so one optional
 * separator is accepted between the prefix, the first digit and each following pair, and nowhere
 * else: "0 612 345 678" is refused rather than guessed at.
 */
const FR_PHONE = /^(?:\+33[ .\u00a0]?|0)[1-9](?:[ .\u00a0]?\d{2}){4}$/;

/**
 * True for a French phone number in national (0…) or international (+33…) form, with optional
 * spaces or dots between pairs. The empty string is not a phone number (the schema allows empty).
 * @public
 */
export function isValidFrPhone(input: string): boolean {
  return FR_PHONE.test(input.trim());
}

/**
 * The number without separators, keeping the prefix the person typed ("06 12 34 56 78" →
 * "0612345678", "+33 6 12 34 56 78" → "+33612345678"). Returns the trimmed input unchanged when
 * it is not a valid French number, so a form never rewrites what it could not understand.
 * @public
 */
export function normalizeFrPhone(input: string): string {
  const trimmed = input.trim();
  return isValidFrPhone(trimmed) ? trimmed.replace(/[ .\u00a0]/g, '') : trimmed;
}

/** E.164 form (+33612345678), for APIs and `tel:` links; null when the input is not valid. @public */
export function toE164FrPhone(input: string): string | null {
  if (!isValidFrPhone(input)) return null;
  const compact = normalizeFrPhone(input);
  return compact.startsWith('+33') ? compact : `+33${compact.slice(1)}`;
}
