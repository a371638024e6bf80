import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PRICE_FACET, type Facet, type ProductVariantList } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { productCategories, products, productVariants, variantAttributes } from '../db/schema/index';
import type { CatalogueLookups } from './catalogue-lookups';
import { compareValues } from './catalogue-lookups';
import { priceBandCondition, priceBandExpression, priceFacet } from './price-bands';
import type { ProductRepository } from './product';

export type VariantSearch = {
  siteId: number;
  categoryIds?: number[];
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

/**
 * Faceted listing of variants (GET /v1/product-variant). Facet counts are disjunctive: the count
 * of a value of attribute A applies every filter except the one on A, so a shopper sees how many
 * results ticking that value would add.
 */
export function createVariantSearch(db: Db, lookups: CatalogueLookups, productsRepo: ProductRepository) {
  function baseConditions(q: VariantSearch): SQL[] {
    const where: SQL[] = [eq(products.siteId, q.siteId)];
    if (q.line) where.push(eq(products.line, q.line));
    if (q.inStock) where.push(sql`${productVariants.stock} > 0`);
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
    return where;
  }

  const filterCondition = (attribute: string, values: string[]): SQL =>
    inArray(
      productVariants.id,
      db
        .select({ id: variantAttributes.variantId })
        .from(variantAttributes)
        .where(and(eq(variantAttributes.technicalName, attribute), inArray(variantAttributes.value, values))),
    );

  /** Every narrowing filter of `q` (attributes, price bands) except the facet `except`'s own. */
  const filterConditions = (q: VariantSearch, except?: string): SQL[] => [
    ...Object.entries(q.filters)
      .filter(([attribute, values]) => attribute !== except && values.length > 0)
      .map(([attribute, values]) => filterCondition(attribute, values)),
    ...(q.priceBands?.length && except !== PRICE_FACET ? [priceBandCondition(q.priceBands)] : []),
  ];

  /** What a count counts: variants, or products when grouped. */
  const counted = (q: VariantSearch) =>
    q.group === 'product' ? sql<number>`count(distinct ${productVariants.productId})::int` : sql<number>`count(*)::int`;

  /** Counts per (attribute, value) over the selection, every filter but `except`'s applied. */
  async function countValues(q: VariantSearch, names: string[], except?: string) {
    return db
      .select({
        name: variantAttributes.technicalName,
        value: variantAttributes.value,
        count: counted(q),
      })
      .from(variantAttributes)
      .innerJoin(productVariants, eq(productVariants.id, variantAttributes.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(inArray(variantAttributes.technicalName, names), ...baseConditions(q), ...filterConditions(q, except)))
      .groupBy(variantAttributes.technicalName, variantAttributes.value);
  }

  /** Counts per price band, every filter but the price bands applied. */
  async function countPriceBands(q: VariantSearch): Promise<Map<string, number>> {
    const rows = await db
      .select({ band: priceBandExpression, count: counted(q) })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(...baseConditions(q), ...filterConditions(q, PRICE_FACET)))
      .groupBy(priceBandExpression);
    return new Map(rows.map((r) => [r.band, r.count]));
  }

  /**
   * One grouped query counts every facet without a filter of its own (they share the full filter
   * set); each filtered facet needs one more query that leaves its own filter out.
   */
  async function facets(q: VariantSearch): Promise<Facet[]> {
    const l = await lookups.load();
    const filterable = [...l.attributes.values()].filter((a) => a.filterable).map((a) => a.technicalName);
    const requested = q.select?.length ? q.select : [...filterable, PRICE_FACET];
    const withPrice = requested.includes(PRICE_FACET);
    const wanted = requested.filter((n) => n !== PRICE_FACET);
    const filtered = wanted.filter((n) => (q.filters[n]?.length ?? 0) > 0);
    const unfiltered = wanted.filter((n) => !filtered.includes(n));
    const [bands, shared, ...own] = await Promise.all([
      withPrice ? countPriceBands(q) : Promise.resolve(null),
      unfiltered.length ? countValues(q, unfiltered) : Promise.resolve([]),
      ...filtered.map((name) => countValues(q, [name], name)),
    ]);
    const counts = new Map<string, Map<string, number>>();
    for (const r of [...shared, ...own.flat()]) {
      const m = counts.get(r.name) ?? new Map<string, number>();
      m.set(r.value, r.count);
      counts.set(r.name, m);
    }
    // A selected value stays visible with 0 so the shopper can untick it.
    for (const name of filtered) {
      const m = counts.get(name) ?? new Map<string, number>();
      for (const selected of q.filters[name] ?? []) if (!m.has(selected)) m.set(selected, 0);
      counts.set(name, m);
    }
    const present = wanted.filter((n) => counts.has(n) || q.select?.includes(n));
    present.sort((a, b) => (l.attributes.get(a)?.position ?? 99) - (l.attributes.get(b)?.position ?? 99));
    const attributeFacets = present.map((name): Facet => {
      const def = l.attributes.get(name);
      return {
        technical_name: name,
        name: def?.name ?? name,
        type: def?.type === 'color' ? ('color' as const) : ('select' as const),
        unit: def?.unit ?? null,
        values: [...(counts.get(name) ?? new Map<string, number>()).entries()]
          .sort(([a], [b]) => compareValues(a, b))
          .map(([value, count]) => ({
            value,
            label: lookups.valueLabel(def, value, l.colors),
            count,
            hex: def?.type === 'color' ? (l.colors.get(value)?.hex ?? null) : null,
          })),
      };
    });
    // The price comes last: after what a product is, how much it costs.
    return bands ? [...attributeFacets, priceFacet(bands, q.priceBands ?? [])] : attributeFacets;
  }

  const listOrder = (q: VariantSearch) =>
    q.sort === 'price_asc'
      ? [asc(productVariants.priceTtc)]
      : q.sort === 'price_desc'
        ? [desc(productVariants.priceTtc)]
        : q.sort === 'newest'
          ? [desc(products.createdAt)]
          : [asc(products.position), asc(productVariants.position)];

  const rowFields = {
    v: productVariants,
    p: {
      id: products.id,
      name: products.name,
      slug: products.slug,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
    },
  };

  /** One page of variants and their total. */
  async function variantPage(q: VariantSearch, condition: SQL | undefined) {
    const [countRows, rows] = await Promise.all([
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(condition),
      db
        .select(rowFields)
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(condition)
        .orderBy(...listOrder(q), asc(productVariants.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
    ]);
    return { rows, total: countRows[0]?.n ?? 0, counts: null };
  }

  /**
   * One page of products, each as its cheapest matching variant that can be bought (the cheapest
   * of all when none is in stock): the « à partir de » price. The page of product ids comes first
   * (sorted by that price when sorting by price), then those variants.
   */
  async function productPage(q: VariantSearch, condition: SQL | undefined) {
    const inStock = sql`${productVariants.stock} > 0`;
    const minPrice = sql<number>`coalesce(min(${productVariants.priceTtc}) filter (where ${inStock}), min(${productVariants.priceTtc}))`;
    const order =
      q.sort === 'price_asc'
        ? [asc(minPrice)]
        : q.sort === 'price_desc'
          ? [desc(minPrice)]
          : q.sort === 'newest'
            ? [desc(products.createdAt)]
            : [asc(products.position)];
    const [countRows, pageRows] = await Promise.all([
      db
        .select({ n: sql<number>`count(distinct ${productVariants.productId})::int` })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(condition),
      db
        .select({ id: productVariants.productId, n: sql<number>`count(*)::int` })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(condition)
        .groupBy(productVariants.productId, products.position, products.createdAt)
        .orderBy(...order, asc(productVariants.productId))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
    ]);
    const ids = pageRows.map((r) => r.id);
    const cheapest = ids.length
      ? await db
          .selectDistinctOn([productVariants.productId], rowFields)
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(and(condition, inArray(productVariants.productId, ids)))
          .orderBy(
            asc(productVariants.productId),
            desc(inStock),
            asc(productVariants.priceTtc),
            asc(productVariants.position),
            asc(productVariants.id),
          )
      : [];
    const byProduct = new Map(cheapest.map((r) => [r.p.id, r]));
    const rows = ids.flatMap((id) => byProduct.get(id) ?? []);
    return { rows, total: countRows[0]?.n ?? 0, counts: new Map(pageRows.map((r) => [r.id, r.n])) };
  }

  return {
    async search(q: VariantSearch): Promise<{ items: ProductVariantList['items']; total: number; facets: Facet[] }> {
      const l = await lookups.load();
      const condition = and(...baseConditions(q), ...filterConditions(q));
      const [page, facetList] = await Promise.all([
        q.group === 'product' ? productPage(q, condition) : variantPage(q, condition),
        facets(q),
      ]);
      const variants = await productsRepo.withAttributes(page.rows, l);
      const items = variants.map((variant, i) => {
        const p = page.rows[i]?.p;
        const count = page.counts?.get(variant.variant_parent);
        return {
          ...variant,
          ...(p ? { rating: { average: p.ratingAverage / 10, count: p.ratingCount } } : {}),
          ...(count ? { variants_count: count } : {}),
        };
      });
      return { items, total: page.total, facets: facetList };
    },
    facets,
    lookups: () => lookups.load(),
  };
}
export type VariantSearchRepository = ReturnType<typeof createVariantSearch>;
