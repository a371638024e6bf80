/**
 * A text as French typography wants it on screen: the curly apostrophe (’) for a straight one
 * between letters, a no-break space (U+00A0) before « ; : ! ? », inside « » and between a number
 * and « € » or « % », and a narrow one (U+202F, as formatMoney) between a number's groups of
 * thousands, so « 6 000 € » never breaks. The catalogues'
 * texts were written with straight apostrophes and plain spaces, and their literal types are part of
 * the recorded surface (rewording them is a major release): `t`, an area's `t` and `messageText` hand
 * them out through this, so every app shows them typeset. Text only, never a URL or an identifier.
 * @public
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(/[ \u202f]+([;:!?»])/g, '\u00a0$1')
    .replace(/«[ \u202f]+/g, '«\u00a0')
    .replace(/(?<=\d) (?=\d{3}(?!\d))/g, '\u202f')
    .replace(/(?<=\d) (?=[€%])/g, '\u00a0');
}

const typeset = new Map<string, string>();

/** A catalogue text typeset, once per text (`t` runs in every render); a key missing at run time stays so. */
export function typesetText(text: string): string {
  if (typeof text !== 'string') return text;
  let done = typeset.get(text);
  if (done === undefined) {
    done = frenchTypography(text);
    typeset.set(text, done);
  }
  return done;
}
