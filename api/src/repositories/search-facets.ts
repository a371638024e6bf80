import { sql, type SQL } from 'drizzle-orm';
import type { Facet } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { compareValues, type CatalogueLookups } from './catalogue-lookups';

/** Attribute → accepted values (OR within an attribute, AND across attributes), as on product lists. */
export type SearchFilters = Record<string, string[]>;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * True when one variant of the product `productId` carries, for every filtered attribute but
 * `except`, one of its accepted values. The filters travel as one JSON parameter.
 */
export function variantMatches(productId: SQL, filters: SearchFilters, except?: SQL): SQL {
  return sql`exists (
    select 1 from product_variants fv
    where fv.product_id = ${productId}
      and not exists (
        select 1 from jsonb_each(${JSON.stringify(filters)}::jsonb) f(name, vals)
        where ${except ? sql`f.name <> ${except} and` : sql``} not exists (
          select 1 from variant_attributes fa
          where fa.variant_id = fv.id and fa.technical_name = f.name
            and fa.value in (select jsonb_array_elements_text(f.vals))
        )
      )
  )`;
}

/**
 * Facets of the product results, counted in products like a product list grouped by product and
 * disjunctive like it: a value's count applies every filter but its own attribute's, so it says
 * how many products ticking it would show. `matched` selects the ids of the products the text
 * query found, before any filter. A selected value stays listed (count 0) so it can be unticked.
 */
export async function searchFacets(
  db: Db,
  lookups: CatalogueLookups,
  matched: SQL,
  filters: SearchFilters,
): Promise<Facet[]> {
  const result = await db.execute(sql`
    with matched as (${matched}),
    valued as (
      select distinct m.product_id, va.variant_id, va.technical_name, va.value
      from matched m
      join product_variants pv on pv.product_id = m.product_id
      join variant_attributes va on va.variant_id = pv.id
      join attribute_defs ad on ad.technical_name = va.technical_name and ad.filterable
    )
    select technical_name as name, value, count(distinct product_id)::int as count
    from valued v
    where not exists (
      select 1 from jsonb_each(${JSON.stringify(filters)}::jsonb) f(name, vals)
      where f.name <> v.technical_name and not exists (
        select 1 from variant_attributes fa
        where fa.variant_id = v.variant_id and fa.technical_name = f.name
          and fa.value in (select jsonb_array_elements_text(f.vals))
      )
    )
    group by technical_name, value`);
  const counts = new Map<string, Map<string, number>>();
  for (const r of rowsOf<{ name: string; value: string; count: number }>(result)) {
    const m = counts.get(r.name) ?? new Map<string, number>();
    m.set(r.value, r.count);
    counts.set(r.name, m);
  }
  for (const [name, values] of Object.entries(filters)) {
    const m = counts.get(name) ?? new Map<string, number>();
    for (const value of values) if (!m.has(value)) m.set(value, 0);
    counts.set(name, m);
  }
  const l = await lookups.load();
  return [...counts.keys()]
    .sort((a, b) => (l.attributes.get(a)?.position ?? 99) - (l.attributes.get(b)?.position ?? 99))
    .map((name): Facet => {
      const def = l.attributes.get(name);
      return {
        technical_name: name,
        name: def?.name ?? name,
        type: def?.type === 'color' ? 'color' : 'select',
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
