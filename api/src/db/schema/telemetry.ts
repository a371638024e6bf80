import { bigserial, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What shoppers' browsers report (routes/v1/telemetry.ts): a remote's load (`name` = ok / failed /
 * fallback, `value` = its duration in ms) or a web vital (`name` = LCP / INP / CLS / TTFB, `value` its
 * measure). Nothing personal: a remote, its version and a route type, never a URL or an id. Rows
 * older than the retention are swept (repositories/telemetry.ts).
 */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    kind: text('kind').notNull().$type<'remote_load' | 'vital'>(),
    name: text('name').notNull(),
    remote: text('remote'),
    version: text('version'),
    routeType: text('route_type'),
    value: doublePrecision('value').notNull(),
  },
  (t) => [index('telemetry_events_at_idx').on(t.at), index('telemetry_events_kind_at_idx').on(t.kind, t.at)],
);
