import { PRICE_FACET, type Facet } from '@arbora/shared/schemas';
import type { CatalogueLookups } from './catalogue-lookups';
import { compareValues } from './catalogue-lookups';
import { priceFacet } from './price-bands';
import type { VariantSearch } from './variant-search';

/** What the facets of a listing need from its plan (variant-search.ts). */
export type FacetPlan = {
  l: Awaited<ReturnType<CatalogueLookups['load']>>;
  /** The attributes to count, in no order. */
  wanted: string[];
  withPrice: boolean;
  /** The attributes a filter is set on. */
  filtered: string[];
};

/**
 * The facets of GET /v1/product-variant from the statement's counts `[name, value, count]`: the
 * attributes in their order, values sorted (numbers as numbers), labelled, and the price last.
 */
export function toFacets(
  q: Pick<VariantSearch, 'filters' | 'select' | 'priceBands'>,
  f: FacetPlan,
  rows: [string, string, number][],
  valueLabel: CatalogueLookups['valueLabel'],
): Facet[] {
  const { l, wanted, withPrice } = f;
  const counts = new Map<string, Map<string, number>>();
  for (const [name, value, count] of rows) {
    const m = counts.get(name) ?? new Map<string, number>();
    m.set(value, count);
    counts.set(name, m);
  }
  const bands = counts.get(PRICE_FACET) ?? new Map<string, number>();
  counts.delete(PRICE_FACET);
  // A selected value stays visible with 0 so the shopper can untick it.
  const filtered = wanted.filter((n) => f.filtered.includes(n));
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
          label: valueLabel(def, value, l.colors),
          count,
          hex: def?.type === 'color' ? (l.colors.get(value)?.hex ?? null) : null,
        })),
    };
  });
  // The price comes last: after what a product is, how much it costs.
  return withPrice ? [...attributeFacets, priceFacet(bands, q.priceBands ?? [])] : attributeFacets;
}
