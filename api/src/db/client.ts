import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { FairQueue } from './fair-queue';
import type { FairQueueOptions } from './fair-queue';
import * as schema from './schema/index';
import { inTurn } from './turns';

export type Schema = typeof schema;
/** The query builder both drivers share; repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * Runs `fn` once per database, under a lock when several API processes start together
   * (PostgreSQL advisory lock; PGlite has a single process by construction).
   */
  migrateAndSeed(fn: (db: Db) => Promise<void>): Promise<void>;
  /** Opens every pooled connection now, so the first requests do not each wait for one. */
  warm(): Promise<void>;
  /** Pool use for /metrics (plugins/metrics.ts). */
  stats(): DatabaseStats;
  close(): Promise<void>;
};

/** Turns of the fair queue taken, their bound and those waiting; connections open and idle (pg only). */
export type DatabaseStats = {
  turns: number;
  maxTurns: number;
  waiting: number;
  connections?: { total: number; idle: number; waiting: number };
};

// Arbitrary constant identifying the "migrate and seed" critical section.
const MIGRATION_LOCK = 724_011_901;

/** The waiting line in front of the embedded database (see turns.ts): bounded in length and in time. */
export type QueueBounds = Pick<FairQueueOptions, 'maxWaiting' | 'maxWaitMs'>;

export const DEFAULT_QUEUE_BOUNDS: QueueBounds = { maxWaiting: 256, maxWaitMs: 5000 };

// Requests holding a turn at once: more than one so that one request's JavaScript between two
// statements leaves the database to another, few enough that the first in line finish first.
const PGLITE_TURNS = 4;

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  queue?: QueueBounds;
}): Promise<Database> {
  const bounds = opts.queue ?? DEFAULT_QUEUE_BOUNDS;
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, bounds);
  return openPglite(path.join(opts.dataDir, 'pglite'), bounds);
}

/**
 * A database client whose `methods` are taken in the caller's turn of a fair queue. PGlite's own lock
 * (and pg's pool) hand out statements one by one; the turn makes a request wait once, in order.
 */
function gated<T extends object>(client: T, queue: FairQueue, methods: string[]): T {
  return new Proxy(client, {
    get(target, prop) {
      if (typeof prop === 'string' && methods.includes(prop)) {
        const method = (Reflect.get(target, prop, target) as (...args: unknown[]) => Promise<unknown>).bind(target);
        return (...args: unknown[]) => inTurn(queue, () => method(...args));
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function openPglite(dir: string, bounds: QueueBounds): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  // Site search (repositories/search.ts) needs unaccent and pg_trgm: PGlite loads contrib code only when asked.
  const client = new PGlite(dir, { extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  const queue = new FairQueue({ concurrency: PGLITE_TURNS, ...bounds });
  const db = drizzlePglite({ client: gated(client, queue, ['query', 'exec', 'transaction']), schema });
  return {
    db,
    driver: 'pglite',
    async migrateAndSeed(fn) {
      await migratePglite(db, { migrationsFolder: migrationsDir });
      await fn(db);
    },
    async warm() {
      // One in-process database: nothing to open.
    },
    stats: () => ({ turns: queue.stats.active, maxTurns: PGLITE_TURNS, waiting: queue.stats.waiting }),
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string, bounds: QueueBounds): Promise<Database> {
  const POOL_SIZE = 10;
  // Connections are kept while idle (pg closes them after 10 s by default): a burst after a quiet
  // moment would otherwise open them again, a few milliseconds each, in its slowest answers.
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, idleTimeoutMillis: 0 });
  // An idle client losing its server (restart, failover) must not crash the process: the pool
  // drops it and the next query opens a new connection.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  // As many turns as connections: a request's statements then find a connection free, instead of
  // each queueing in the pool behind every newer request's.
  const queue = new FairQueue({ concurrency: POOL_SIZE, ...bounds });
  const db = drizzlePg({ client: gated(pool, queue, ['query', 'connect']), schema });
  return {
    db,
    driver: 'pg',
    async migrateAndSeed(fn) {
      // One dedicated connection holds the advisory lock for the whole critical section.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const lockedDb = drizzlePg({ client, schema });
        await migratePg(lockedDb, { migrationsFolder: migrationsDir });
        await fn(lockedDb);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await client.end();
      }
    },
    async warm() {
      // As many statements at once as the pool has connections: the pool opens all of them.
      await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('select 1')));
    },
    stats: () => ({
      turns: queue.stats.active,
      maxTurns: POOL_SIZE,
      waiting: queue.stats.waiting,
      connections: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    }),
    async close() {
      await pool.end();
    },
  };
}
