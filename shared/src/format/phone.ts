/**
 * A French telephone number as a French reader writes it, in pairs of digits: « 0240000000 » →
 * « 02 40 00 00 00 », « +33240000000 » → « +33 2 40 00 00 00 ». Spaces, dots and hyphens typed
 * between the digits are read through; anything else (a foreign number, a short number, letters) is
 * printed as it was typed.
 * @public
 */
export function formatPhoneFr(phone: string): string {
  const compact = phone.replace(/[\s.-]/g, '');
  const national = /^0(\d{9})$/.exec(compact);
  if (national) return `0${pairs(national[1]!)}`;
  const international = /^(?:\+|00)33(?:\(0\))?(\d{9})$/.exec(compact);
  if (international) return `+33 ${pairs(international[1]!)}`;
  return phone;
}

/** « 240000000 » → « 2 40 00 00 00 »: the first digit, then pairs. */
function pairs(nine: string): string {
  return `${nine.charAt(0)} ${nine.slice(1).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
}
