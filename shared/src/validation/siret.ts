/** A SIRET has 14 digits: the 9-digit SIREN of the company, then the 5-digit NIC of the site. */
export const SIRET_LENGTH = 14;

/**
 * La Poste's SIREN. Its thousands of establishments outgrew the NIC numbering the Luhn key allows,
 * so INSEE validates them with another rule: the sum of the 14 digits is a multiple of 5. The head
 * office (356 000 000 00048) still satisfies Luhn, hence "Luhn or sum % 5" for this SIREN.
 */
export const LA_POSTE_SIREN = '356000000';

/** Luhn checksum over a string of digits (the rightmost digit is the check digit). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function digitSum(digits: string): number {
  let sum = 0;
  for (const c of digits) sum += c.charCodeAt(0) - 48;
  return sum;
}

/** Removes the spaces, dots and non-breaking spaces people type or paste between digit groups. */
export function normalizeSiret(input: string): string {
  return input.replace(/[\s.\u00a0\u202f]/g, '');
}

/**
 * True for a valid SIRET: exactly 14 digits (spaces between groups allowed, as printed on Kbis
 * extracts: "732 829 320 00074") passing the Luhn check, or La Poste's rule for its SIREN.
 * @public
 */
export function isValidSiret(input: string): boolean {
  const siret = normalizeSiret(input);
  if (!/^\d{14}$/.test(siret)) return false;
  if (luhnValid(siret)) return true;
  return siret.startsWith(LA_POSTE_SIREN) && digitSum(siret) % 5 === 0;
}
