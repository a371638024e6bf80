import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { telemetryEvents } from '../db/schema/index';

export type TelemetryRow = {
  kind: 'remote_load' | 'vital';
  name: string;
  remote: string | null;
  version: string | null;
  routeType: string | null;
  value: number;
  at?: Date;
};

/** Load failures of one remote version: the last hour and the last day. */
export type RemoteLoadSummary = {
  remote: string;
  version: string;
  loadsHour: number;
  failuresHour: number;
  loadsDay: number;
  failuresDay: number;
};

/** p75 of the web vitals of one route type served by one remote version, over the last day. */
export type VitalsSummary = {
  remote: string;
  version: string;
  routeType: string;
  samples: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
};

const num = (value: unknown): number => Number(value ?? 0);
const maybe = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * The browsers' telemetry (routes/v1/telemetry.ts) and what the ops page reads of it. A load that
 * failed, or whose server HTML was kept instead (`fallback`), counts as a failure.
 */
export function telemetryRepository(db: Db) {
  return {
    async insert(rows: TelemetryRow[]): Promise<void> {
      if (rows.length) await db.insert(telemetryEvents).values(rows);
    },

    /** Deletes the events older than `days`; returns how many went. */
    async sweep(days: number): Promise<number> {
      const result = await db.execute(
        sql`delete from telemetry_events where at < now() - make_interval(days => ${days}) returning 1`,
      );
      return rowsOf(result).length;
    },

    async remoteLoads(): Promise<RemoteLoadSummary[]> {
      const result = await db.execute(sql`
        select remote, version,
          count(*) filter (where at > now() - interval '1 hour') as loads_hour,
          count(*) filter (where at > now() - interval '1 hour' and name <> 'ok') as failures_hour,
          count(*) as loads_day,
          count(*) filter (where name <> 'ok') as failures_day
        from telemetry_events
        where kind = 'remote_load' and at > now() - interval '1 day'
        group by remote, version
        order by remote, version`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        remote: String(r.remote ?? '?'),
        version: String(r.version ?? '?'),
        loadsHour: num(r.loads_hour),
        failuresHour: num(r.failures_hour),
        loadsDay: num(r.loads_day),
        failuresDay: num(r.failures_day),
      }));
    },

    async vitals(): Promise<VitalsSummary[]> {
      const p75 = (name: string) =>
        sql`percentile_cont(0.75) within group (order by value) filter (where name = ${name})`;
      const result = await db.execute(sql`
        select remote, version, route_type, count(*) as samples,
          ${p75('LCP')} as lcp, ${p75('INP')} as inp, ${p75('CLS')} as cls, ${p75('TTFB')} as ttfb
        from telemetry_events
        where kind = 'vital' and at > now() - interval '1 day'
        group by remote, version, route_type
        order by remote, version, route_type`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        remote: String(r.remote ?? '?'),
        version: String(r.version ?? '?'),
        routeType: String(r.route_type ?? '?'),
        samples: num(r.samples),
        lcp: maybe(r.lcp),
        inp: maybe(r.inp),
        cls: maybe(r.cls),
        ttfb: maybe(r.ttfb),
      }));
    },
  };
}
