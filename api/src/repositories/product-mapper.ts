import type { Attribute, ProductSummary, ProductVariant } from '@arbora/shared/schemas';
import { prices } from '../lib/money';
import type { productVariants, products } from '../db/schema/index';
import type { AttributeDef, CatalogueLookups } from './catalogue-lookups';
import { compareValues } from './catalogue-lookups';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;
type Lookups = Awaited<ReturnType<CatalogueLookups['load']>>;

/** « TVA 20 % », its « % » with its number by a no-break space, as shared's frenchTypography writes it. */
export const TAX = { name: 'TVA 20\u00a0%', rate: 20 };

/** Price per linear metre of a variant sold by length, rounded to the unit. */
export function perMetre(v: Pick<VariantRow, 'priceHt' | 'priceTtc' | 'lengthMm'>) {
  if (!v.lengthMm) return null;
  const ht = Math.round((v.priceHt * 1000) / v.lengthMm);
  const ttc = Math.round((v.priceTtc * 1000) / v.lengthMm);
  return prices(ht, ttc);
}

/**
 * The unit of the values as they read: lengths stored in mm are shown in metres (« 2,40 m »), so
 * their unit is `m`, never `mm` beside « 2,40 m ».
 */
export function shownUnit(def: AttributeDef | undefined, labels: readonly string[]): string | null {
  const unit = def?.unit ?? null;
  if (unit === 'mm' && labels.length && labels.every((l) => /\d[\s\u00a0]m$/.test(l))) return 'm';
  return unit;
}

export function attributeOf(
  def: AttributeDef | undefined,
  technicalName: string,
  values: string[],
  lookups: Lookups,
  label: CatalogueLookups['valueLabel'],
): Attribute {
  const distinct = [...new Set(values)].sort(compareValues);
  const labels = distinct.map((v) => label(def, v, lookups.colors));
  return {
    technical_name: technicalName,
    name: def?.name ?? technicalName,
    value: distinct.length === 1 ? (labels[0] as string) : null,
    type: def?.type ?? 'text',
    values: labels,
    unit: shownUnit(def, labels),
  };
}

export function toVariant(
  row: VariantRow,
  product: Pick<ProductRow, 'id' | 'name' | 'slug'>,
  attrs: { technicalName: string; value: string }[],
  lookups: Lookups,
  label: CatalogueLookups['valueLabel'],
): ProductVariant {
  return {
    id: row.id,
    variant_parent: product.id,
    product_name: product.name,
    name: row.name,
    reference: row.reference,
    slug: product.slug,
    cover: row.cover,
    prices: prices(row.priceHt, row.priceTtc),
    prices_m: perMetre(row),
    ecotax: { ht: row.ecotaxHt, ttc: row.ecotaxTtc },
    tax: TAX,
    stock: row.stock,
    weight_g: row.weightG,
    color: row.color ? (lookups.colors.get(row.color) ?? null) : null,
    attributes: attrs
      .map((a) => attributeOf(lookups.attributes.get(a.technicalName), a.technicalName, [a.value], lookups, label))
      .sort(
        (a, b) =>
          (lookups.attributes.get(a.technical_name)?.position ?? 99) -
          (lookups.attributes.get(b.technical_name)?.position ?? 99),
      ),
    is_default: row.isDefault,
  };
}

type SummaryVariant = Pick<
  VariantRow,
  'id' | 'productId' | 'priceHt' | 'priceTtc' | 'ecotaxHt' | 'ecotaxTtc' | 'lengthMm' | 'stock' | 'color' | 'isDefault'
>;

/**
 * The variant whose price is the product's « à partir de »: the cheapest that can be bought, the
 * cheapest of all when none is in stock (the rule of the lists, variant-search.ts, so a product
 * reads the same price on the home page, in a list and in search).
 */
function fromVariant(variants: SummaryVariant[]): SummaryVariant | undefined {
  const pool = variants.some((v) => v.stock > 0) ? variants.filter((v) => v.stock > 0) : variants;
  return pool.reduce<SummaryVariant | undefined>((min, v) => (!min || v.priceTtc < min.priceTtc ? v : min), undefined);
}

/**
 * The variant a list's « Ajouter au panier » adds (`variant_id_default`, whose price is `prices`): the
 * product's default variant while it can be bought, else the « à partir de » one (in stock whenever a
 * variant is). So a card offers an addition only of a variant in stock: none is once `stock` is 0.
 */
export function offeredVariant(variants: SummaryVariant[]): SummaryVariant | undefined {
  const def = variants.find((v) => v.isDefault) ?? variants[0];
  return !def || def.stock > 0 || !variants.some((v) => v.stock > 0) ? def : fromVariant(variants);
}

export function toProductSummary(
  row: ProductRow,
  variants: SummaryVariant[],
  categories: { id: number; name: string; slug: string }[],
  lookups: Lookups,
): ProductSummary {
  const def = offeredVariant(variants);
  const cheapest = fromVariant(variants);
  const metres = variants.map(perMetre).filter((p): p is NonNullable<typeof p> => p !== null);
  const cheapestMetre = metres.reduce<(typeof metres)[number] | null>(
    (min, p) => (!min || p.ttc < min.ttc ? p : min),
    null,
  );
  const colorNames = [...new Set(variants.map((v) => v.color).filter((c): c is string => c !== null))];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    reference: row.reference,
    type: row.type,
    short_text: row.shortText,
    line: row.line,
    cover: row.cover,
    prices: def ? prices(def.priceHt, def.priceTtc) : prices(0, 0),
    prices_from: cheapest ? prices(cheapest.priceHt, cheapest.priceTtc) : prices(0, 0),
    ecotax_from: { ht: cheapest?.ecotaxHt ?? 0, ttc: cheapest?.ecotaxTtc ?? 0 },
    prices_m: cheapestMetre,
    tax: TAX,
    colors: colorNames.map((c) => lookups.colors.get(c)).filter((c): c is NonNullable<typeof c> => c !== undefined),
    stock: variants.reduce((s, v) => s + v.stock, 0),
    rating: { average: row.ratingAverage / 10, count: row.ratingCount },
    variant_id_default: def?.id ?? null,
    categories,
  };
}
