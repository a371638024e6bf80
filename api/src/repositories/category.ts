import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Breadcrumb, Category, CategorySummary } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { categories, categoryPages, productCategories } from '../db/schema/index';
import { clean, cleanFaqs } from '../lib/sanitize';
import type { PageRepository } from './page';
import type { VariantSearchRepository } from './variant-search';

type CategoryRow = typeof categories.$inferSelect;

export type CategoryListQuery = {
  siteId: number;
  page: number;
  perPage: number;
  parentId?: number | null;
  line?: 'composite' | 'ocelia';
  featured?: boolean;
};

export function createCategoryRepository(db: Db, pagesRepo: PageRepository, variants: VariantSearchRepository) {
  async function summaries(rows: CategoryRow[]): Promise<CategorySummary[]> {
    if (!rows.length) return [];
    const counts = await db
      .select({ categoryId: productCategories.categoryId, n: sql<number>`count(*)::int` })
      .from(productCategories)
      .where(
        inArray(
          productCategories.categoryId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(productCategories.categoryId);
    const byId = new Map(counts.map((c) => [c.categoryId, c.n]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      short_text: r.shortText,
      line: r.line,
      parent_id: r.parentId,
      position: r.position,
      cover: r.cover ?? null,
      product_count: byId.get(r.id) ?? 0,
    }));
  }

  async function breadcrumbs(row: CategoryRow): Promise<Breadcrumb[]> {
    const chain: CategoryRow[] = [row];
    let parentId = row.parentId;
    for (let depth = 0; parentId !== null && depth < 8; depth++) {
      const [parent] = await db.select().from(categories).where(eq(categories.id, parentId));
      if (!parent) break;
      chain.unshift(parent);
      parentId = parent.parentId;
    }
    return [{ label: 'Accueil', route: '/' }, ...chain.map((c) => ({ label: c.name, route: `/${c.slug}` }))];
  }

  return {
    summaries,

    /** Resolves ids or slugs (mixed) of one site; unknown ones are returned apart. */
    async idsOf(siteId: number, refs: string[]): Promise<{ ids: number[]; unknown: string[] }> {
      const numeric = refs
        .filter((r) => /^\d+$/.test(r))
        .map(Number)
        .filter((n) => n <= 2_147_483_647);
      const slugs = refs.filter((r) => !/^\d+$/.test(r));
      const rows = await db
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(
          and(
            eq(categories.siteId, siteId),
            sql`(${inArray(categories.id, numeric.length ? numeric : [-1])} or ${inArray(categories.slug, slugs.length ? slugs : [''])})`,
          ),
        );
      const known = new Set(rows.flatMap((r) => [String(r.id), r.slug]));
      return { ids: rows.map((r) => r.id), unknown: refs.filter((r) => !known.has(r)) };
    },

    async list(q: CategoryListQuery): Promise<{ items: CategorySummary[]; total: number }> {
      const where: SQL[] = [eq(categories.siteId, q.siteId)];
      if (q.parentId === null) where.push(isNull(categories.parentId));
      else if (q.parentId !== undefined) where.push(eq(categories.parentId, q.parentId));
      if (q.line) where.push(eq(categories.line, q.line));
      if (q.featured !== undefined) where.push(eq(categories.featured, q.featured));
      const condition = and(...where);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(categories)
        .where(condition);
      const rows = await db
        .select()
        .from(categories)
        .where(condition)
        .orderBy(asc(categories.position), asc(categories.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage);
      return { items: await summaries(rows), total: count?.n ?? 0 };
    },

    async featured(siteId: number, limit: number): Promise<CategorySummary[]> {
      const rows = await db
        .select()
        .from(categories)
        .where(and(eq(categories.siteId, siteId), eq(categories.featured, true), eq(categories.line, 'composite')))
        .orderBy(asc(categories.position))
        .limit(limit);
      return summaries(rows);
    },

    async byId(siteId: number, id: number): Promise<Category | null> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.siteId, siteId), eq(categories.id, id)));
      if (!row) return null;
      const [[summary], childRows, links, crumbs, filters] = await Promise.all([
        summaries([row]),
        db.select().from(categories).where(eq(categories.parentId, row.id)).orderBy(asc(categories.position)),
        db
          .select()
          .from(categoryPages)
          .where(eq(categoryPages.categoryId, row.id))
          .orderBy(asc(categoryPages.position)),
        breadcrumbs(row),
        variants.facets({
          siteId,
          categoryIds: [row.id],
          filters: {},
          select: row.filterAttributes,
          page: 1,
          perPage: 1,
          sort: 'position',
        }),
      ]);
      const [realisations, articles, childs] = await Promise.all([
        pagesRepo.summariesByIds(links.filter((l) => l.role === 'realisation').map((l) => l.pageId)),
        pagesRepo.summariesByIds(links.filter((l) => l.role === 'article').map((l) => l.pageId)),
        summaries(childRows),
      ]);
      return {
        ...(summary as CategorySummary),
        content: clean(row.content),
        cover_mobile: row.coverMobile ?? null,
        cover_link: row.coverLink,
        metas: row.metas,
        realisations,
        push_1: row.pushes[0] ?? null,
        push_2: row.pushes[1] ?? null,
        push_3: row.pushes[2] ?? null,
        childs,
        articles,
        faqs: cleanFaqs(row.faqs),
        filters,
        breadcrumbs: crumbs,
      };
    },
  };
}
export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
