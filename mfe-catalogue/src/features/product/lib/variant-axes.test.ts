/** @jest-environment node */
import type { ProductVariant } from '@arbora/shared/schemas';
import {
  choiceTarget,
  defaultVariant,
  findVariant,
  initialVariant,
  optionState,
  selectionOf,
  variantAxes,
  variantSearch,
} from './variant-axes';
import { pickerVariant } from '../../../testing/variants';

const variant = pickerVariant;

// Teck comes in 2,40 m and 3,60 m; Gris only in 2,40 m (out of stock).
const variants = [variant(1, 'Teck', '2,40 m', 5, true), variant(2, 'Teck', '3,60 m'), variant(3, 'Gris', '2,40 m', 0)];

describe('variant axes', () => {
  it('keeps only the attributes that vary, colours with their swatch', () => {
    const axes = variantAxes(variants);
    expect(axes.map((a) => a.technicalName)).toEqual(['couleur', 'longueur']);
    expect(axes[0]?.options).toEqual([
      { value: 'Teck', hex: '#9a6a3c' },
      { value: 'Gris', hex: '#3d4043' },
    ]);
    expect(axes[1]?.options.map((o) => o.value)).toEqual(['2,40 m', '3,60 m']);
  });

  it('has no axis for a single variant', () => {
    expect(variantAxes([variants[0] as ProductVariant])).toEqual([]);
  });

  it('finds the variant of a choice, and none for a combination that is not sold', () => {
    const axes = variantAxes(variants);
    expect(findVariant(variants, axes, { couleur: 'Teck', longueur: '3,60 m' })?.id).toBe(2);
    expect(findVariant(variants, axes, { couleur: 'Gris', longueur: '3,60 m' })).toBeNull();
    expect(selectionOf(variants[2] as ProductVariant, axes)).toEqual({ couleur: 'Gris', longueur: '2,40 m' });
  });

  it('tells available, out-of-stock and unavailable options apart', () => {
    const axes = variantAxes(variants);
    const teckLong = { couleur: 'Teck', longueur: '3,60 m' };
    expect(optionState(variants, axes, teckLong, 'couleur', 'Teck')).toBe('available');
    expect(optionState(variants, axes, teckLong, 'couleur', 'Gris')).toBe('unavailable');
    expect(optionState(variants, axes, { couleur: 'Teck', longueur: '2,40 m' }, 'couleur', 'Gris')).toBe(
      'out-of-stock',
    );
  });

  it('a product made to measure has no out-of-stock option: made for the order (a combination not sold stays so)', () => {
    const axes = variantAxes(variants);
    const teckShort = { couleur: 'Teck', longueur: '2,40 m' };
    expect(optionState(variants, axes, teckShort, 'couleur', 'Gris', true)).toBe('available');
    expect(optionState(variants, axes, { couleur: 'Teck', longueur: '3,60 m' }, 'couleur', 'Gris', true)).toBe(
      'unavailable',
    );
  });

  it('starts from the URL variant when it belongs to the product, else the default one', () => {
    expect(initialVariant(variants, '2', false)?.id).toBe(2);
    expect(initialVariant(variants, '3', false)?.id).toBe(3); // named: shown even out of stock
    expect(initialVariant(variants, '99', false)?.id).toBe(1);
    expect(initialVariant(variants, 'x', false)?.id).toBe(1);
    expect(initialVariant(variants, null, false)?.id).toBe(1);
  });

  it('a sold-out default gives way to the first variant that can be ordered, when the URL names none', () => {
    // Gris 2,40 m is the default and out of stock; Teck 2,40 m (in stock) comes first that can be ordered.
    const soldOutDefault = [
      variant(3, 'Gris', '2,40 m', 0, true),
      variant(1, 'Teck', '2,40 m', 0),
      variant(2, 'Teck', '3,60 m', 4),
    ];
    expect(defaultVariant(soldOutDefault, false)?.id).toBe(2);
    expect(initialVariant(soldOutDefault, null, false)?.id).toBe(2);
    expect(initialVariant(soldOutDefault, '3', false)?.id).toBe(3);
    // The default is kept when it can be ordered, wherever it stands.
    expect(defaultVariant([variant(2, 'Teck', '3,60 m'), variant(1, 'Teck', '2,40 m', 5, true)], false)?.id).toBe(1);
    // Made to measure: nothing runs out, the default stays.
    expect(defaultVariant(soldOutDefault, true)?.id).toBe(3);
    // All sold out: the default all the same (the page says « Rupture de stock »).
    const allOut = soldOutDefault.map((v) => ({ ...v, stock: 0 }));
    expect(defaultVariant(allOut, false)?.id).toBe(3);
    expect(defaultVariant([], false)).toBeNull();
  });

  it('a choice leads to the variant with the other choices kept, even out of stock', () => {
    const axes = variantAxes(variants);
    const teckShort = { couleur: 'Teck', longueur: '2,40 m' };
    expect(choiceTarget(variants, axes, teckShort, 'longueur', '3,60 m')?.id).toBe(2);
    expect(choiceTarget(variants, axes, teckShort, 'couleur', 'Gris')?.id).toBe(3);
    expect(choiceTarget(variants, axes, teckShort, 'couleur', 'Teck')?.id).toBe(1);
    expect(choiceTarget(variants, axes, teckShort, 'couleur', 'Chêne')).toBeNull();
    expect(variantSearch(12)).toBe('?variante=12');
  });

  it('a choice not sold with the other choices leads to the nearest variant with its value: no dead end', () => {
    const axes = variantAxes(variants);
    // Gris 3,60 m is not sold: Gris leads to Gris 2,40 m, the only Gris.
    expect(choiceTarget(variants, axes, { couleur: 'Teck', longueur: '3,60 m' }, 'couleur', 'Gris')?.id).toBe(3);
    // Three axes: the most other choices kept first, then one that can be ordered, then the API's order.
    const three = (id: number, couleur: string, longueur: string, finition: string, stock = 5) =>
      variant(id, couleur, longueur, stock, false, finition);
    const list = [
      three(1, 'Teck', '2,40 m', 'Brossée'),
      three(2, 'Gris', '3,60 m', 'Lisse', 0),
      three(3, 'Gris', '4,80 m', 'Lisse'),
      three(4, 'Gris', '2,40 m', 'Lisse', 0),
    ];
    const axes3 = variantAxes(list);
    const from = { couleur: 'Teck', longueur: '2,40 m', finition: 'Brossée' };
    // Gris + 2,40 m + Brossée is not sold: Gris 2,40 m keeps the length (sold out, yet nearest).
    expect(choiceTarget(list, axes3, from, 'couleur', 'Gris')?.id).toBe(4);
    // Keeping nothing else, the one that can be ordered comes before the sold-out one listed first.
    expect(choiceTarget(list, axes3, { ...from, longueur: '1,20 m' }, 'couleur', 'Gris')?.id).toBe(3);
  });
});
