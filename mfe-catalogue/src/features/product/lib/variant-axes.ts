import type { ProductVariant } from '@arbora/shared/schemas';

/** The URL query parameter that names the chosen variant: `/p-lame?variante=12`, shareable. */
export const VARIANT_PARAM = 'variante';

/** The query string that names a variant (`?variante=12`): the picker's links and the in-page choice alike. */
export const variantSearch = (id: number): string => `?${VARIANT_PARAM}=${id}`;

/** One choice of an axis: its label (« Teck », « 3,60 m ») and the swatch colour of a colour. */
export interface AxisOption {
  value: string;
  hex: string | null;
}

/** An attribute the variants differ by (couleur, longueur, hauteur…), in the API's order. */
export interface VariantAxis {
  technicalName: string;
  name: string;
  type: 'color' | 'select';
  options: AxisOption[];
}

/** Axis technical name → chosen value label. */
export type Selection = Readonly<Record<string, string>>;

/** How an option reads next to the current choice of the other axes. */
export type OptionState = 'available' | 'out-of-stock' | 'unavailable';

const valueOf = (variant: ProductVariant, axis: string) =>
  variant.attributes.find((a) => a.technical_name === axis)?.value ?? null;

/** The attributes whose value changes from one variant to another: what the shopper picks. */
export function variantAxes(variants: readonly ProductVariant[]): VariantAxis[] {
  const first = variants[0];
  if (!first || variants.length < 2) return [];
  const axes: VariantAxis[] = [];
  for (const attribute of first.attributes) {
    const name = attribute.technical_name;
    const options: AxisOption[] = [];
    for (const variant of variants) {
      const value = valueOf(variant, name);
      if (value === null || options.some((o) => o.value === value)) continue;
      options.push({ value, hex: attribute.type === 'color' ? (variant.color?.hex ?? null) : null });
    }
    if (options.length > 1) {
      axes.push({
        technicalName: name,
        name: attribute.name,
        type: attribute.type === 'color' ? 'color' : 'select',
        options,
      });
    }
  }
  return axes;
}

export function selectionOf(variant: ProductVariant, axes: readonly VariantAxis[]): Selection {
  return Object.fromEntries(axes.map((axis) => [axis.technicalName, valueOf(variant, axis.technicalName) ?? '']));
}

/** The variant with exactly this choice on every axis, or null (a combination that is not sold). */
export function findVariant(
  variants: readonly ProductVariant[],
  axes: readonly VariantAxis[],
  selection: Selection,
): ProductVariant | null {
  return (
    variants.find((variant) =>
      axes.every((axis) => valueOf(variant, axis.technicalName) === selection[axis.technicalName]),
    ) ?? null
  );
}

/**
 * Whether a variant can be ordered now: within its stock, or whatever its stock says when the
 * product is made to measure (made for the order: nothing to run out of; the API's rule,
 * api/src/repositories/stock.ts).
 */
export function canOrder(variant: ProductVariant, madeToMeasure: boolean): boolean {
  return madeToMeasure || variant.stock > 0;
}

/** What choosing `value` on `axis` would give, the other axes kept as they are. */
export function optionState(
  variants: readonly ProductVariant[],
  axes: readonly VariantAxis[],
  selection: Selection,
  axis: string,
  value: string,
  madeToMeasure = false,
): OptionState {
  const variant = findVariant(variants, axes, { ...selection, [axis]: value });
  if (!variant) return 'unavailable';
  return canOrder(variant, madeToMeasure) ? 'available' : 'out-of-stock';
}

/**
 * The variant that choosing `value` on `axis` leads to, the one home of that rule (the picker's
 * links and its in-page choice): the variant with the other axes kept when it is sold, even out of
 * stock (it says « épuisé »); else the nearest one with that value, so that a choice never leads
 * nowhere: the most other choices kept, then one that can be ordered, then the API's order. Null
 * only when no variant has that value.
 */
export function choiceTarget(
  variants: readonly ProductVariant[],
  axes: readonly VariantAxis[],
  selection: Selection,
  axis: string,
  value: string,
  madeToMeasure = false,
): ProductVariant | null {
  let best: ProductVariant | null = null;
  let bestScore = -1;
  for (const variant of variants) {
    if (valueOf(variant, axis) !== value) continue;
    const kept = axes.filter(
      (other) =>
        other.technicalName !== axis && valueOf(variant, other.technicalName) === selection[other.technicalName],
    ).length;
    const score = kept * 2 + (canOrder(variant, madeToMeasure) ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [variant, score];
  }
  return best;
}

/**
 * The variant a page shows when its URL names none: the default one when it can be ordered, else
 * the first one that can (a sold-out default would leave a page whose button is disabled, and no
 * way to buy without JavaScript), else the default one all the same.
 */
export function defaultVariant(variants: readonly ProductVariant[], madeToMeasure: boolean): ProductVariant | null {
  const byDefault = variants.find((v) => v.is_default) ?? variants[0] ?? null;
  if (!byDefault || canOrder(byDefault, madeToMeasure)) return byDefault;
  return variants.find((v) => canOrder(v, madeToMeasure)) ?? byDefault;
}

/** The variant a URL names (`?variante=12`) when it is one of the product's, else the default one. */
export function initialVariant(
  variants: readonly ProductVariant[],
  param: string | null,
  madeToMeasure: boolean,
): ProductVariant | null {
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  return variants.find((v) => v.id === id) ?? defaultVariant(variants, madeToMeasure);
}
