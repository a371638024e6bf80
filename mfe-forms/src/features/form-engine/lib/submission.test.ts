import type { FormDefinition } from '../types';
import { formDataTexts, valuesFromTexts } from './submission';

const DEFINITION: FormDefinition = {
  form: 'devis-terrasse',
  submitLabel: 'Envoyer',
  sections: [
    {
      title: 'Projet',
      fields: [
        { name: 'surface_m2', kind: 'number', label: 'Surface' },
        { name: 'pool', kind: 'checkbox', label: 'Piscine' },
        { name: 'colour', kind: 'swatches', label: 'Coloris', options: [{ value: 'Teck', label: 'Teck' }] },
        { name: 'civility', kind: 'radio', label: 'Civilité', options: [{ value: 'mme', label: 'Madame' }] },
        { name: 'colours', kind: 'multi', label: 'Coloris', options: [{ value: 'Teck', label: 'Teck' }] },
      ],
    },
  ],
};

describe('valuesFromTexts: a POST without JavaScript read as react-hook-form holds the values', () => {
  it('gives each kind of field the shape of the browser flow', () => {
    const data = new FormData();
    data.append('surface_m2', '32');
    data.append('pool', 'on');
    data.append('colour', 'Teck');
    data.append('colours', 'Teck');
    data.append('colours', 'Gris');
    expect(valuesFromTexts(DEFINITION, formDataTexts(data))).toEqual({
      website: '',
      surface_m2: '32',
      pool: true,
      colour: 'Teck',
      civility: null,
      colours: ['Teck', 'Gris'],
    });
  });

  it('gives a field left alone its first value (an unticked box posts nothing)', () => {
    expect(valuesFromTexts(DEFINITION, formDataTexts(new FormData()))).toEqual({
      website: '',
      surface_m2: '',
      pool: false,
      colour: '',
      civility: null,
      colours: [],
    });
  });
});
