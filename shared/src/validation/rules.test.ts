/** @jest-environment node */
import { z } from 'zod';
import { accepted, confirmed, email, frPhone, password, required, siret } from './index';

/** The message keys of a failed parse, or [] on success. */
function keys(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('rules give message keys', () => {
  it('required', () => {
    expect(keys(required, '')).toEqual(['field_required']);
    expect(keys(required, '   ')).toEqual(['field_required']);
    expect(keys(required, undefined)).toEqual(['field_required']);
    expect(required.parse('  Dupont ')).toBe('Dupont');
  });

  it('accepted', () => {
    expect(keys(accepted, false)).toEqual(['field_required']);
    expect(keys(accepted, true)).toEqual([]);
  });

  it('email allows empty', () => {
    expect(keys(email, '')).toEqual([]);
    expect(keys(email, 'client@arbora')).toEqual(['valid_email']);
    expect(email.parse(' client@arbora.fr ')).toBe('client@arbora.fr');
  });

  it('required.pipe(email) reports the first failing rule only', () => {
    const requiredEmail = required.pipe(email);
    expect(keys(requiredEmail, '')).toEqual(['field_required']);
    expect(keys(requiredEmail, 'x')).toEqual(['valid_email']);
    expect(keys(requiredEmail, 'client@arbora.fr')).toEqual([]);
  });

  it('password', () => {
    expect(keys(password, 'abc')).toEqual(['valid_password']);
    expect(keys(password, 'abcdef1!')).toEqual([]);
  });

  it('siret, normalised', () => {
    expect(keys(siret, '73282932000075')).toEqual(['valid_siret']);
    expect(keys(siret, '')).toEqual(['valid_siret']);
    expect(siret.parse('732 829 320 00074')).toBe('73282932000074');
  });

  it('frPhone allows empty and normalises', () => {
    expect(keys(frPhone, '')).toEqual([]);
    expect(keys(frPhone, '1234567890')).toEqual(['valid_phone_number']);
    expect(keys(frPhone, '+3361234567')).toEqual(['valid_phone_number']);
    expect(frPhone.parse('06 12 34 56 78')).toBe('0612345678');
  });
});

describe('confirmed', () => {
  const signup = z
    .object({ email: required.pipe(email), password, passwordConfirmation: required })
    .check(confirmed('password', 'passwordConfirmation'));

  it('reports a mismatch on the confirming field', () => {
    const result = signup.safeParse({
      email: 'client@arbora.fr',
      password: 'abcdef1!',
      passwordConfirmation: 'abcdef1?',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'passwords_not_matching', path: ['passwordConfirmation'] }),
    ]);
  });

  it('passes when both fields are equal', () => {
    const value = { email: 'client@arbora.fr', password: 'abcdef1!', passwordConfirmation: 'abcdef1!' };
    expect(signup.parse(value)).toEqual(value);
  });

  it('reports the mismatch alongside other fields’ errors', () => {
    expect(keys(signup, { email: '', password: 'abc', passwordConfirmation: 'abd' }).sort()).toEqual(
      ['field_required', 'passwords_not_matching', 'valid_password'].sort(),
    );
  });

  it('leaves an empty confirmation to field_required', () => {
    expect(keys(signup, { email: 'a@b.fr', password: 'abcdef1!', passwordConfirmation: '' })).toEqual([
      'field_required',
    ]);
  });
});
