import { z } from 'zod';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categorySchema,
  categorySummarySchema,
  envelope,
  paginated,
  PRICE_FACET,
  productDetailSchema,
  productSummarySchema,
  productVariantListSchema,
  productVariantSchema,
  salesLineSchema,
  type Product,
} from '@arbora/shared/schemas';
import { badRequest, notFound } from '../../lib/errors';
import { CONTACT } from '../../seed/site-facts';
import { baseQuerySchema, errorResponses, idParams, paginationOf, queryBoolean, queryList } from './common';
import { parseAttributeFilters, parsePriceBands } from './attribute-filters';

/** The documents every product has (issue 12: technical sheet, installation guide). */
const PRODUCT_DOCUMENT_KINDS = ['fiche-technique', 'guide-de-pose'] as const;
type ProductDocumentKind = (typeof PRODUCT_DOCUMENT_KINDS)[number];

const TITLES: Record<ProductDocumentKind, string> = {
  'fiche-technique': 'Fiche technique',
  'guide-de-pose': 'Guide de pose',
};

const GUIDE = [
  'Stockez les produits à plat, à l’abri du soleil, 48\u00a0heures avant la pose.',
  'Préparez un support stable et drainant\u00a0; prévoyez une pente de 1 à 2\u00a0%.',
  'Respectez les jeux de dilatation indiqués par la notice de fixation.',
  'Fixez avec les clips et vis inox de la gamme, sans pré-perçage du composite.',
  'Nettoyez à l’eau savonneuse\u00a0; ni lasure ni huile ne sont nécessaires.',
];

/** The standard PDF fonts speak WinAnsi: French accents are there, narrow spaces and ’ are not. */
const winAnsi = (s: string) =>
  s
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-');

/** A one-page A4 document of a product, the same bytes on every request (fixed dates). */
async function renderProductDocument(product: Product, kind: ProductDocumentKind): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = `${TITLES[kind]} - ${product.name}`;
  pdf.setTitle(winAnsi(title));
  pdf.setAuthor(winAnsi(CONTACT.company));
  pdf.setCreationDate(new Date(product.updated_at));
  pdf.setModificationDate(new Date(product.updated_at));
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (s: string, size = 10, f = font) => {
    page.drawText(winAnsi(s), { x: 50, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 6;
  };
  line(CONTACT.company, 16, bold);
  line(title, 14, bold);
  line(`Référence ${product.reference}`);
  y -= 10;
  if (kind === 'fiche-technique') {
    for (const attribute of product.attributes) {
      const value = attribute.value ?? attribute.values.join(', ');
      line(`${attribute.name} : ${value}`);
    }
  } else {
    GUIDE.forEach((step, i) => line(`${i + 1}. ${step}`));
  }
  return pdf.save();
}

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
        response: { 200: envelope(productDetailSchema), ...errorResponses },
      },
    },
    async (req) => {
      const product = await app.repos.products.byId(req.query.site_id, req.params.id);
      if (!product) throw notFound('Product', 'id');
      return { data: product };
    },
  );

  app.get(
    '/product/:id/document/:kind',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'A technical document of a product (PDF): technical sheet or installation guide',
        params: idParams.extend({ kind: z.enum(PRODUCT_DOCUMENT_KINDS) }),
        querystring: baseQuerySchema,
        response: { ...errorResponses },
      },
    },
    async (req, reply) => {
      const product = await app.repos.products.byId(req.query.site_id, req.params.id);
      if (!product) throw notFound('Product', 'id');
      const pdf = await renderProductDocument(product, req.params.kind);
      // Bytes, not JSON: the response schema above only describes the errors.
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${req.params.kind}-${product.slug}.pdf"`)
        .send(Buffer.from(pdf) as never);
    },
  );

  app.get(
    '/product-variant',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Variants with faceted filtering and a count per facet value',
        description:
          'attributes: `couleur:teck|gris-anthracite,longueur:3600` (OR within an attribute, AND across) or the same as JSON `{"couleur":["teck"]}`. price_bands: ids of PRICE_BANDS (`0-25,25-50`, OR; displayed price TTC with éco-participation). attributes_select: the facets to count, `prix` for the price bands (default: every filterable attribute of the selection, then `prix`). group=product: one item per product, its cheapest matching variant in stock (else the cheapest) with `variants_count`; totals and facet counts are products.',
        querystring: baseQuerySchema.extend({
          ...pageFields(10),
          categories: queryList.optional(),
          attributes: z.string().max(2000).optional(),
          attributes_select: queryList.optional(),
          price_bands: queryList.optional(),
          group: z.enum(['product']).optional(),
          line: salesLineSchema.optional(),
          in_stock: queryBoolean.optional(),
          sort: z.enum(['position', 'price_asc', 'price_desc', 'newest']).default('position'),
        }),
        response: { 200: envelope(productVariantListSchema), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query;
      const { attributes: defs } = await app.repos.variants.lookups();
      const checked = () => {
        const filters = parseAttributeFilters(q.attributes, defs);
        const priceBands = parsePriceBands(q.price_bands);
        const unknownSelect = q.attributes_select?.find((name) => name !== PRICE_FACET && !defs.get(name)?.filterable);
        if (unknownSelect)
          throw badRequest(
            'VALIDATION_ERROR',
            `Unknown or non-filterable attribute ${unknownSelect}`,
            'attributes_select',
          );
        return { filters, priceBands };
      };
      let input: ReturnType<typeof checked>;
      try {
        input = checked();
      } catch (err) {
        // An unknown category stays the first error (a 404 before any 400), as when it was looked up first.
        await categoryIds(q.site_id, q.categories);
        throw err;
      }
      const { filters, priceBands } = input;
      const result = await app.repos.variants.search({
        siteId: q.site_id,
        filters,
        ...(priceBands.length ? { priceBands } : {}),
        ...(q.group ? { group: q.group } : {}),
        page: q.page,
        perPage: q.perPage,
        sort: q.sort,
        // Resolved by the listing's own statement (one round trip); an unknown one is a 404.
        ...(q.categories?.length ? { categories: q.categories } : {}),
        ...(q.attributes_select?.length ? { select: q.attributes_select } : {}),
        ...(q.line ? { line: q.line } : {}),
        ...(q.in_stock ? { inStock: true } : {}),
      });
      if (result.unknownCategories.length) throw notFound(`Category ${result.unknownCategories[0]}`, 'categories');
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
