import { z } from './zod-jitless';
import {
  breadcrumbSchema,
  faqSchema,
  imageSchema,
  metasSchema,
  paragraphSchema,
  pricesSchema,
  pushSchema,
  ratingSchema,
  salesLineSchema,
} from './common';
import { attributeSchema, colorSchema, ecotaxSchema, productVariantSchema } from './product-variant';

export const categoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

/** A moderated, dated customer review. */
export const reviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A product in lists. `prices` is the default variant's price, `prices_from` the lowest variant
 * price (the variant a list shows: in stock first), `ecotax_from` that variant's éco-participation
 * (prices exclude it; the displayed price adds it, `shopperPrice` in shared/format), `prices_m` the
 * lowest per-metre price (null when no variant has a length).
 * `stock` sums the variants. `type`: `simple`, `configurable` (has variants), `sample`, `kit`.
 */
export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  reference: z.string(),
  type: z.string(),
  short_text: z.string(),
  line: salesLineSchema,
  cover: imageSchema,
  prices: pricesSchema,
  prices_from: pricesSchema,
  ecotax_from: ecotaxSchema,
  prices_m: pricesSchema.nullable(),
  tax: z.object({ name: z.string(), rate: z.number() }),
  colors: z.array(colorSchema),
  stock: z.number().int().nonnegative(),
  rating: ratingSchema,
  variant_id_default: z.number().int().nullable(),
  categories: z.array(categoryRefSchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * A full product (GET /v1/product/{id}). Paragraph groups keep the SPEC 3 prefixes:
 * `page_paragraphs` (long description), `product_paragraphs` (technical blocks),
 * `faq_paragraphs`, `push_paragraphs`. `variant_parent` is null on a product.
 */
export const productSchema = productSummarySchema.extend({
  attributes: z.array(attributeSchema),
  variant_parent: z.number().int().nullable(),
  variants: z.array(productVariantSchema),
  reviews: z.array(reviewSchema),
  related: z.array(productSummarySchema),
  page_paragraphs: z.array(paragraphSchema),
  product_paragraphs: z.array(paragraphSchema),
  faq_paragraphs: z.array(faqSchema),
  push_paragraphs: z.array(pushSchema),
  metas: metasSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * What GET /v1/product/{id} answers: the full product and whether it is made to measure, i.e. made
 * to the buyer's specifications, so excluded from the withdrawal right (C. conso L221-28, 3°); its
 * page says so before the purchase. A schema of its own (not a field of `productSchema`) so that
 * shared's 3.x surface only grows.
 */
export const productDetailSchema = productSchema.extend({
  made_to_measure: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
