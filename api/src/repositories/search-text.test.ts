import { normalizeQuery, referenceOf, tokensOf, tsQueryOf } from './search-text';

describe('search text', () => {
  test('normalizeQuery folds accents and case like the index (unaccent + lower)', () => {
    expect(normalizeQuery('  Clôture ÉLÉGANCE Œil ')).toBe('cloture elegance oeil');
  });

  test('tokensOf keeps words of 2+ letters or digits, at most 8', () => {
    expect(tokensOf("portillon 1 m, l'abri")).toEqual(['portillon', 'abri']);
    expect(tokensOf('a b c')).toEqual([]);
    expect(tokensOf('un deux trois quatre cinq six sept huit neuf dix')).toHaveLength(8);
  });

  test('referenceOf: letters, digits and dashes with a digit', () => {
    expect(referenceOf('arb-ldt1-001')).toBe('ARB-LDT1-001');
    expect(referenceOf('lames')).toBeNull();
    expect(referenceOf('lame 2')).toBeNull();
  });

  test('tsQueryOf: known word as is, a word start as prefix, a typo replaced by its closest spelling', () => {
    const query = tsQueryOf(
      [
        { token: 'lames', known: true, prefix: true, closest: 'lames' },
        { token: 'anthra', known: false, prefix: true, closest: 'anthracite' },
        { token: 'portilon', known: false, prefix: false, closest: 'portillon' },
        { token: 'xqz', known: false, prefix: false, closest: null },
      ],
      '&',
    );
    expect(query).toBe('lames & anthra:* & portillon & xqz');
  });
});
