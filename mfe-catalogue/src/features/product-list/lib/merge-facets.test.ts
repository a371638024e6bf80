/** @jest-environment node */
import type { Facet } from '@arbora/shared/schemas';
import { mergeFacets } from './merge-facets';

const facet = (technical_name: string, values: [string, number][]): Facet => ({
  technical_name,
  name: technical_name,
  type: 'select',
  unit: null,
  values: values.map(([value, count]) => ({ value, label: value, count, hex: null })),
});

describe('mergeFacets', () => {
  it('keeps every value of the category, at 0 when the list has none, then the list’s own facets', () => {
    const category = [
      facet('couleur', [
        ['ipe', 30],
        ['teck', 33],
      ]),
      facet('longueur', [
        ['2400', 9],
        ['3600', 8],
      ]),
    ];
    const list = [facet('couleur', [['teck', 5]]), facet('longueur', [['3600', 2]]), facet('prix', [['25-50', 4]])];
    expect(mergeFacets(category, list)).toEqual([
      facet('couleur', [
        ['ipe', 0],
        ['teck', 5],
      ]),
      facet('longueur', [
        ['2400', 0],
        ['3600', 2],
      ]),
      facet('prix', [['25-50', 4]]),
    ]);
  });

  it('shows the category’s facets at 0 when the list counted nothing', () => {
    expect(mergeFacets([facet('couleur', [['teck', 33]])], [])).toEqual([facet('couleur', [['teck', 0]])]);
  });
});
