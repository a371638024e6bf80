/**
 * A catalogue text as French typography wants it on screen: the curly apostrophe (’) for a straight
 * one between letters, a no-break space (U+00A0) before « ; : ! ? » and inside « ». The shared
 * catalogue's core texts were written with straight apostrophes and their literal types are part of
 * `@arbora/shared`'s recorded surface (so rewording them is a major release): the shell passes the
 * catalogue texts it shows (error screens, toasts, fallbacks) through this instead. Text only, never
 * a URL or an identifier.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(/[ \u202f]+([;:!?»])/g, '\u00a0$1')
    .replace(/«[ \u202f]+/g, '«\u00a0');
}
