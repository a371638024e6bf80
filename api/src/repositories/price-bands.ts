import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { frenchTypography } from '@arbora/shared/messages';
import { PRICE_BANDS, PRICE_FACET, type Facet } from '@arbora/shared/schemas';
import { productVariants } from '../db/schema/index';
import { MONEY_SCALE } from '../lib/money';

/**
 * The « Prix » facet of GET /v1/product-variant: bands of the displayed unit price TTC
 * (éco-participation included, as the cards show it), defined once in shared/routes/price-bands.
 */
const displayed = sql`(${productVariants.priceTtc} + ${productVariants.ecotaxTtc})`;

/**
 * The band id of a variant row, as a SQL expression to group by. Constants are inlined (not bound
 * parameters) so the same expression can appear in SELECT and GROUP BY.
 */
export const priceBandExpression: SQL<string> = sql<string>`case ${sql.join(
  PRICE_BANDS.map((b) =>
    b.max === null
      ? sql.raw(`else '${b.id}'`)
      : sql`when ${displayed} < ${sql.raw(String(b.max * MONEY_SCALE))} then ${sql.raw(`'${b.id}'`)}`,
  ),
  sql` `,
)} end`;

/**
 * The facet from counts per band: bands with something in them, and the chosen ones (even at 0).
 * Labels typeset, so a chip never breaks « 1 000 € » (shared's labels are written with plain spaces).
 */
export function priceFacet(counts: Map<string, number>, selected: readonly string[]): Facet {
  return {
    technical_name: PRICE_FACET,
    name: 'Prix',
    type: 'select',
    unit: '€',
    values: PRICE_BANDS.filter((b) => (counts.get(b.id) ?? 0) > 0 || selected.includes(b.id)).map((b) => ({
      value: b.id,
      label: frenchTypography(b.label),
      count: counts.get(b.id) ?? 0,
      hex: null,
    })),
  };
}
