import { z } from './zod-jitless';

/**
 * A filter of a category, and a facet of GET /v1/product-variant: the values an attribute takes
 * with how many variants (of the current selection, other facets applied) carry each one.
 * `hex` is set on colour values.
 */
export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  hex: z.string().nullable(),
});
export const facetSchema = z.object({
  technical_name: z.string(),
  name: z.string(),
  type: z.enum(['select', 'color']),
  unit: z.string().nullable(),
  values: z.array(facetValueSchema),
});
export type Facet = z.infer<typeof facetSchema>;
export type FacetValue = z.infer<typeof facetValueSchema>;
