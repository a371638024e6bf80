import { sql, type SQL } from 'drizzle-orm';
import type { Facet } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { compareValues, type CatalogueLookups } from './catalogue-lookups';
import { executeNamed } from '../db/named-statement';
import { rowsOf } from '../db/rows';

/** Attribute → accepted values (OR within an attribute, AND across attributes), as on product lists. */
export type SearchFilters = Record<string, string[]>;

/** An element of a PostgreSQL array literal, quoted (values may hold spaces, commas, quotes). */
const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The filters as parallel arrays (one row per accepted value) and how many attributes are filtered. */
function filterRows(filters: SearchFilters) {
  const entries = Object.entries(filters).filter(([, values]) => values.length > 0);
  const names = entries.flatMap(([name, values]) => values.map(() => name));
  const values = entries.flatMap(([, values]) => values);
  return {
    names: `{${names.map(quote).join(',')}}`,
    values: `{${values.map(quote).join(',')}}`,
    count: entries.length,
  };
}

/**
 * True when one variant of the product `productId` carries, for every filtered attribute, one of
 * its accepted values: its matching attributes are counted against the number of filters. (A
 * plain join and a count: the planner estimates it well, where nested NOT EXISTS over jsonb rows
 * looked costly enough to trigger PostgreSQL's JIT compilation, many times the query's own cost.)
 */
export function variantMatches(productId: SQL, filters: SearchFilters): SQL {
  const f = filterRows(filters);
  return sql`exists (
    select 1 from product_variants fv
    join variant_attributes fa on fa.variant_id = fv.id
    join unnest(${f.names}::text[], ${f.values}::text[]) as f(name, value)
      on f.name = fa.technical_name and f.value = fa.value
    where fv.product_id = ${productId}
    group by fv.id
    having count(distinct fa.technical_name) = ${f.count}
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
  const f = filterRows(filters);
  // Per variant, how many filtered attributes it satisfies (n). A value of attribute A counts a
  // product when one of its variants satisfies every filter but A's: n, less A's own match when
  // the variant has it, reaches the number of filters other than A.
  // A named statement: planned once (on PGlite too, db/named-statement.ts), not on every request.
  const result = await executeNamed(
    db,
    sql`
    with matched as (${matched}),
    filters as (select * from unnest(${f.names}::text[], ${f.values}::text[]) as f(name, value)),
    variants as (
      select pv.id as variant_id, m.product_id
      from matched m join product_variants pv on pv.product_id = m.product_id
    ),
    satisfied as (
      select v.variant_id, count(distinct fa.technical_name)::int as n
      from variants v
      join variant_attributes fa on fa.variant_id = v.variant_id
      join filters f on f.name = fa.technical_name and f.value = fa.value
      group by v.variant_id
    ),
    valued as (
      select v.product_id, va.technical_name, va.value, coalesce(s.n, 0) as n,
        va.technical_name in (select name from filters) as filtered,
        (va.technical_name, va.value) in (select name, value from filters) as chosen
      from variants v
      join variant_attributes va on va.variant_id = v.variant_id
      join attribute_defs ad on ad.technical_name = va.technical_name and ad.filterable
      left join satisfied s on s.variant_id = v.variant_id
    )
    select technical_name as name, value, count(distinct product_id)::int as count
    from valued
    where n - (case when chosen then 1 else 0 end) >= ${f.count} - (case when filtered then 1 else 0 end)
    group by technical_name, value`,
  );
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
