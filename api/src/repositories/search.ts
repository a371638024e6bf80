import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SearchCategory, SearchPage, SearchProduct, SearchResult, SearchType } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import type { products } from '../db/schema/index';
import type { CatalogueLookups } from './catalogue-lookups';
import { toProductSummary } from './product-mapper';
import { searchFacets, variantMatches, type SearchFilters } from './search-facets';
import { analyzeSearchIndex } from './search-index';
import { trigramSimilarity, unsharedTrigrams } from './search-similarity';
import { executeNamed } from '../db/named-statement';
import { normalizeQuery, referenceOf, tokensOf, tsQueryOf, type Correction } from './search-text';
import { rowsOf } from '../db/rows';

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
  /** [id, priceHt, priceTtc, lengthMm, stock, color, isDefault, ecotaxHt, ecotaxTtc]: arrays, a third of the objects' text. */
  variants: [number, number, number, number | null, number, string | null, boolean, number, number][] | null;
  /** [id, name, slug] */
  categories: [number, string, string][] | null;
};
type Hit = { kind: Kind; entity_id: number; total: number; rn: number; doc: CategoryDoc | PageDoc | ProductDoc | null };
type RankedQuery = { siteId: number; q: string; kinds: Kind[]; filters: SearchFilters };

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
  /**
   * The products a query matches: its words, or a reference (prefix) it spells. A union, not an
   * `or`: the words are found by the GIN index, the reference's branch runs only for a reference.
   */
  const matchedProducts = (siteId: number, q: string, tsQuery: string) => {
    const reference = referenceOf(q);
    return sql`select d.entity_id as product_id from search_documents d
        where d.kind = 'product' and d.site_id = ${siteId} and d.document @@ to_tsquery('french', ${tsQuery})
      union select d.entity_id from search_documents d
        where d.kind = 'product' and d.site_id = ${siteId}
          and ${reference}::text is not null and d.refs like ${`% ${reference ?? ''}%`}`;
  };

  /** pg_trgm's similarity(d.title_norm, query) from the title's stored trigrams (search-similarity.ts). */
  const titleSimilarity = trigramSimilarity(sql`title_trigrams`, sql`unshared`, sql`query.trigram_count`);

  /**
   * The documents of one pass: matching every word (`tsq_all`), or any word (`tsq_any`), or the
   * reference the query spells (a prefix of one), with their bucket (exact reference first) and score.
   * Two branches, not one `or`: the words are then found by the GIN index (an `or` with the
   * reference read every document, its whole tsvector), and the reference's branch runs only
   * for a query that spells one.
   */
  const passOf = (tsq: SQL, { siteId, q, kinds, filters }: RankedQuery, only = sql``) => {
    const reference = referenceOf(q);
    const filtered = Object.keys(filters).length
      ? sql`and (d.kind <> 'product' or ${variantMatches(sql`d.entity_id`, filters)})`
      : sql``;
    const select = (where: SQL) => sql`select d.kind, d.entity_id,
          case when ${reference}::text is null then 2
               when d.refs like ${`% ${reference ?? ''} %`} then 0
               when d.refs like ${`% ${reference ?? ''}%`} then 1 else 2 end as bucket,
          ts_rank(d.head, ${tsq}) as text_rank, length(d.title_trigrams) as title_trigrams,
          ${unsharedTrigrams(sql`d.title_trigrams`, sql`query.trigrams`)} as unshared
        from search_documents d, query
        where d.site_id = ${siteId}
          and d.kind = any(${`{${kinds.join(',')}}`}::text[])
          and ${where}
          ${filtered} ${only}`;
    return sql`${select(sql`d.document @@ ${tsq}`)}
        union all ${select(sql`${reference}::text is not null and d.refs like ${`% ${reference ?? ''}%`} and not (d.document @@ ${tsq})`)}`;
  };

  /**
   * The whole answer but the facets in one statement (PGlite runs one statement at a time, and
   * each costs its planning): each query word as searched (itself when the index knows it, the
   * start of a known word as a prefix, else its closest known spelling: the trigram search runs
   * for those words only), the hits matching every word, or any word when no document matches
   * them all (« portillon 1 m »); then one page of ranked hits per kind, one row per kind
   * carrying its total (entity_id -1: a page past the end of one kind still knows how many it
   * has), and one row (kind '') telling the words as searched and whether any word sufficed.
   */
  async function rankedHits(query: RankedQuery, tokens: string[], offset: number, limit: number) {
    const result = await executeNamed(
      db,
      sql`
      -- Materialized: each word's index probe runs once, not again where corrections reads them.
      with words as materialized (
        select t.token, t.n, coalesce(f.word = t.token, false) as known, f.word is not null as prefix
        from unnest(${`{${tokens.join(',')}}`}::text[]) with ordinality as t(token, n)
        -- The first known word starting with the token, in the text_pattern_ops index's order
        -- (words are [a-z0-9] only, '{' sorts after them): the token itself when it is known.
        left join lateral (select w.word from search_words w where w.word ~>=~ t.token and w.word ~<~ (t.token || '{')
          order by w.word using ~<~ limit 1) f on true
      ),
      corrections as (
        -- For unknown words only; from the words' stored trigrams (drizzle/0007_search_word_trigrams.sql).
        select w.*, case when w.known or w.prefix then null else search_closest_word(w.token) end as closest
        from words w
      ),
      terms as (
        select count(*)::int as words,
          string_agg(case when known then token when prefix then token || ':*'
            when closest ~ '^[a-z0-9]+$' then closest else token end, ' & ' order by n) as all_words,
          string_agg(case when known then token when prefix then token || ':*'
            when closest ~ '^[a-z0-9]+$' then closest else token end, ' | ' order by n) as any_word
        from corrections
      ),
      query as (
        select words, to_tsquery('french', coalesce(all_words, '')) as tsq_all,
          to_tsquery('french', coalesce(any_word, '')) as tsq_any,
          show_trgm(${normalizeQuery(query.q)}) as trigrams, cardinality(show_trgm(${normalizeQuery(query.q)})) as trigram_count
        from terms
      ),
      matched_all as (${passOf(sql`query.tsq_all`, query)}),
      -- Materialized: each hit's trigrams are compared once (ranked reads them twice).
      matched as materialized (
        select * from matched_all
        union all ${passOf(
          sql`query.tsq_any`,
          query,
          sql`and query.words > 1 and not exists (select 1 from matched_all)`,
        )}
      ),
      ranked as (
        select kind, entity_id,
          row_number() over (partition by kind order by bucket, text_rank + ${titleSimilarity} desc, entity_id)::int as rn,
          count(*) over (partition by kind)::int as total
        from matched, query
      )
      -- Every hit comes whole: categories and pages as shown, products with what their summary
      -- needs (their variants and categories).
      select r.kind, r.entity_id, r.total, r.rn,
        case r.kind
          when 'category' then json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'line', c.line, 'cover', c.cover)
          when 'page' then json_build_object('id', pg.id, 'title', pg.title, 'slug', pg.slug, 'text', pg.text, 'type', pg.type)
          when 'product' then json_build_object('id', p.id, 'name', p.name, 'slug', p.slug, 'reference', p.reference,
            'type', p.type, 'shortText', p.short_text, 'line', p.line, 'cover', p.cover,
            'ratingAverage', p.rating_average_x10, 'ratingCount', p.rating_count,
            'variants', (select json_agg(json_build_array(v.id, v.price_ht, v.price_ttc, v.length_mm, v.stock, v.color,
                v.is_default, v.ecotax_ht, v.ecotax_ttc) order by v.position, v.id)
              from product_variants v where v.product_id = p.id),
            'categories', (select json_agg(json_build_array(pcat.id, pcat.name, pcat.slug) order by pc.position, pcat.id)
              from product_categories pc join categories pcat on pcat.id = pc.category_id where pc.product_id = p.id))
        end as doc
      from ranked r
      left join categories c on r.kind = 'category' and c.id = r.entity_id
      left join pages pg on r.kind = 'page' and pg.id = r.entity_id
      left join products p on r.kind = 'product' and p.id = r.entity_id
      where r.rn > ${offset} and r.rn <= ${offset + limit}
      union all
      select kind, -1, total, 0, null from ranked where rn = 1
      union all
      select '', -2, 0, 0, json_build_object(
        'corrections', (select coalesce(json_agg(json_build_object('token', token, 'known', known, 'prefix', prefix,
          'closest', closest) order by n), '[]'::json) from corrections),
        'any', (select words > 1 from query) and not exists (select 1 from matched_all))
      order by kind, rn`,
    );
    const rows = rowsOf<Omit<Hit, 'kind'> & { kind: Kind | '' }>(result);
    const searched = rows.find((r) => r.kind === '')?.doc as unknown as { corrections: Correction[]; any: boolean };
    const hits = rows.filter((r): r is Hit => r.kind !== '');
    return { rows: hits, corrections: searched.corrections, any: searched.any };
  }

  function productOf(doc: ProductDoc, l: Awaited<ReturnType<CatalogueLookups['load']>>): SearchProduct {
    const { variants, categories, ...row } = doc;
    const summary = toProductSummary(
      row as ProductRow,
      (variants ?? []).map(([id, priceHt, priceTtc, lengthMm, stock, color, isDefault, ecotaxHt, ecotaxTtc]) => ({
        id,
        productId: row.id,
        priceHt,
        priceTtc,
        ecotaxHt,
        ecotaxTtc,
        lengthMm,
        stock,
        color,
        isDefault,
      })),
      (categories ?? []).map(([id, name, slug]) => ({ id, name, slug })),
      l,
    );
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
      const offset = (page - 1) * perPage;
      const { rows, corrections, any } = await rankedHits(
        { siteId, q: q.trim(), kinds, filters },
        tokens,
        offset,
        perPage,
      );
      // The words the hits matched: all of them, or any of them when none matched them all.
      const tsQuery = tsQueryOf(corrections, any ? '|' : '&');
      const productFacets =
        facets && kinds.includes('product')
          ? await searchFacets(db, lookups, matchedProducts(siteId, q.trim(), tsQuery), filters)
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
