import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PRICE_FACET, type Facet, type ProductVariantList } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { products, productVariants } from '../db/schema/index';
import type { CatalogueLookups } from './catalogue-lookups';
import { priceBandExpression } from './price-bands';
import { toFacets } from './variant-facets';
import { toVariant } from './product-mapper';
import { executeTemplate } from '../db/named-statement';
import { rowsOf } from '../db/rows';

export type VariantSearch = {
  siteId: number;
  categoryIds?: number[];
  /** Category ids or slugs (a shopper's query); the unknown ones come back in `unknownCategories`. */
  categories?: string[];
  line?: 'composite' | 'ocelia';
  /** attribute → accepted values (OR within an attribute, AND across attributes). */
  filters: Record<string, string[]>;
  /** Price band ids (shared PRICE_BANDS), OR between them. */
  priceBands?: string[];
  /** Facets to count (attribute names, `prix`); defaults to every filterable attribute present and `prix`. */
  select?: string[];
  /** `product`: one item per product (its cheapest matching variant); totals and counts are products. */
  group?: 'product';
  inStock?: boolean;
  page: number;
  perPage: number;
  sort: 'position' | 'price_asc' | 'price_desc' | 'newest';
};

/** An element of a PostgreSQL array literal, quoted (values may hold spaces, commas, quotes). */
const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const textArray = (values: readonly string[]) => `{${values.map(quote).join(',')}}`;

type VariantRow = typeof productVariants.$inferSelect;
type ItemRow = {
  v: VariantRow;
  p: { id: number; name: string; slug: string; ratingAverage: number; ratingCount: number };
  attrs: { technicalName: string; value: string }[];
  n: number | null;
};
type Answer = {
  total: number | null;
  items: ItemRow[] | null;
  facets: [string, string, number][] | null;
  unknown: string[] | null;
};

/** The categories of a listing as the statement reads them: ids (as text) or slugs. */
const categoryRefsOf = (q: VariantSearch): string[] => [...(q.categoryIds ?? []).map(String), ...(q.categories ?? [])];

/**
 * Faceted listing of variants (GET /v1/product-variant). Facet counts are disjunctive: the count
 * of a value of attribute A applies every filter except the one on A, so a shopper sees how many
 * results ticking that value would add.
 *
 * One statement answers a listing: the selection (site, line, categories, stock) is read once, each
 * variant counts how many of the filter groups (an attribute's values, the price bands) it
 * satisfies, and the total, the page and every facet are read from that count. A value of A counts
 * a variant satisfying every group but A's: its count, less A's own match, reaches the number of
 * groups other than A. (Four to six statements before, each planned on its own: planning cost more
 * than running them.)
 */
export function createVariantSearch(db: Db, lookups: CatalogueLookups) {
  const value = (name: string) => sql.placeholder(name);

  /**
   * The selection's conditions. Categories are given as ids or slugs and resolved in the statement
   * itself (the `cats` part), which also reports the unknown ones: one round trip per listing.
   */
  function baseConditions(q: VariantSearch): SQL[] {
    const where: SQL[] = [sql`${products.siteId} = ${value('site')}`];
    if (q.line) where.push(sql`${products.line} = ${value('line')}`);
    if (q.inStock) where.push(sql`${productVariants.stock} > 0`);
    if (categoryRefsOf(q).length)
      // An array of ids, not `in (subquery)`: the products (then their variants) are read by index
      // whichever plan PostgreSQL keeps for the prepared statement, not by hashing every variant.
      where.push(
        sql`${products.id} = any(array(select pc.product_id from product_categories pc where pc.category_id in (select id from cats)))`,
      );
    return where;
  }

  /** What the answer needs from the attribute definitions: the facets to count and the filter groups. */
  async function plan(q: VariantSearch) {
    const l = await lookups.load();
    const filterable = [...l.attributes.values()].filter((a) => a.filterable).map((a) => a.technicalName);
    const requested = q.select?.length ? q.select : [...filterable, PRICE_FACET];
    const withPrice = requested.includes(PRICE_FACET);
    const wanted = requested.filter((n) => n !== PRICE_FACET);
    const filters = Object.entries(q.filters).filter(([, values]) => values.length > 0);
    const bands = [...new Set(q.priceBands ?? [])];
    // One row per accepted value; the price bands as values of the facet `prix`.
    const pairs = [
      ...filters.flatMap(([name, values]) => [...new Set(values)].map((value) => [name, value] as const)),
      ...bands.map((band) => [PRICE_FACET, band] as const),
    ];
    return {
      l,
      wanted,
      withPrice,
      filtered: filters.map(([name]) => name),
      groups: filters.length + (bands.length ? 1 : 0),
      names: textArray(pairs.map(([name]) => name)),
      values: textArray(pairs.map(([, value]) => value)),
      attributeNames: textArray([...new Set([...wanted, ...filters.map(([name]) => name)])]),
      facetNames: textArray([...wanted, ...(withPrice ? [PRICE_FACET] : [])]),
      needsPrice: withPrice || bands.length > 0,
    };
  }

  /** A page's rows (variant, product, attributes) in order, as JSON; `n` the variants of its product. */
  const itemsPart = (n: SQL, from: SQL) => sql`items as (
        select json_agg(json_build_object(
      'v', json_build_object('id', pv.id, 'productId', pv.product_id, 'reference', pv.reference, 'name', pv.name,
        'priceHt', pv.price_ht, 'priceTtc', pv.price_ttc, 'ecotaxHt', pv.ecotax_ht, 'ecotaxTtc', pv.ecotax_ttc,
        'lengthMm', pv.length_mm, 'stock', pv.stock, 'weightG', pv.weight_g, 'color', pv.color,
        'isDefault', pv.is_default, 'position', pv.position, 'cover', pv.cover),
      'p', json_build_object('id', p.id, 'name', p.name, 'slug', p.slug,
        'ratingAverage', p.rating_average_x10, 'ratingCount', p.rating_count),
      'attrs', (select coalesce(json_agg(json_build_object('technicalName', va.technical_name, 'value', va.value)), '[]'::json)
        from variant_attributes va where va.variant_id = pv.id),
      'n', ${n}) order by page.rn) as items
        ${from} join products p on p.id = pv.product_id
      )`;

  /** The order of a page: by price (`price`, a variant's or a product's « à partir de »), date or position. */
  const orderOf = (sort: VariantSearch['sort'], price: SQL, position: SQL) =>
    sort === 'price_asc'
      ? sql`${price} asc`
      : sort === 'price_desc'
        ? sql`${price} desc`
        : sort === 'newest'
          ? sql`created_at desc`
          : position;

  /** The rows of the page, numbered in order (`key` breaks ties). */
  const pageOf = (columns: SQL, from: SQL, order: SQL, key: SQL) => sql`page as (
        select ${columns}, row_number() over (order by ${order}, ${key}) as rn from ${from}
        order by ${order}, ${key} limit ${value('limit')} offset ${value('offset')}
      )`;

  /** The page's part of the statement. */
  function pagePart(q: VariantSearch): SQL {
    if (q.group !== 'product') {
      const order = orderOf(q.sort, sql`price_ttc`, sql`p_position asc, v_position asc`);
      return sql`, ${pageOf(sql`id`, sql`matched`, order, sql`id`)},
      ${itemsPart(sql`null`, sql`from page join product_variants pv on pv.id = page.id`)}`;
    }
    // One item per product: its cheapest matching variant that can be bought (the cheapest of all
    // when none is in stock), the « à partir de » price products sort by.
    const order = orderOf(q.sort, sql`min_price`, sql`p_position asc`);
    return sql`, grouped as (
        select product_id, count(*)::int as n, p_position, created_at,
          coalesce(min(price_ttc) filter (where stock > 0), min(price_ttc)) as min_price
        from matched group by product_id, p_position, created_at
      ),
      ${pageOf(sql`product_id, n`, sql`grouped`, order, sql`product_id`)},
      chosen as (
        select distinct on (m.product_id) m.product_id, m.id from matched m
        where m.product_id in (select product_id from page)
        order by m.product_id, (m.stock > 0) desc, m.price_ttc, m.v_position, m.id
      ),
      ${itemsPart(
        sql`page.n`,
        sql`from page join chosen on chosen.product_id = page.product_id join product_variants pv on pv.id = chosen.id`,
      )}`;
  }

  /** The whole listing in one statement: total and page (unless `facetsOnly`) and the facet counts. */
  function statement(q: VariantSearch, facetsOnly: boolean, needsPrice: boolean): SQL {
    const counted = q.group === 'product' ? sql`count(distinct s.product_id)` : sql`count(*)`;
    const withCategories = categoryRefsOf(q).length > 0;
    return sql`
      with ${
        withCategories
          ? sql`cats as (
        select id, slug from categories where site_id = ${value('site')}
          and (id::text = any(${value('categories')}::text[]) or slug = any(${value('categories')}::text[]))
      ),`
          : sql``
      }
      sel as materialized (
        select ${productVariants.id} as id, ${productVariants.productId} as product_id,
          ${productVariants.priceTtc} as price_ttc, ${productVariants.stock} as stock,
          ${productVariants.position} as v_position, ${products.position} as p_position,
          ${products.createdAt} as created_at, ${priceBandExpression} as band
        from ${productVariants} inner join ${products} on ${products.id} = ${productVariants.productId}
        where ${and(...baseConditions(q))}
      ),
      f as (select distinct name, value from unnest(${value('names')}::text[], ${value('values')}::text[]) as f(name, value)),
      attrs as materialized (
        select sel.id as variant_id, va.technical_name as name, va.value
        from sel cross join lateral (
          -- By the primary key (variant, attribute): only the selection's rows are read.
          select va.technical_name, va.value from variant_attributes va
          where va.variant_id = sel.id and va.technical_name = any(${value('attributeNames')}::text[])
        ) va
        ${needsPrice ? sql`union all select id, ${PRICE_FACET}, band from sel` : sql``}
      ),
      sat as materialized (
        select sel.*, coalesce(c.n, 0) as n from sel left join (
          select a.variant_id, count(*)::int as n from attrs a join f on f.name = a.name and f.value = a.value
          group by a.variant_id
        ) c on c.variant_id = sel.id
      ),
      matched as materialized (select * from sat where n = ${value('groups')}::int),
      facet_counts as (
        select a.name, a.value, ${counted}::int as count
        from attrs a join sat s on s.id = a.variant_id
        where a.name = any(${value('facetNames')}::text[])
          and s.n - (case when (a.name, a.value) in (select name, value from f) then 1 else 0 end)
            >= ${value('groups')}::int - (case when a.name in (select name from f) then 1 else 0 end)
        group by a.name, a.value
      )
      ${facetsOnly ? sql`` : pagePart(q)}
      select
        ${facetsOnly ? sql`null::int` : sql`(select ${q.group === 'product' ? sql`count(distinct product_id)` : sql`count(*)`}::int from matched)`} as total,
        ${facetsOnly ? sql`null::json` : sql`(select items from items)`} as items,
        (select json_agg(json_build_array(name, value, count)) from facet_counts) as facets,
        ${
          withCategories
            ? sql`(select coalesce(array_agg(r.ref order by r.n), '{}') from unnest(${value('categories')}::text[]) with ordinality as r(ref, n)
                where not exists (select 1 from cats where cats.id::text = r.ref or cats.slug = r.ref))`
            : sql`'{}'::text[]`
        } as unknown`;
  }

  async function answer(q: VariantSearch, facetsOnly: boolean) {
    const f = await plan(q);
    const refs = categoryRefsOf(q);
    // Every branch `statement` takes; the values below are the statement's only parameters.
    const shape = [facetsOnly, q.group ?? '', q.sort, !!q.line, !!q.inStock, refs.length > 0, f.needsPrice].join('|');
    const result = await executeTemplate(db, `variants|${shape}`, () => statement(q, facetsOnly, f.needsPrice), {
      site: q.siteId,
      line: q.line ?? null,
      categories: textArray(refs),
      names: f.names,
      values: f.values,
      attributeNames: f.attributeNames,
      facetNames: f.facetNames,
      groups: f.groups,
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    const [row] = rowsOf<Answer>(result);
    return {
      f,
      total: row?.total ?? 0,
      items: row?.items ?? [],
      facets: toFacets(q, f, row?.facets ?? [], lookups.valueLabel),
      unknownCategories: row?.unknown ?? [],
    };
  }

  return {
    async search(q: VariantSearch): Promise<{
      items: ProductVariantList['items'];
      total: number;
      facets: Facet[];
      unknownCategories: string[];
    }> {
      const { f, total, items: rows, facets, unknownCategories } = await answer(q, false);
      const items = rows.map((r) => ({
        ...toVariant(r.v, r.p, r.attrs, f.l, lookups.valueLabel),
        rating: { average: r.p.ratingAverage / 10, count: r.p.ratingCount },
        ...(r.n ? { variants_count: r.n } : {}),
      }));
      return { items, total, facets, unknownCategories };
    },
    /** The facets alone (a category's filters): the same statement without total and page. */
    facets: async (q: VariantSearch): Promise<Facet[]> => (await answer(q, true)).facets,
    lookups: () => lookups.load(),
  };
}
export type VariantSearchRepository = ReturnType<typeof createVariantSearch>;
