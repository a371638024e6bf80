import { z } from './zod-jitless';
import { imageSchema, salesLineSchema } from './common';
import { paginationSchema } from './envelope';
import { facetSchema } from './facet';
import { productSummarySchema } from './product';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_QUERY_PATTERN } from '@arbora/shared/routes';

/** What GET /v1/search looks in (`all`: every group). */
export const SEARCH_TYPES = ['all', 'product', 'category', 'page'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_QUERY_PATTERN };

/** A category found by a search: `url` is its product list (`/c-…`, `/ocelia/c-…` for Océlia). */
export const searchCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  line: salesLineSchema,
  url: z.string(),
  cover: imageSchema.nullable(),
});
export type SearchCategory = z.infer<typeof searchCategorySchema>;

/** A content page found by a search (advice, guides, realisations...): `url` is its path. */
export const searchPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  text: z.string(),
  type: z.string(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** A product found by a search: the list's summary plus its page's path (`url`). */
export const searchProductSchema = productSummarySchema.extend({ url: z.string() });
export type SearchProduct = z.infer<typeof searchProductSchema>;

const group = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), pagination: paginationSchema });

/**
 * GET /v1/search answers one group per kind, each paginated by `page`/`perPage` and ranked (an exact
 * reference first). A group not asked for (`type`) is empty. `suggestions`: closest known words
 * when nothing matched, for « aucun résultat » pages. `facets` (asked with `facets=true`): the
 * product results' filterable attributes with a count of products per value, as on a product list.
 */
export const searchResultSchema = z.object({
  query: z.string(),
  products: group(searchProductSchema),
  categories: group(searchCategorySchema),
  pages: group(searchPageSchema),
  suggestions: z.array(z.string()),
  facets: z.array(facetSchema).default([]),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
