import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Facet, ProductVariant } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { productCategories, products, productVariants, variantAttributes } from '../db/schema/index';
import type { CatalogueLookups } from './catalogue-lookups';
import { compareValues } from './catalogue-lookups';
import type { ProductRepository } from './product';

export type VariantSearch = {
  siteId: number;
  categoryIds?: number[];
  line?: 'composite' | 'ocelia';
  /** attribute → accepted values (OR within an attribute, AND across attributes). */
  filters: Record<string, string[]>;
  /** Facets to count; defaults to every filterable attribute present in the selection. */
  select?: string[];
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

  const filterConditions = (filters: Record<string, string[]>, except?: string): SQL[] =>
    Object.entries(filters)
      .filter(([attribute, values]) => attribute !== except && values.length > 0)
      .map(([attribute, values]) => filterCondition(attribute, values));

  /** Counts per (attribute, value) over the selection, with the given filters applied. */
  async function countValues(q: VariantSearch, names: string[] | null, filters: Record<string, string[]>) {
    return db
      .select({
        name: variantAttributes.technicalName,
        value: variantAttributes.value,
        count: sql<number>`count(*)::int`,
      })
      .from(variantAttributes)
      .innerJoin(productVariants, eq(productVariants.id, variantAttributes.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          ...(names ? [inArray(variantAttributes.technicalName, names)] : []),
          ...baseConditions(q),
          ...filterConditions(filters),
        ),
      )
      .groupBy(variantAttributes.technicalName, variantAttributes.value);
  }

  /**
   * One grouped query counts every facet without a filter of its own (they share the full filter
   * set); each filtered facet needs one more query that leaves its own filter out.
   */
  async function facets(q: VariantSearch): Promise<Facet[]> {
    const l = await lookups.load();
    const filterable = [...l.attributes.values()].filter((a) => a.filterable).map((a) => a.technicalName);
    const wanted = q.select?.length ? q.select : filterable;
    const filtered = wanted.filter((n) => (q.filters[n]?.length ?? 0) > 0);
    const unfiltered = wanted.filter((n) => !filtered.includes(n));
    const [shared, ...own] = await Promise.all([
      unfiltered.length ? countValues(q, unfiltered, q.filters) : Promise.resolve([]),
      ...filtered.map((name) =>
        countValues(q, [name], Object.fromEntries(Object.entries(q.filters).filter(([k]) => k !== name))),
      ),
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
    return present.map((name) => {
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
  }

  return {
    async search(q: VariantSearch): Promise<{ items: ProductVariant[]; total: number; facets: Facet[] }> {
      const l = await lookups.load();
      const condition = and(...baseConditions(q), ...filterConditions(q.filters));
      const order =
        q.sort === 'price_asc'
          ? [asc(productVariants.priceTtc)]
          : q.sort === 'price_desc'
            ? [desc(productVariants.priceTtc)]
            : q.sort === 'newest'
              ? [desc(products.createdAt)]
              : [asc(products.position), asc(productVariants.position)];
      const [countRows, rows, facetList] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(condition),
        db
          .select({ v: productVariants, p: { id: products.id, name: products.name, slug: products.slug } })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(condition)
          .orderBy(...order, asc(productVariants.id))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        facets(q),
      ]);
      return { items: await productsRepo.withAttributes(rows, l), total: countRows[0]?.n ?? 0, facets: facetList };
    },
    facets,
    lookups: () => lookups.load(),
  };
}
export type VariantSearchRepository = ReturnType<typeof createVariantSearch>;
