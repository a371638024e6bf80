import type { AttributeDef } from '../../repositories/catalogue-lookups';
import { parseAttributeFilters, parsePriceBands } from './attribute-filters';

const defs = new Map<string, AttributeDef>([
  ['couleur', { technicalName: 'couleur', name: 'Couleur', type: 'color', unit: null, filterable: true, position: 0 }],
  [
    'longueur',
    { technicalName: 'longueur', name: 'Longueur', type: 'select', unit: 'mm', filterable: true, position: 1 },
  ],
  ['matiere', { technicalName: 'matiere', name: 'Matière', type: 'text', unit: null, filterable: false, position: 2 }],
]);

describe('parseAttributeFilters', () => {
  test('compact and JSON spellings give the same filters', () => {
    expect(parseAttributeFilters('couleur:teck|ipe,longueur:3600', defs)).toEqual({
      couleur: ['teck', 'ipe'],
      longueur: ['3600'],
    });
    expect(parseAttributeFilters('{"couleur":["teck","ipe"],"longueur":"3600"}', defs)).toEqual({
      couleur: ['teck', 'ipe'],
      longueur: ['3600'],
    });
    expect(parseAttributeFilters(undefined, defs)).toEqual({});
  });

  test.each(['inconnu:x', 'matiere:bois', 'couleur', '{"couleur":', '{"couleur":{"a":1}}'])(
    '%s is refused with field attributes',
    (raw) => {
      expect(() => parseAttributeFilters(raw, defs)).toThrow(
        expect.objectContaining({ statusCode: 400, field: 'attributes' }),
      );
    },
  );
});

describe('parsePriceBands', () => {
  test('known band ids, each once; none for no query', () => {
    expect(parsePriceBands(['0-25', '25-50', '0-25'])).toEqual(['0-25', '25-50']);
    expect(parsePriceBands(undefined)).toEqual([]);
  });

  test.each([['10-20'], ['0-25', 'cher']])('%s is refused with field price_bands', (...ids) => {
    expect(() => parsePriceBands(ids)).toThrow(expect.objectContaining({ statusCode: 400, field: 'price_bands' }));
  });
});
