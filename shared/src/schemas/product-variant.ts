import { z } from './zod-jitless';
import { imageSchema, moneySchema, pricesSchema, ratingSchema } from './common';
import { facetSchema } from './facet';
import { paginationSchema } from './envelope';

/**
 * A product attribute (SPEC 3): `value` is this item's value (null when it varies across
 * variants), `values` every value the product offers, `unit` e.g. `mm`, `m²`, `kg`.
 */
export const attributeSchema = z.object({
  technical_name: z.string(),
  name: z.string(),
  value: z.string().nullable(),
  type: z.enum(['text', 'number', 'select', 'color', 'boolean']),
  values: z.array(z.string()),
  unit: z.string().nullable(),
});
export type Attribute = z.infer<typeof attributeSchema>;

export const colorSchema = z.object({
  technical_name: z.string(),
  name: z.string(),
  hex: z.string(),
});
export type Color = z.infer<typeof colorSchema>;

/** Éco-participation of one unit, HT and TTC (money). Prices exclude it; the cart adds it. */
export const ecotaxSchema = z.object({ ht: moneySchema, ttc: moneySchema });

/**
 * A variant of a product (colour, length, height, finish). `variant_parent` is the product id.
 * `prices` is the unit price; `prices_m` the price per linear metre when the variant has a length.
 * `slug` is the product's slug (the page is `/p-{slug}`, the variant chosen by id).
 */
export const productVariantSchema = z.object({
  id: z.number().int(),
  variant_parent: z.number().int(),
  product_name: z.string(),
  name: z.string(),
  reference: z.string(),
  slug: z.string(),
  cover: imageSchema,
  prices: pricesSchema,
  prices_m: pricesSchema.nullable(),
  ecotax: ecotaxSchema,
  tax: z.object({ name: z.string(), rate: z.number() }),
  stock: z.number().int().nonnegative(),
  weight_g: z.number().int().nonnegative(),
  color: colorSchema.nullable(),
  attributes: z.array(attributeSchema),
  is_default: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/**
 * GET /v1/product-variant answers `{ data: { items, pagination, facets } }`: a page of variants
 * (or, with `group=product`, of products, each as its cheapest matching variant) plus, per
 * filterable attribute and the price bands, the count of matching variants (products) per value.
 */
export const productVariantListSchema = z.object({
  items: z.array(
    productVariantSchema.extend({
      /** The product's rating (approved reviews), so a list card can show it. */
      rating: ratingSchema.optional(),
      /** `group=product`: how many variants of this product match; the item is the cheapest of them. */
      variants_count: z.number().int().positive().optional(),
    }),
  ),
  pagination: paginationSchema,
  facets: z.array(facetSchema),
});
export type ProductVariantList = z.infer<typeof productVariantListSchema>;

/** Amount helper type for readers: a money integer (× 10000). */
export type MoneyAmount = z.infer<typeof moneySchema>;
