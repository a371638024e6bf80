import { isValidEmail } from '@arbora/shared/validation';

/*
 * The Reply-To of a message (email_outbox.reply_to): one mailbox, `"Léa Martin" <lea@exemple.fr>`
 * or a bare address. Written by `replyToMailbox` from what a visitor typed, read back by
 * `parseReplyTo` when the message is delivered: a value that is not exactly one plain address
 * (CR/LF or any control character, several addresses, a comment…) never reaches a header.
 */

/** Any whitespace or control character: an address has none (`isValidEmail` trims, this does not). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NOT_IN_ADDRESS = /[\s\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A plain address (shared's rule, the forms' own), untrimmed: nothing around it, no line break. */
export const isPlainAddress = (address: string) =>
  address.length <= 254 && !NOT_IN_ADDRESS.test(address) && isValidEmail(address);

/** A display name on one line: whitespace runs (line breaks included) as one space, controls removed, ≤ 120. */
const displayName = (name: string) =>
  name.replace(/\s+/g, ' ').replace(new RegExp(CONTROL, 'g'), '').trim().slice(0, 120).trim();

/**
 * The mailbox a reply goes to: the address, with the name as display name when there is one
 * (quoted, `"` and `\` escaped). Null when the address is not a plain one: no Reply-To then.
 */
export function replyToMailbox(name: string, address: string): string | null {
  if (!isPlainAddress(address)) return null;
  const shown = displayName(name);
  return shown ? `"${shown.replace(/[\\"]/g, (c) => `\\${c}`)}" <${address}>` : address;
}

/**
 * A stored Reply-To as nodemailer takes it (`{ name, address }`: it quotes or encodes the name
 * itself), or null when it is not one mailbox `replyToMailbox` could have written.
 */
export function parseReplyTo(value: string | null | undefined): { name: string; address: string } | null {
  if (!value) return null;
  const quoted = /^"((?:[^"\\]|\\.)*)" <([^<>]*)>$/.exec(value);
  const [name, address] = quoted ? [quoted[1]!.replace(/\\(.)/g, '$1'), quoted[2]!] : ['', value];
  if (!isPlainAddress(address) || CONTROL.test(name)) return null;
  return { name, address };
}
