import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Breadcrumb, ProductDetail, ProductSummary, ProductVariant } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import {
  categories,
  productCategories,
  productRelated,
  products,
  productVariants,
  reviews,
  variantAttributes,
} from '../db/schema/index';
import { cleanBlocks, cleanFaqs } from '../lib/sanitize';
import type { CatalogueLookups } from './catalogue-lookups';
import { attributeOf, toProductSummary, toVariant } from './product-mapper';

type ProductRow = typeof products.$inferSelect;

export type ProductListQuery = {
  siteId: number;
  page: number;
  perPage: number;
  categoryIds?: number[];
  line?: 'composite' | 'ocelia';
  featured?: boolean;
  sort: 'position' | 'name' | 'newest' | 'rating';
};

export function createProductRepository(db: Db, lookups: CatalogueLookups) {
  async function summaries(rows: ProductRow[]): Promise<ProductSummary[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [l, variantRows, categoryRows] = await Promise.all([
      lookups.load(),
      db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          priceHt: productVariants.priceHt,
          priceTtc: productVariants.priceTtc,
          ecotaxHt: productVariants.ecotaxHt,
          ecotaxTtc: productVariants.ecotaxTtc,
          lengthMm: productVariants.lengthMm,
          stock: productVariants.stock,
          color: productVariants.color,
          isDefault: productVariants.isDefault,
        })
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.position)),
      db
        .select({
          productId: productCategories.productId,
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
        })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(productCategories.position)),
    ]);
    return rows.map((r) =>
      toProductSummary(
        r,
        variantRows.filter((v) => v.productId === r.id),
        categoryRows.filter((c) => c.productId === r.id).map(({ id, name, slug }) => ({ id, name, slug })),
        l,
      ),
    );
  }

  async function variantsOf(productIds: number[], where?: SQL): Promise<ProductVariant[]> {
    if (!productIds.length) return [];
    const l = await lookups.load();
    const rows = await db
      .select({ v: productVariants, p: { id: products.id, name: products.name, slug: products.slug } })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(inArray(productVariants.productId, productIds), where))
      .orderBy(asc(productVariants.position));
    return withAttributes(rows, l);
  }

  async function withAttributes(
    rows: { v: typeof productVariants.$inferSelect; p: { id: number; name: string; slug: string } }[],
    l: Awaited<ReturnType<CatalogueLookups['load']>>,
  ): Promise<ProductVariant[]> {
    if (!rows.length) return [];
    const attrs = await db
      .select()
      .from(variantAttributes)
      .where(
        inArray(
          variantAttributes.variantId,
          rows.map((r) => r.v.id),
        ),
      );
    const byVariant = new Map<number, { technicalName: string; value: string }[]>();
    for (const a of attrs) byVariant.set(a.variantId, [...(byVariant.get(a.variantId) ?? []), a]);
    return rows.map((r) => toVariant(r.v, r.p, byVariant.get(r.v.id) ?? [], l, lookups.valueLabel));
  }

  return {
    summaries,
    withAttributes,

    async list(q: ProductListQuery): Promise<{ items: ProductSummary[]; total: number }> {
      const where: SQL[] = [eq(products.siteId, q.siteId)];
      if (q.line) where.push(eq(products.line, q.line));
      if (q.featured !== undefined) where.push(eq(products.featured, q.featured));
      if (q.categoryIds?.length) {
        where.push(
          inArray(
            products.id,
            db
              .select({ id: productCategories.productId })
              .from(productCategories)
              .where(inArray(productCategories.categoryId, q.categoryIds)),
          ),
        );
      }
      const condition = and(...where);
      const order =
        q.sort === 'name'
          ? [asc(products.name)]
          : q.sort === 'newest'
            ? [desc(products.createdAt)]
            : q.sort === 'rating'
              ? [desc(products.ratingAverage), desc(products.ratingCount)]
              : [asc(products.position)];
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(condition);
      const rows = await db
        .select()
        .from(products)
        .where(condition)
        .orderBy(...order, asc(products.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage);
      return { items: await summaries(rows), total: count?.n ?? 0 };
    },

    async featured(siteId: number, limit: number): Promise<ProductSummary[]> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.siteId, siteId), eq(products.featured, true)))
        .orderBy(asc(products.position))
        .limit(limit);
      return summaries(rows);
    },

    async byId(siteId: number, id: number): Promise<ProductDetail | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.siteId, siteId), eq(products.id, id)));
      if (!row) return null;
      const l = await lookups.load();
      const [[summary], variants, reviewRows, relatedRows] = await Promise.all([
        summaries([row]),
        variantsOf([row.id]),
        db
          .select()
          .from(reviews)
          .where(and(eq(reviews.productId, row.id), eq(reviews.status, 'approved')))
          .orderBy(desc(reviews.createdAt)),
        db
          .select({ p: products })
          .from(productRelated)
          .innerJoin(products, eq(products.id, productRelated.relatedId))
          .where(eq(productRelated.productId, row.id))
          .orderBy(asc(productRelated.position)),
      ]);
      const base = summary as ProductSummary;
      // Attributes: the product's own, then each variant attribute with every value offered.
      const variantValues = new Map<string, string[]>();
      const rawAttrs = await db
        .select()
        .from(variantAttributes)
        .where(inArray(variantAttributes.variantId, variants.map((v) => v.id).concat([-1])));
      for (const a of rawAttrs)
        variantValues.set(a.technicalName, [...(variantValues.get(a.technicalName) ?? []), a.value]);
      const attributes = [
        ...[...variantValues.entries()].map(([name, values]) =>
          attributeOf(l.attributes.get(name), name, values, l, lookups.valueLabel),
        ),
        ...row.attributes.map((a) =>
          attributeOf(l.attributes.get(a.technical_name), a.technical_name, [a.value], l, lookups.valueLabel),
        ),
      ].sort(
        (a, b) =>
          (l.attributes.get(a.technical_name)?.position ?? 99) - (l.attributes.get(b.technical_name)?.position ?? 99),
      );
      const breadcrumbs: Breadcrumb[] = [
        { label: 'Accueil', route: '/' },
        ...base.categories.map((c) => ({ label: c.name, route: `/${c.slug}` })),
        { label: row.name, route: `/p-${row.slug}` },
      ];
      return {
        ...base,
        attributes,
        variant_parent: null,
        made_to_measure: row.madeToMeasure,
        variants,
        reviews: reviewRows.map((r) => ({
          id: r.id,
          author: r.author,
          rating: r.rating,
          title: r.title,
          content: r.content,
          created_at: r.createdAt.toISOString(),
        })),
        related: await summaries(relatedRows.map((r) => r.p)),
        page_paragraphs: cleanBlocks(row.pageParagraphs),
        product_paragraphs: cleanBlocks(row.productParagraphs),
        faq_paragraphs: cleanFaqs(row.faqParagraphs),
        push_paragraphs: row.pushParagraphs,
        metas: row.metas,
        breadcrumbs,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    },

    async variantById(siteId: number, id: number): Promise<ProductVariant | null> {
      const l = await lookups.load();
      const rows = await db
        .select({ v: productVariants, p: { id: products.id, name: products.name, slug: products.slug } })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(productVariants.id, id), eq(products.siteId, siteId)));
      const [variant] = await withAttributes(rows, l);
      return variant ?? null;
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
