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
import * as schema from './schema/index';

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
  close(): Promise<void>;
};

// Arbitrary constant identifying the "migrate and seed" critical section.
const MIGRATION_LOCK = 724_011_901;

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(path.join(opts.dataDir, 'pglite'));
}

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  // Site search (repositories/search.ts) needs unaccent and pg_trgm: PGlite loads contrib code only when asked.
  const client = new PGlite(dir, { extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
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
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const POOL_SIZE = 10;
  // Connections are kept while idle (pg closes them after 10 s by default): a burst after a quiet
  // moment would otherwise open them again, a few milliseconds each, in its slowest answers.
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, idleTimeoutMillis: 0 });
  // An idle client losing its server (restart, failover) must not crash the process: the pool
  // drops it and the next query opens a new connection.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  const db = drizzlePg({ client: pool, schema });
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
    async close() {
      await pool.end();
    },
  };
}
