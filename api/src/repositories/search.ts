import { inArray, sql } from 'drizzle-orm';
import type { SearchCategory, SearchPage, SearchProduct, SearchResult, SearchType } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { categories, pages, products } from '../db/schema/index';
import type { ProductRepository } from './product';
import { buildSearchIndex } from './search-index';
import { normalizeQuery, referenceOf, tokensOf, tsQueryOf, type Correction } from './search-text';

export type SearchQuery = { siteId: number; q: string; type: SearchType; page: number; perPage: number };

type Kind = 'product' | 'category' | 'page';
type ProductRow = typeof products.$inferSelect;
const KINDS: readonly Kind[] = ['product', 'category', 'page'];

type Hit = { kind: Kind; entity_id: number; total: number; rn: number };

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const pagination = (page: number, perPage: number, total: number) => ({
  page,
  perPage,
  total,
  pages: Math.ceil(total / perPage),
});

/**
 * Site search over products, categories and content pages (French full-text search on unaccented
 * text, typos corrected against the index's own words with pg_trgm). Each query word is kept when
 * the index knows it, completed when it is the start of a known word, and otherwise replaced by the
 * closest known word. Results are ranked per kind: an exact reference first, then text rank.
 */
export function createSearchRepository(db: Db, productRepository: ProductRepository) {
  /** Each token as searched: itself, as a prefix, or its closest known spelling. */
  async function correct(tokens: string[]): Promise<Correction[]> {
    if (!tokens.length) return [];
    const result = await db.execute(sql`
      select t.token,
        exists (select 1 from search_words w where w.word = t.token) as known,
        exists (select 1 from search_words w where w.word like t.token || '%') as prefix,
        (select w.word from search_words w where w.word % t.token
          order by similarity(w.word, t.token) desc, w.word limit 1) as closest
      from unnest(${`{${tokens.join(',')}}`}::text[]) with ordinality as t(token, n)
      order by t.n`);
    return rowsOf<{ token: string; known: boolean; prefix: boolean; closest: string | null }>(result).map((r) => ({
      token: r.token,
      known: r.known,
      prefix: r.prefix,
      closest: r.closest,
    }));
  }

  /**
   * One page of ranked hits per kind, plus one row per kind carrying its total (entity_id -1): a
   * page past the end of one kind still knows how many that kind has.
   */
  async function rankedHits(siteId: number, q: string, tsQuery: string, kinds: Kind[], offset: number, limit: number) {
    const reference = referenceOf(q);
    const result = await db.execute(sql`
      with query as (select to_tsquery('french', ${tsQuery}) as tsq),
      matched as (
        select d.kind, d.entity_id,
          case when ${reference}::text is null then 2
               when d.refs like ${`% ${reference ?? ''} %`} then 0
               when d.refs like ${`% ${reference ?? ''}%`} then 1 else 2 end as bucket,
          ts_rank(d.head, query.tsq) + similarity(d.title_norm, ${normalizeQuery(q)}) as score
        from search_documents d, query
        where d.site_id = ${siteId}
          and d.kind = any(${`{${kinds.join(',')}}`}::text[])
          and (d.document @@ query.tsq or (${reference}::text is not null and d.refs like ${`% ${reference ?? ''}%`}))
      ),
      ranked as (
        select kind, entity_id,
          row_number() over (partition by kind order by bucket, score desc, entity_id)::int as rn,
          count(*) over (partition by kind)::int as total
        from matched
      )
      select kind, entity_id, total, rn from ranked where rn > ${offset} and rn <= ${offset + limit}
      union all
      select kind, -1, total, 0 from ranked where rn = 1
      order by kind, rn`);
    return rowsOf<Hit>(result);
  }

  async function productsOf(ids: number[]): Promise<SearchProduct[]> {
    if (!ids.length) return [];
    // Only what a summary shows: the paragraphs and metas (large JSON) stay in the database.
    const rows = (await db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        reference: products.reference,
        type: products.type,
        shortText: products.shortText,
        line: products.line,
        cover: products.cover,
        ratingAverage: products.ratingAverage,
        ratingCount: products.ratingCount,
      })
      .from(products)
      .where(inArray(products.id, ids))) as ProductRow[];
    const ordered = ids.flatMap((id) => rows.filter((r) => r.id === id));
    const summaries = await productRepository.summaries(ordered);
    return summaries.map((p) => ({ ...p, url: p.line === 'ocelia' ? `/ocelia/p-${p.slug}` : `/p-${p.slug}` }));
  }

  async function categoriesOf(ids: number[]): Promise<SearchCategory[]> {
    if (!ids.length) return [];
    const rows = await db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        line: categories.line,
        cover: categories.cover,
      })
      .from(categories)
      .where(inArray(categories.id, ids));
    return ids.flatMap((id) =>
      rows
        .filter((r) => r.id === id)
        .map((r) => ({ ...r, cover: r.cover ?? null, url: r.line === 'ocelia' ? `/ocelia/${r.slug}` : `/${r.slug}` })),
    );
  }

  async function pagesOf(ids: number[]): Promise<SearchPage[]> {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: pages.id, title: pages.title, slug: pages.slug, text: pages.text, type: pages.type })
      .from(pages)
      .where(inArray(pages.id, ids));
    return ids.flatMap((id) => rows.filter((r) => r.id === id).map((r) => ({ ...r, url: `/${r.slug}` })));
  }

  return {
    /** Creates the extensions, tables and indexes if needed and fills them from the catalogue and pages. */
    buildIndex: () => buildSearchIndex(db),

    async search({ siteId, q, type, page, perPage }: SearchQuery): Promise<SearchResult> {
      const kinds = type === 'all' ? [...KINDS] : [type];
      const tokens = tokensOf(q);
      const corrections = await correct(tokens);
      const offset = (page - 1) * perPage;
      // Every word must match; when that finds nothing, any word may (« portillon 1 m »).
      let tsQuery = tsQueryOf(corrections, '&');
      let rows = await rankedHits(siteId, q.trim(), tsQuery, kinds, offset, perPage);
      if (!rows.length && corrections.length > 1) {
        tsQuery = tsQueryOf(corrections, '|');
        rows = await rankedHits(siteId, q.trim(), tsQuery, kinds, offset, perPage);
      }
      const idsOf = (kind: Kind) => rows.filter((r) => r.kind === kind && r.rn > 0).map((r) => r.entity_id);
      const totalOf = (kind: Kind) => rows.find((r) => r.kind === kind && r.rn === 0)?.total ?? 0;
      const [productItems, categoryItems, pageItems] = await Promise.all([
        productsOf(idsOf('product')),
        categoriesOf(idsOf('category')),
        pagesOf(idsOf('page')),
      ]);
      const corrected = corrections.map((c) => (c.known || c.prefix || !c.closest ? c.token : c.closest)).join(' ');
      const suggestions = corrected !== tokens.join(' ') ? [corrected] : [];
      return {
        query: q.trim(),
        products: { items: productItems, pagination: pagination(page, perPage, totalOf('product')) },
        categories: { items: categoryItems, pagination: pagination(page, perPage, totalOf('category')) },
        pages: { items: pageItems, pagination: pagination(page, perPage, totalOf('page')) },
        suggestions,
      };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
