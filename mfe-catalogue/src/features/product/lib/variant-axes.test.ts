/** @jest-environment node */
import type { ProductVariant } from '@arbora/shared/schemas';
import { findVariant, initialVariant, optionState, selectionOf, variantAxes } from './variant-axes';

const attr = (technical_name: string, value: string, type: 'color' | 'select' = 'select') => ({
  technical_name,
  name: technical_name === 'couleur' ? 'Couleur' : 'Longueur',
  value,
  type,
  values: [value],
  unit: null,
});

const variant = (id: number, couleur: string, longueur: string, stock = 10, isDefault = false) =>
  ({
    id,
    stock,
    is_default: isDefault,
    color: { technical_name: couleur.toLowerCase(), name: couleur, hex: couleur === 'Teck' ? '#9a6a3c' : '#3d4043' },
    attributes: [attr('couleur', couleur, 'color'), attr('longueur', longueur), attr('finition', 'Brossée')],
  }) as unknown as ProductVariant;

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
    expect(initialVariant(variants, '2')?.id).toBe(2);
    expect(initialVariant(variants, '99')?.id).toBe(1);
    expect(initialVariant(variants, 'x')?.id).toBe(1);
    expect(initialVariant(variants, null)?.id).toBe(1);
  });
});
