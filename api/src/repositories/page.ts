import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Breadcrumb, Page, PageRef, PageSummary, Tag } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { pages, pageTags, tags } from '../db/schema/index';
import { createSanitizeCache } from '../lib/sanitize';
import type { Clock } from './content-window';
import { systemClock } from './content-window';
import { toPage, toPageSummary } from './page-mapper';

export type PageListQuery = {
  siteId: number;
  page: number;
  perPage: number;
  /** First page to include; with startPage < page the answer covers pages startPage..page. */
  startPage?: number;
  status: 'published';
  types?: string[];
  tags?: string[];
  promoted?: boolean;
  line?: 'composite' | 'ocelia';
  parentId?: number;
  sort: 'date' | 'title' | 'position';
};

/** What the public sees: published pages whose publication date has come (a scheduled page waits). */
export function publicPage(now: Date): SQL {
  return and(eq(pages.status, 'published'), lte(pages.publicationDate, now)) as SQL;
}

export function createPageRepository(db: Db, clock: Clock = systemClock) {
  const sanitizeCached = createSanitizeCache();

  async function tagsOf(pageIds: number[]): Promise<Map<number, Tag[]>> {
    const out = new Map<number, Tag[]>();
    if (!pageIds.length) return out;
    const rows = await db
      .select({
        pageId: pageTags.pageId,
        id: tags.id,
        type: tags.type,
        technicalName: tags.technicalName,
        name: tags.name,
      })
      .from(pageTags)
      .innerJoin(tags, eq(tags.id, pageTags.tagId))
      .where(inArray(pageTags.pageId, pageIds))
      .orderBy(asc(tags.type), asc(tags.id));
    for (const r of rows) {
      const list = out.get(r.pageId) ?? [];
      list.push({ id: r.id, type: r.type, technical_name: r.technicalName, name: r.name });
      out.set(r.pageId, list);
    }
    return out;
  }

  async function summaries(rows: (typeof pages.$inferSelect)[]): Promise<PageSummary[]> {
    const tagMap = await tagsOf(rows.map((r) => r.id));
    return rows.map((r) => toPageSummary(r, tagMap.get(r.id) ?? []));
  }

  const ref = (r: { id: number; title: string; slug: string }): PageRef => ({ id: r.id, title: r.title, slug: r.slug });

  /** Home, then each ancestor (nearest last), then the page itself. */
  async function breadcrumbs(
    row: typeof pages.$inferSelect,
  ): Promise<{ crumbs: Breadcrumb[]; parent: PageRef | null }> {
    const chain: PageRef[] = [];
    let parentId = row.parentId;
    for (let depth = 0; parentId !== null && depth < 8; depth++) {
      const [parent] = await db
        .select({ id: pages.id, title: pages.title, slug: pages.slug, parentId: pages.parentId })
        .from(pages)
        .where(eq(pages.id, parentId));
      if (!parent) break;
      chain.unshift(ref(parent));
      parentId = parent.parentId;
    }
    const crumbs: Breadcrumb[] = [{ label: 'Accueil', route: '/' }];
    for (const p of chain) crumbs.push({ label: p.title, route: `/${p.slug}` });
    if (row.type !== 'home') crumbs.push({ label: row.title, route: `/${row.slug}` });
    return { crumbs, parent: chain.at(-1) ?? null };
  }

  async function full(row: typeof pages.$inferSelect): Promise<Page> {
    const [tagMap, trail, children] = await Promise.all([
      tagsOf([row.id]),
      breadcrumbs(row),
      db
        .select({ id: pages.id, title: pages.title, slug: pages.slug })
        .from(pages)
        .where(and(eq(pages.parentId, row.id), publicPage(clock())))
        .orderBy(asc(pages.position), desc(pages.publicationDate))
        .limit(200),
    ]);
    const content = sanitizeCached(`${row.id}:${row.updatedAt.getTime()}`, row.content);
    return toPage(
      row,
      tagMap.get(row.id) ?? [],
      {
        content,
        parent: trail.parent,
        children: children.map(ref),
        breadcrumbs: trail.crumbs,
      },
      clock(),
    );
  }

  return {
    summaries,

    /** A published page by id (drafts are not public). */
    async byId(siteId: number, id: number): Promise<Page | null> {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.id, id), publicPage(clock())));
      return row ? full(row) : null;
    },

    async bySlug(siteId: number, slug: string): Promise<Page | null> {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.slug, slug), publicPage(clock())));
      return row ? full(row) : null;
    },

    /** A page whatever its status: only the preview route, behind a signed token, may ask. */
    async bySlugAnyStatus(siteId: number, slug: string): Promise<Page | null> {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.slug, slug)));
      return row ? full(row) : null;
    },

    async idBySlug(
      siteId: number,
      slug: string,
    ): Promise<{ id: number; slug: string; line: 'composite' | 'ocelia' } | null> {
      const [row] = await db
        .select({ id: pages.id, slug: pages.slug, line: pages.line })
        .from(pages)
        .where(and(eq(pages.siteId, siteId), eq(pages.slug, slug), publicPage(clock())));
      return row ?? null;
    },

    async list(q: PageListQuery): Promise<{ items: PageSummary[]; total: number }> {
      const where: SQL[] = [
        eq(pages.siteId, q.siteId),
        eq(pages.status, q.status),
        lte(pages.publicationDate, clock()),
      ];
      if (q.types?.length) where.push(inArray(pages.type, q.types));
      if (q.promoted !== undefined) where.push(eq(pages.promoted, q.promoted));
      if (q.line) where.push(eq(pages.line, q.line));
      if (q.parentId !== undefined) where.push(eq(pages.parentId, q.parentId));
      if (q.tags?.length) {
        // Every requested tag must be on the page (a narrowing filter, as shoppers expect).
        where.push(
          inArray(
            pages.id,
            db
              .select({ id: pageTags.pageId })
              .from(pageTags)
              .innerJoin(tags, eq(tags.id, pageTags.tagId))
              .where(inArray(tags.technicalName, q.tags))
              .groupBy(pageTags.pageId)
              .having(sql`count(distinct ${tags.technicalName}) = ${q.tags.length}`),
          ),
        );
      }
      const condition = and(...where);
      const order =
        q.sort === 'title'
          ? [asc(pages.title), asc(pages.id)]
          : q.sort === 'position'
            ? [asc(pages.position), asc(pages.id)]
            : [desc(pages.publicationDate), desc(pages.id)];
      const first = Math.min(q.startPage ?? q.page, q.page);
      const [countRow] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(pages)
        .where(condition);
      const rows = await db
        .select()
        .from(pages)
        .where(condition)
        .orderBy(...order)
        .limit(q.perPage * (q.page - first + 1))
        .offset((first - 1) * q.perPage);
      return { items: await summaries(rows), total: countRow?.n ?? 0 };
    },

    /** Latest published pages of some types, for home blocks and category pages. */
    async latest(siteId: number, types: string[], limit: number, promotedFirst = false): Promise<PageSummary[]> {
      const rows = await db
        .select()
        .from(pages)
        .where(and(eq(pages.siteId, siteId), publicPage(clock()), inArray(pages.type, types)))
        .orderBy(...(promotedFirst ? [desc(pages.promoted)] : []), desc(pages.publicationDate), desc(pages.id))
        .limit(limit);
      return summaries(rows);
    },

    async summariesByIds(ids: number[]): Promise<PageSummary[]> {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(pages)
        .where(and(inArray(pages.id, ids), publicPage(clock())));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return summaries(ids.map((id) => byId.get(id)).filter((r): r is typeof pages.$inferSelect => r !== undefined));
    },

    /** Tags of a type with their count of published pages (GET /v1/tags). */
    async tagsWithCount(filter: { types?: string[]; technicalNames?: string[]; pageTypes?: string[]; siteId: number }) {
      const where: SQL[] = [];
      if (filter.types?.length) where.push(inArray(tags.type, filter.types));
      if (filter.technicalNames?.length) where.push(inArray(tags.technicalName, filter.technicalNames));
      const pageCond = and(
        eq(pages.id, pageTags.pageId),
        publicPage(clock()),
        eq(pages.siteId, filter.siteId),
        ...(filter.pageTypes?.length ? [inArray(pages.type, filter.pageTypes)] : []),
      );
      const rows = await db
        .select({
          id: tags.id,
          type: tags.type,
          technicalName: tags.technicalName,
          name: tags.name,
          count: sql<number>`count(${pages.id})::int`,
        })
        .from(tags)
        .leftJoin(pageTags, eq(pageTags.tagId, tags.id))
        .leftJoin(pages, pageCond)
        .where(where.length ? and(...where) : undefined)
        .groupBy(tags.id)
        .orderBy(asc(tags.type), asc(tags.id));
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        technical_name: r.technicalName,
        name: r.name,
        count: r.count,
      }));
    },
  };
}
export type PageRepository = ReturnType<typeof createPageRepository>;
