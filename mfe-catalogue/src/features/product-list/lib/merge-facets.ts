import type { Facet } from '@arbora/shared/schemas';

/**
 * The facets the panel shows: every value of the category's own facets, counted by the list
 * (0 when the current selection leaves none: shown disabled), then the list's other facets (the
 * price bands). A filter change never removes a checkbox above the one clicked, so the panel
 * keeps its layout and the shopper's place.
 */
export function mergeFacets(categoryFacets: readonly Facet[], listFacets: readonly Facet[]): Facet[] {
  const counted = new Map(listFacets.map((f) => [f.technical_name, f]));
  const own = categoryFacets.map((facet) => {
    const counts = new Map(counted.get(facet.technical_name)?.values.map((v) => [v.value, v.count]));
    return { ...facet, values: facet.values.map((value) => ({ ...value, count: counts.get(value.value) ?? 0 })) };
  });
  const names = new Set(categoryFacets.map((f) => f.technical_name));
  return [...own, ...listFacets.filter((f) => !names.has(f.technical_name))];
}
