import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Invoices are dated and counted in French time: an order paid at 23:30 UTC on 31 December is next year's. */
const PARIS = 'Europe/Paris';

/**
 * The invoice number of a paid order: `FA-{year}-{n}`, n being its rank among the orders paid that
 * year, by payment time then id. French law wants invoice numbers unique, chronological and without
 * gaps; order references have gaps (unpaid orders never get an invoice), so the number is counted
 * from payment times rather than copied from the reference. Null for an order not paid.
 */
export async function invoiceNumber(db: Db, orderId: number): Promise<string | null> {
  // Compared in SQL: a JavaScript Date would drop the microseconds of paid_at, and the order would
  // then no longer count itself.
  const res = (await db.execute(sql`
    select date_part('year', me.paid_at at time zone ${PARIS})::int as year, count(o.id)::int as rank
    from orders me
    join orders o
      on o.paid_at is not null
      and date_part('year', o.paid_at at time zone ${PARIS}) = date_part('year', me.paid_at at time zone ${PARIS})
      and (o.paid_at, o.id) <= (me.paid_at, me.id)
    where me.id = ${orderId} and me.paid_at is not null
    group by me.paid_at`)) as unknown as { rows: { year: number; rank: number }[] };
  const row = res.rows[0];
  return row ? `FA-${row.year}-${String(row.rank).padStart(6, '0')}` : null;
}
