/** @jest-environment node */
import {
  isKnownSelection,
  listPath,
  parseFilterSegment,
  serializeFilterSegment,
  toggleValue,
  valueSlug,
} from './filter-segment';

const order = [
  { technicalName: 'couleur', values: ['gris-anthracite', 'ipe', 'teck'] },
  { technicalName: 'longueur', values: ['2400', '3600', '4800'] },
  { technicalName: 'finition', values: ['brossee', 'veinee-bois'] },
];

describe('valueSlug', () => {
  it.each([
    ['Veinée bois', 'veinee-bois'],
    ['Ipé', 'ipe'],
    ['3600', '3600'],
    ['gris-anthracite', 'gris-anthracite'],
    ['  Brossée ', 'brossee'],
  ])('%p → %p', (value, slug) => expect(valueSlug(value)).toBe(slug));
});

describe('parseFilterSegment', () => {
  it('reads groups and values', () => {
    expect(parseFilterSegment('couleur_ipe_teck--longueur_3600')).toEqual({
      couleur: ['ipe', 'teck'],
      longueur: ['3600'],
    });
    expect(parseFilterSegment('couleur_gris-anthracite')).toEqual({ couleur: ['gris-anthracite'] });
  });

  it('reads no segment as no filter', () => {
    expect(parseFilterSegment(undefined)).toEqual({});
    expect(parseFilterSegment('')).toEqual({});
  });

  it.each([
    'couleur',
    'couleur_',
    '_teck',
    'couleur_teck--',
    'couleur_teck--couleur_ipe',
    'couleur_teck_teck',
    'Couleur_teck',
    'couleur_Teck',
    'couleur_te ck',
    'couleur_-teck',
    '-p--2',
  ])('refuses %p', (segment) => expect(parseFilterSegment(segment)).toBeNull());
});

describe('serializeFilterSegment', () => {
  it('writes one canonical order whatever the order of choice', () => {
    const a = serializeFilterSegment({ longueur: ['3600'], couleur: ['teck', 'ipe'] }, order);
    const b = serializeFilterSegment({ couleur: ['ipe', 'teck'], longueur: ['3600'] }, order);
    expect(a).toBe('couleur_ipe_teck--longueur_3600');
    expect(b).toBe(a);
  });

  it('round-trips with parse', () => {
    const segment = 'couleur_gris-anthracite_teck--finition_veinee-bois';
    expect(serializeFilterSegment(parseFilterSegment(segment) ?? {}, order)).toBe(segment);
  });

  it('writes nothing for no filter, and drops unknown names', () => {
    expect(serializeFilterSegment({}, order)).toBe('');
    expect(serializeFilterSegment({ hauteur: ['1800'] }, order)).toBe('');
  });
});

describe('selection helpers', () => {
  it('knows which selections name real facet values', () => {
    expect(isKnownSelection({ couleur: ['teck'] }, order)).toBe(true);
    expect(isKnownSelection({ couleur: ['violet'] }, order)).toBe(false);
    expect(isKnownSelection({ hauteur: ['1800'] }, order)).toBe(false);
  });

  it('toggles a value on and off', () => {
    const on = toggleValue({}, 'couleur', 'teck');
    expect(on).toEqual({ couleur: ['teck'] });
    expect(toggleValue(on, 'couleur', 'teck')).toEqual({});
  });

  it('builds list paths', () => {
    expect(listPath('/c-lames', {}, order)).toBe('/c-lames');
    expect(listPath('/ocelia/c-bordures', { couleur: ['teck'] }, order)).toBe('/ocelia/c-bordures/couleur_teck');
  });
});
