import { z } from './zod-jitless';
import { breadcrumbSchema, faqSchema, imageSchema, metasSchema, pushSchema, salesLineSchema } from './common';
import { facetSchema } from './facet';
import { pageSummarySchema } from './page';

/** A category in lists (childs, home, GET /v1/category). `slug` starts with `c-` (SPEC 2.3). */
export const categorySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  short_text: z.string(),
  line: salesLineSchema,
  parent_id: z.number().int().nullable(),
  position: z.number().int(),
  cover: imageSchema.nullable(),
  product_count: z.number().int().nonnegative(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

/** A full category (GET /v1/category/{id}), with every SPEC 3 field. `content` is sanitized HTML. */
export const categorySchema = categorySummarySchema.extend({
  content: z.string(),
  cover_mobile: imageSchema.nullable(),
  cover_link: z.string().nullable(),
  metas: metasSchema,
  realisations: z.array(pageSummarySchema),
  push_1: pushSchema.nullable(),
  push_2: pushSchema.nullable(),
  push_3: pushSchema.nullable(),
  childs: z.array(categorySummarySchema),
  articles: z.array(pageSummarySchema),
  faqs: z.array(faqSchema),
  filters: z.array(facetSchema),
  breadcrumbs: z.array(breadcrumbSchema),
});
export type Category = z.infer<typeof categorySchema>;
