import type { ProductVariant } from '@arbora/shared/schemas';

const attr = (technical_name: string, value: string, type: 'color' | 'select' = 'select') => ({
  technical_name,
  name: technical_name === 'couleur' ? 'Couleur' : technical_name === 'longueur' ? 'Longueur' : 'Finition',
  value,
  type,
  values: [value],
  unit: null,
});

/**
 * A variant of a board sold by colour and length (and a finish, « Brossée » unless told), with only
 * what the variant picker and its rules read: `variant(1, 'Teck', '2,40\u00a0m', 5, true)`.
 */
export const pickerVariant = (
  id: number,
  couleur: string,
  longueur: string,
  stock = 10,
  isDefault = false,
  finition = 'Brossée',
) =>
  ({
    id,
    stock,
    is_default: isDefault,
    color: { technical_name: couleur.toLowerCase(), name: couleur, hex: couleur === 'Teck' ? '#9a6a3c' : '#3d4043' },
    attributes: [attr('couleur', couleur, 'color'), attr('longueur', longueur), attr('finition', finition)],
  }) as unknown as ProductVariant;
