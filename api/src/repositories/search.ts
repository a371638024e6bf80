import { sql } from 'drizzle-orm';
import type { SearchCategory, SearchPage, SearchProduct, SearchResult, SearchType } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import type { products } from '../db/schema/index';
import type { CatalogueLookups } from './catalogue-lookups';
import { toProductSummary } from './product-mapper';
import { searchFacets, variantMatches, type SearchFilters } from './search-facets';
import { analyzeSearchIndex } from './search-index';
import { executeNamed } from '../db/named-statement';
import { normalizeQuery, referenceOf, tokensOf, tsQueryOf, type Correction } from './search-text';

export type SearchQuery = {
  siteId: number;
  q: string;
  type: SearchType;
  page: number;
  perPage: number;
  /** Narrow the product results (categories and pages are not filtered). */
  filters?: SearchFilters;
  /** Count the product results' facets (the results page; suggestions skip it). */
  facets?: boolean;
};

type Kind = 'product' | 'category' | 'page';
type ProductRow = typeof products.$inferSelect;
const KINDS: readonly Kind[] = ['product', 'category', 'page'];

type CategoryDoc = Omit<SearchCategory, 'url'>;
type PageDoc = Omit<SearchPage, 'url'>;
/** A product as its summary needs it: its row's shown columns, its variants and categories in order. */
type ProductDoc = Pick<
  ProductRow,
  'id' | 'name' | 'slug' | 'reference' | 'type' | 'shortText' | 'line' | 'cover' | 'ratingAverage' | 'ratingCount'
> & {
  variants: Parameters<typeof toProductSummary>[1] | null;
  categories: { id: number; name: string; slug: string }[] | null;
};
type Hit = { kind: Kind; entity_id: number; total: number; rn: number; doc: CategoryDoc | PageDoc | ProductDoc | null };

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
export function createSearchRepository(db: Db, lookups: CatalogueLookups) {
  /** The documents a query matches: its words, or a reference (prefix) it spells. */
  const matches = (q: string, tsQuery: string) => {
    const reference = referenceOf(q);
    return sql`(d.document @@ to_tsquery('french', ${tsQuery}) or (${reference}::text is not null and d.refs like ${`% ${reference ?? ''}%`}))`;
  };

  /** Each token as searched: itself, as a prefix, or its closest known spelling. */
  async function correct(tokens: string[]): Promise<Correction[]> {
    if (!tokens.length) return [];
    const result = await executeNamed(
      db,
      sql`
      select t.token,
        exists (select 1 from search_words w where w.word = t.token) as known,
        exists (select 1 from search_words w where w.word like t.token || '%') as prefix,
        (select w.word from search_words w where w.word % t.token
          order by similarity(w.word, t.token) desc, w.word limit 1) as closest
      from unnest(${`{${tokens.join(',')}}`}::text[]) with ordinality as t(token, n)
      order by t.n`,
    );
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
  async function rankedHits(
    {
      siteId,
      q,
      tsQuery,
      kinds,
      filters,
    }: { siteId: number; q: string; tsQuery: string; kinds: Kind[]; filters: SearchFilters },
    offset: number,
    limit: number,
  ) {
    const reference = referenceOf(q);
    const filtered = Object.keys(filters).length
      ? sql`and (d.kind <> 'product' or ${variantMatches(sql`d.entity_id`, filters)})`
      : sql``;
    const result = await executeNamed(
      db,
      sql`
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
          ${filtered}
      ),
      ranked as (
        select kind, entity_id,
          row_number() over (partition by kind order by bucket, score desc, entity_id)::int as rn,
          count(*) over (partition by kind)::int as total
        from matched
      )
      -- Every hit comes whole (on PGlite each statement waits for the one before): categories and
      -- pages as shown, products with what their summary needs (their variants and categories).
      select r.kind, r.entity_id, r.total, r.rn,
        case r.kind
          when 'category' then json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'line', c.line, 'cover', c.cover)
          when 'page' then json_build_object('id', pg.id, 'title', pg.title, 'slug', pg.slug, 'text', pg.text, 'type', pg.type)
          when 'product' then json_build_object('id', p.id, 'name', p.name, 'slug', p.slug, 'reference', p.reference,
            'type', p.type, 'shortText', p.short_text, 'line', p.line, 'cover', p.cover,
            'ratingAverage', p.rating_average_x10, 'ratingCount', p.rating_count,
            'variants', (select json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'priceHt', v.price_ht,
                'priceTtc', v.price_ttc, 'lengthMm', v.length_mm, 'stock', v.stock, 'color', v.color,
                'isDefault', v.is_default) order by v.position, v.id)
              from product_variants v where v.product_id = p.id),
            'categories', (select json_agg(json_build_object('id', pcat.id, 'name', pcat.name, 'slug', pcat.slug)
                order by pc.position, pcat.id)
              from product_categories pc join categories pcat on pcat.id = pc.category_id where pc.product_id = p.id))
        end as doc
      from ranked r
      left join categories c on r.kind = 'category' and c.id = r.entity_id
      left join pages pg on r.kind = 'page' and pg.id = r.entity_id
      left join products p on r.kind = 'product' and p.id = r.entity_id
      where r.rn > ${offset} and r.rn <= ${offset + limit}
      union all
      select kind, -1, total, 0, null from ranked where rn = 1
      order by kind, rn`,
    );
    return rowsOf<Hit>(result);
  }

  function productOf(doc: ProductDoc, l: Awaited<ReturnType<CatalogueLookups['load']>>): SearchProduct {
    const { variants, categories, ...row } = doc;
    const summary = toProductSummary(row as ProductRow, variants ?? [], categories ?? [], l);
    return { ...summary, url: summary.line === 'ocelia' ? `/ocelia/p-${summary.slug}` : `/p-${summary.slug}` };
  }

  const categoryOf = (doc: CategoryDoc): SearchCategory => ({
    ...doc,
    cover: doc.cover ?? null,
    url: doc.line === 'ocelia' ? `/ocelia/${doc.slug}` : `/${doc.slug}`,
  });
  const pageOf = (doc: PageDoc): SearchPage => ({ ...doc, url: `/${doc.slug}` });

  return {
    /** Refreshes the index's planner statistics (the index itself is kept by triggers, drizzle/0004_search.sql). */
    analyzeIndex: () => analyzeSearchIndex(db),

    async search({ siteId, q, type, page, perPage, filters = {}, facets = false }: SearchQuery): Promise<SearchResult> {
      const kinds = type === 'all' ? [...KINDS] : [type];
      const tokens = tokensOf(q);
      const corrections = await correct(tokens);
      const offset = (page - 1) * perPage;
      // Every word must match; when that finds nothing, any word may (« portillon 1 m »).
      let tsQuery = tsQueryOf(corrections, '&');
      const hits = (tsq: string) => rankedHits({ siteId, q: q.trim(), tsQuery: tsq, kinds, filters }, offset, perPage);
      let rows = await hits(tsQuery);
      if (!rows.length && corrections.length > 1) {
        tsQuery = tsQueryOf(corrections, '|');
        rows = await hits(tsQuery);
      }
      const productFacets =
        facets && kinds.includes('product')
          ? await searchFacets(
              db,
              lookups,
              sql`select d.entity_id as product_id from search_documents d
                where d.kind = 'product' and d.site_id = ${siteId} and ${matches(q.trim(), tsQuery)}`,
              filters,
            )
          : [];
      const totalOf = (kind: Kind) => rows.find((r) => r.kind === kind && r.rn === 0)?.total ?? 0;
      const docsOf = (kind: Kind) => rows.filter((r) => r.kind === kind && r.rn > 0 && r.doc).map((r) => r.doc);
      const l = await lookups.load();
      // A product deleted since it was ranked (the join found no row) is left out, as before.
      const productItems = (docsOf('product') as ProductDoc[]).filter((d) => d.id !== null).map((d) => productOf(d, l));
      const categoryItems = docsOf('category').map((doc) => categoryOf(doc as CategoryDoc));
      const pageItems = docsOf('page').map((doc) => pageOf(doc as PageDoc));
      const corrected = corrections.map((c) => (c.known || c.prefix || !c.closest ? c.token : c.closest)).join(' ');
      const suggestions = corrected !== tokens.join(' ') ? [corrected] : [];
      return {
        query: q.trim(),
        products: { items: productItems, pagination: pagination(page, perPage, totalOf('product')) },
        categories: { items: categoryItems, pagination: pagination(page, perPage, totalOf('category')) },
        pages: { items: pageItems, pagination: pagination(page, perPage, totalOf('page')) },
        suggestions,
        facets: productFacets,
      };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
