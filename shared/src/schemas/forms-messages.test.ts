/** @jest-environment node */
import type { ZodType } from 'zod';
import { isMessageKey } from '../messages';
import { FORM_SCHEMAS } from './forms';

/** The message of each issue of a failed parse. */
function messages(form: keyof typeof FORM_SCHEMAS, data: Record<string, unknown>): Record<string, string> {
  const result = FORM_SCHEMAS[form].safeParse(data);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('form schemas speak in message keys (the browser shows them in French)', () => {
  it('an empty choice, number or date is field_required', () => {
    expect(messages('devis-portail', { width_cm: '', opening: '' })).toMatchObject({
      width_cm: 'field_required',
      opening: 'field_required',
    });
    expect(messages('rendez-vous', { date: '', slot: undefined })).toMatchObject({
      date: 'field_required',
      slot: 'field_required',
    });
    expect(messages('contact', {})).toMatchObject({ subject: 'field_required', firstname: 'field_required' });
  });

  it('a number that is not positive, a malformed date and too many choices have their keys', () => {
    expect(messages('devis-terrasse', { surface_m2: '-2' }).surface_m2).toBe('valid_positive_number');
    expect(messages('rendez-vous', { date: '12/05/2030' }).date).toBe('valid_date');
    expect(messages('echantillons-lames', { colours: ['a', 'b', 'c', 'd'] }).colours).toBe('samples_max_colours');
    expect(messages('echantillons-accessoires', { items: [] }).items).toBe('field_required');
    const all = Object.values(
      messages('echantillons-accessoires', { postcode: '4400', items: ['1', '2', '3', '4', '5', '6'] }),
    );
    expect(all.filter((m) => !isMessageKey(m))).toEqual(['Veuillez saisir un code postal à 5\u00a0chiffres.']);
  });

  it('an empty postcode is a required field like the others, not a malformed one', () => {
    expect(messages('contact', { postcode: '' }).postcode).toBe('field_required');
    expect(messages('contact', { postcode: '   ' }).postcode).toBe('field_required');
    expect(messages('contact', {}).postcode).toBe('field_required');
    expect(messages('contact', { postcode: '44 00' }).postcode).toBe(
      'Veuillez saisir un code postal à 5\u00a0chiffres.',
    );
  });

  it('a number typed as text is coerced, and the product a request came from is kept', () => {
    const ok = FORM_SCHEMAS['devis-terrasse'].parse({
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea@exemple.fr',
      postcode: '44000',
      consent: true,
      surface_m2: '30',
      product: 'p-lame-teck',
    });
    expect(ok).toMatchObject({ surface_m2: 30, product: 'p-lame-teck' });
  });

  it('an optional choice left unanswered (null: no radio ticked) passes; a required one does not', () => {
    expect(messages('devis-portillon', { style: null })).not.toHaveProperty('style');
    expect(messages('devis-cloture', { height: null }).height).toBe('field_required');
  });
});

describe('numbers are read as French people type them', () => {
  it('a decimal comma and grouped thousands are numbers, in the browser and the API alike', () => {
    // quote() builds its shape from a raw shape: the field is there, its name is not in the type.
    const length = (FORM_SCHEMAS['devis-cloture'].shape as unknown as Record<string, ZodType>).length_m!;
    expect(length.safeParse('12,5').data).toBe(12.5);
    expect(length.safeParse('1 200').data).toBe(1200);
    expect(length.safeParse('1\u202f200,75').data).toBe(1200.75);
    expect(length.safeParse('12.5').data).toBe(12.5);
    expect(length.safeParse(25).data).toBe(25);
    expect(length.safeParse('-1,5').error?.issues[0]?.message).toBe('valid_positive_number');
  });
});
