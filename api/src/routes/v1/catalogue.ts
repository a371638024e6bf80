import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categorySchema,
  categorySummarySchema,
  envelope,
  paginated,
  productSchema,
  productSummarySchema,
  productVariantListSchema,
  productVariantSchema,
  salesLineSchema,
} from '@arbora/shared/schemas';
import { badRequest, notFound } from '../../lib/errors';
import { baseQuerySchema, errorResponses, idParams, paginationOf, queryBoolean, queryList } from './common';
import { parseAttributeFilters } from './attribute-filters';

/** SPEC 9 page sizes: 24 for categories, 10 for products; 100 at most. */
const pageFields = (perPage: number) => ({
  page: z.coerce.number().int().positive().max(10_000).default(1),
  perPage: z.coerce.number().int().positive().max(100).default(perPage),
});

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Category ids or slugs → ids; an unknown one is a 404 naming the field. */
  const categoryIds = async (siteId: number, refs: string[] | undefined) => {
    if (!refs?.length) return undefined;
    const { ids, unknown } = await app.repos.categories.idsOf(siteId, refs);
    if (unknown.length) throw notFound(`Category ${unknown[0]}`, 'categories');
    return ids;
  };

  app.get(
    '/category',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Categories (top level by default)',
        querystring: baseQuerySchema.extend({
          ...pageFields(24),
          /** `root` (default) for top-level categories, an id for its children, `all` for every one. */
          parent: z.union([z.enum(['root', 'all']), z.coerce.number().int().positive()]).default('root'),
          line: salesLineSchema.optional(),
          featured: queryBoolean.optional(),
        }),
        response: { 200: envelope(paginated(categorySummarySchema)), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query;
      const parentId = q.parent === 'root' ? null : q.parent === 'all' ? undefined : q.parent;
      const { items, total } = await app.repos.categories.list({
        siteId: q.site_id,
        page: q.page,
        perPage: q.perPage,
        ...(parentId !== undefined ? { parentId } : {}),
        ...(q.line ? { line: q.line } : {}),
        ...(q.featured !== undefined ? { featured: q.featured } : {}),
      });
      return { data: { items, pagination: paginationOf(q.page, q.perPage, total) } };
    },
  );

  app.get(
    '/category/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'A category with its children, content and filters',
        params: idParams,
        querystring: baseQuerySchema,
        response: { 200: envelope(categorySchema), ...errorResponses },
      },
    },
    async (req) => {
      const category = await app.repos.categories.byId(req.query.site_id, req.params.id);
      if (!category) throw notFound('Category', 'id');
      return { data: category };
    },
  );

  app.get(
    '/product',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Products, filtered by category and paginated',
        querystring: baseQuerySchema.extend({
          ...pageFields(10),
          categories: queryList.optional(),
          line: salesLineSchema.optional(),
          featured: queryBoolean.optional(),
          sort: z.enum(['position', 'name', 'newest', 'rating']).default('position'),
        }),
        response: { 200: envelope(paginated(productSummarySchema)), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query;
      const ids = await categoryIds(q.site_id, q.categories);
      const { items, total } = await app.repos.products.list({
        siteId: q.site_id,
        page: q.page,
        perPage: q.perPage,
        sort: q.sort,
        ...(ids ? { categoryIds: ids } : {}),
        ...(q.line ? { line: q.line } : {}),
        ...(q.featured !== undefined ? { featured: q.featured } : {}),
      });
      return { data: { items, pagination: paginationOf(q.page, q.perPage, total) } };
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'A product with variants, reviews and paragraphs',
        params: idParams,
        querystring: baseQuerySchema,
        response: { 200: envelope(productSchema), ...errorResponses },
      },
    },
    async (req) => {
      const product = await app.repos.products.byId(req.query.site_id, req.params.id);
      if (!product) throw notFound('Product', 'id');
      return { data: product };
    },
  );

  app.get(
    '/product-variant',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Variants with faceted filtering and a count per facet value',
        description:
          'attributes: `couleur:teck|gris-anthracite,longueur:3600` (OR within an attribute, AND across) or the same as JSON `{"couleur":["teck"]}`. attributes_select: the facets to count (default: every filterable attribute of the selection).',
        querystring: baseQuerySchema.extend({
          ...pageFields(10),
          categories: queryList.optional(),
          attributes: z.string().max(2000).optional(),
          attributes_select: queryList.optional(),
          line: salesLineSchema.optional(),
          in_stock: queryBoolean.optional(),
          sort: z.enum(['position', 'price_asc', 'price_desc', 'newest']).default('position'),
        }),
        response: { 200: envelope(productVariantListSchema), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query;
      const ids = await categoryIds(q.site_id, q.categories);
      const { attributes: defs } = await app.repos.variants.lookups();
      const filters = parseAttributeFilters(q.attributes, defs);
      const unknownSelect = q.attributes_select?.find((name) => !defs.get(name)?.filterable);
      if (unknownSelect)
        throw badRequest(
          'VALIDATION_ERROR',
          `Unknown or non-filterable attribute ${unknownSelect}`,
          'attributes_select',
        );
      const result = await app.repos.variants.search({
        siteId: q.site_id,
        filters,
        page: q.page,
        perPage: q.perPage,
        sort: q.sort,
        ...(ids ? { categoryIds: ids } : {}),
        ...(q.attributes_select?.length ? { select: q.attributes_select } : {}),
        ...(q.line ? { line: q.line } : {}),
        ...(q.in_stock ? { inStock: true } : {}),
      });
      return {
        data: { items: result.items, pagination: paginationOf(q.page, q.perPage, result.total), facets: result.facets },
      };
    },
  );

  app.get(
    '/product-variant/:id',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'A variant',
        params: idParams,
        querystring: baseQuerySchema,
        response: { 200: envelope(productVariantSchema), ...errorResponses },
      },
    },
    async (req) => {
      const variant = await app.repos.products.variantById(req.query.site_id, req.params.id);
      if (!variant) throw notFound('Product variant', 'id');
      return { data: variant };
    },
  );
};
export default catalogueRoutes;
