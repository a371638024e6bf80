/** @jest-environment node */
import {
  isValidEmail,
  isValidFrPhone,
  isValidPassword,
  isValidSiret,
  luhnValid,
  normalizeFrPhone,
  toE164FrPhone,
} from './index';

describe('isValidSiret', () => {
  it.each([
    ['73282932000074', 'Apple France, Paris'],
    ['44306184100047', 'Google France, Paris'],
    ['732 829 320 00074', 'printed with spaces, as on a Kbis extract'],
    ['35600000000048', 'La Poste head office (satisfies Luhn)'],
    ['35600000049837', 'La Poste establishment: fails Luhn, digit sum multiple of 5'],
  ])('accepts %s (%s)', (value) => {
    expect(isValidSiret(value)).toBe(true);
  });

  it.each([
    ['73282932000075', 'wrong check digit'],
    ['7328293200007', '13 digits'],
    ['732829320000740', '15 digits'],
    ['7328293200007A', 'a letter'],
    ['ABCDEFGHIJKLMN', 'letters only'],
    ['', 'empty'],
    ['35600000000049', 'La Poste SIREN, neither Luhn nor sum % 5'],
    ['12345678900005', 'not La Poste, digit sum multiple of 5 but Luhn fails'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidSiret(value)).toBe(false);
  });

  it('computes Luhn from the right', () => {
    expect(luhnValid('79927398713')).toBe(true); // the textbook example
    expect(luhnValid('79927398710')).toBe(false);
  });
});

describe('isValidFrPhone', () => {
  it.each([
    '0612345678',
    '+33612345678',
    '06 12 34 56 78',
    '06.12.34.56.78',
    '+33 6 12 34 56 78',
    '01 23 45 67 89',
    ' 0612345678 ',
  ])('accepts %s', (value) => {
    expect(isValidFrPhone(value)).toBe(true);
  });

  it.each([
    ['1234567890', 'starts with neither 0 nor +33'],
    ['+3361234567', 'one digit short after +33'],
    ['061234567', 'nine digits'],
    ['06123456789', 'eleven digits'],
    ['0012345678', '0 followed by 0'],
    ['+33 06 12 34 56 78', 'keeps the national 0 after +33'],
    ['0 612 345 678', 'groups that are not pairs'],
    ['06-12-34-56-7a', 'a letter'],
    ['', 'empty (the schema allows it, the predicate does not)'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidFrPhone(value)).toBe(false);
  });

  it('normalises without separators, keeping the prefix typed', () => {
    expect(normalizeFrPhone('06 12 34 56 78')).toBe('0612345678');
    expect(normalizeFrPhone('+33 6.12.34.56.78')).toBe('+33612345678');
    expect(normalizeFrPhone(' 12 34 ')).toBe('12 34');
    expect(toE164FrPhone('06 12 34 56 78')).toBe('+33612345678');
    expect(toE164FrPhone('+33612345678')).toBe('+33612345678');
    expect(toE164FrPhone('1234567890')).toBeNull();
  });
});

describe('isValidPassword', () => {
  it.each(['abcdef1!', 'Motdepasse1?', 'élégant9#', 'pass word 1 !'])('accepts %s', (value) => {
    expect(isValidPassword(value)).toBe(true);
  });

  it.each([
    ['abc1!de', 'seven characters'],
    ['abcdefgh1', 'no special character'],
    ['abcdefgh!', 'no digit'],
    ['12345678!', 'no letter'],
    ['abcd 1234', 'a space is not a special character'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidPassword(value)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['client@arbora.fr', 'jean.dupont+devis@exemple.co.uk'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['client', 'client@', 'client@arbora', '@arbora.fr', 'a b@arbora.fr', ''])('refuses %s', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
