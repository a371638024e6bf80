import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  SEARCH_QUERY_PATTERN,
  SEARCH_TYPES,
  searchResultSchema,
} from '@arbora/shared/schemas';
import { createCatalogueLookups } from '../../repositories/catalogue-lookups';
import { createSearchRepository } from '../../repositories/search';
import { createSearchCache } from '../../repositories/search-cache';
import type { Env } from '../../env';
import { parseAttributeFilters } from './attribute-filters';
import { baseQuerySchema, errorResponses, queryBoolean } from './common';

export const searchQuerySchema = baseQuerySchema.extend({
  q: z
    .string()
    .trim()
    .min(SEARCH_QUERY_MIN)
    .max(SEARCH_QUERY_MAX)
    .regex(SEARCH_QUERY_PATTERN, "letters, digits, spaces and - ' . , / + & only"),
  type: z.enum(SEARCH_TYPES).default('all'),
  page: z.coerce.number().int().positive().max(1000).default(1),
  perPage: z.coerce.number().int().positive().max(48).default(12),
  attributes: z.string().max(2000).optional(),
  facets: queryBoolean.optional(),
});

/**
 * GET /v1/search (beyond SPEC 7): the header's suggestions and the /recherche page. The index is
 * created by a migration and kept fresh by triggers (drizzle/0004_search.sql); registering the
 * routes only refreshes its planner statistics.
 */
const searchRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const lookups = createCatalogueLookups(app.db);
  const search = createSearchRepository(app.db, lookups);
  // Answers are kept while the catalogue's version stands (repositories/search-cache.ts).
  const cache = createSearchCache(app.db, { ttlSeconds: env.SEARCH_CACHE_TTL, shared: app.sharedStore });
  await search.analyzeIndex();

  app.get(
    '/search',
    {
      schema: {
        tags: ['Search'],
        summary: 'Products, categories and content pages matching a French query',
        description:
          'Accents ignored, plurals and word forms matched (French full-text search), typos corrected against ' +
          'the words of the catalogue (pg_trgm). Each group is ranked (an exact reference first) and paginated by ' +
          '`page`/`perPage`; `type` restricts the search to one group. `q`: 2 to 80 characters, letters, digits, ' +
          "spaces and - ' . , / + & only (otherwise 400 VALIDATION_ERROR). `suggestions`: the corrected query when a " +
          'word was replaced. `attributes` (`couleur:teck|gris-anthracite,finition:Lisse`, OR within an attribute, ' +
          'AND across, filterable attributes only, else 400) narrows the products; `facets=true` adds the product ' +
          "results' facets, counted in products, each value's count with every other filter applied.",
        querystring: searchQuerySchema,
        response: { 200: envelope(searchResultSchema), ...errorResponses },
      },
    },
    async (req) => {
      const { q, type, page, perPage, site_id, attributes, facets } = req.query;
      const filters = parseAttributeFilters(attributes, (await lookups.load()).attributes);
      const query = { siteId: site_id, q, type, page, perPage, filters, facets: facets ?? false };
      return { data: await cache.answer(query, () => search.search(query)) };
    },
  );
};
export default searchRoutes;
