import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  entityTypeSchema,
  envelope,
  homeSchema,
  paginated,
  pageSchema,
  pageSummarySchema,
  salesLineSchema,
  tagListSchema,
  urlEntitySchema,
} from '@arbora/shared/schemas';
import type { PageSummary } from '@arbora/shared/schemas';
import { notFound } from '../../lib/errors';
import { baseQuerySchema, errorResponses, idParams, paginationOf, queryBoolean, queryList } from './common';

/** Page sizes of SPEC 9: 24 for pages; at most 100 per request whatever the client asks. */
const PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;

type PageSummaryField = keyof PageSummary & string;
const PAGE_SUMMARY_FIELDS = Object.keys(pageSummarySchema.shape) as [PageSummaryField, ...PageSummaryField[]];

/**
 * A list item cut to the fields its reader shows (`fields=title,slug,covers`): a page rendered on
 * the server carries its list in its HTML, so what no card reads (every tag and their copies by
 * family, the location, ...) need not come. `id` always comes.
 */
const pageListItemSchema = z.union([pageSummarySchema, pageSummarySchema.partial().required({ id: true })]);
type PageListItem = z.infer<typeof pageListItemSchema>;

/** `item` with only `fields` (and its id). */
function pickFields(item: PageSummary, fields: PageSummaryField[]): PageListItem {
  const out: Partial<PageSummary> & Pick<PageSummary, 'id'> = { id: item.id };
  for (const field of fields) Object.assign(out, { [field]: item[field] });
  return out;
}

const pageListQuery = baseQuerySchema.extend({
  /** Only these fields of each item (and `id`); every field without it. */
  fields: queryList.pipe(z.array(z.enum(PAGE_SUMMARY_FIELDS)).min(1)).optional(),
  page: z.coerce.number().int().positive().max(10_000).default(1),
  perPage: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  /** A plain limit: `take=3` answers the first 3 items (page 1); it overrides perPage. */
  take: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).optional(),
  /** With startPage < page, items of pages startPage..page in one answer ("load more" restore). */
  startPage: z.coerce.number().int().positive().max(10_000).optional(),
  /** Only published pages are public (SPEC 9 default). */
  status: z.enum(['published']).default('published'),
  type: queryList.optional(),
  tags: queryList.optional(),
  promoted: queryBoolean.optional(),
  line: salesLineSchema.optional(),
  parent_id: z.coerce.number().int().positive().optional(),
  sort: z.enum(['date', 'title', 'position']).default('date'),
});

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      schema: {
        tags: ['Content'],
        summary: 'The home page and its blocks',
        querystring: baseQuerySchema,
        response: { 200: envelope(homeSchema), ...errorResponses },
      },
    },
    async (req) => {
      const home = await app.repos.home.home(req.query.site_id);
      if (!home) throw notFound('Home page');
      return { data: home };
    },
  );

  app.get(
    '/url/entity',
    {
      schema: {
        tags: ['Content'],
        summary: 'What a site path shows (CMS page, category or product)',
        querystring: baseQuerySchema.extend({
          slug: z.string().max(500).default(''),
          entity_type: entityTypeSchema.optional(),
        }),
        response: { 200: envelope(urlEntitySchema), ...errorResponses },
      },
    },
    async (req) => {
      const found = await app.repos.url.resolve(req.query.site_id, req.query.slug, req.query.entity_type);
      if (!found) throw notFound('Entity', 'slug');
      return { data: found };
    },
  );

  app.get(
    '/page/:id',
    {
      schema: {
        tags: ['Content'],
        summary: 'A published page',
        params: idParams,
        querystring: baseQuerySchema,
        response: { 200: envelope(pageSchema), ...errorResponses },
      },
    },
    async (req) => {
      const page = await app.repos.pages.byId(req.query.site_id, req.params.id);
      if (!page) throw notFound('Page', 'id');
      return { data: page };
    },
  );

  app.get(
    '/page',
    {
      schema: {
        tags: ['Content'],
        summary: 'Published pages, filtered and paginated',
        description:
          'Each item is a page summary, or with `fields` (e.g. `fields=title,slug,covers`) only those fields and `id`.',
        querystring: pageListQuery,
        response: { 200: envelope(paginated(pageListItemSchema)), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query;
      const perPage = q.take ?? q.perPage;
      const page = q.take ? 1 : q.page;
      const { items, total } = await app.repos.pages.list({
        siteId: q.site_id,
        page,
        perPage,
        ...(q.startPage && !q.take ? { startPage: q.startPage } : {}),
        status: q.status,
        ...(q.type ? { types: q.type } : {}),
        ...(q.tags ? { tags: q.tags } : {}),
        ...(q.promoted !== undefined ? { promoted: q.promoted } : {}),
        ...(q.line ? { line: q.line } : {}),
        ...(q.parent_id ? { parentId: q.parent_id } : {}),
        sort: q.sort,
      });
      const fields = q.fields;
      const shown = fields ? items.map((item) => pickFields(item, fields)) : items;
      return { data: { items: shown, pagination: paginationOf(page, perPage, total) } };
    },
  );

  app.get(
    '/tags',
    {
      schema: {
        tags: ['Content'],
        summary: 'Tags with their count of published pages',
        querystring: baseQuerySchema.extend({
          /** Tag family: blog, realisation, colour, fence_type, height, range, advice. */
          type: queryList.optional(),
          technical_name: queryList.optional(),
          /** Count only pages of these types (e.g. realisation). */
          tags: queryList.optional(),
          page_type: queryList.optional(),
        }),
        response: { 200: envelope(tagListSchema), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query;
      const names = [...(q.technical_name ?? []), ...(q.tags ?? [])];
      const data = await app.repos.pages.tagsWithCount({
        siteId: q.site_id,
        ...(q.type ? { types: q.type } : {}),
        ...(names.length ? { technicalNames: names } : {}),
        ...(q.page_type ? { pageTypes: q.page_type } : {}),
      });
      return { data };
    },
  );
};
export default contentRoutes;
