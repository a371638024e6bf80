import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Database, Db, QueueBounds } from '../db/client';
import { openDatabase } from '../db/client';
import { type Turn, runWithTurn, turnForRequest } from '../db/turns';
import path from 'node:path';
import { seedDatabase } from '../seed/index';
import { refreshSeededCopy, seedFreshness, type SeedFreshness } from '../seed/version';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export type DatabasePluginOptions = {
  databaseUrl?: string;
  dataDir: string;
  seed?: boolean;
  demo?: boolean;
  queue?: QueueBounds;
};

const turns = new WeakMap<FastifyRequest, Turn>();

/** The command that re-seeds the local PGlite database (scripts/reset-local-db.mjs). */
export const RESET_COMMAND = 'npm run db:reset -w @arbora/api';

/**
 * What the start log says when the database was seeded with another structure (or before the seed
 * recorded what it wrote): seeding fills an empty database only, and only the copy can be brought
 * up to date in place, so its pages, settings and menus keep the old copy until it is seeded afresh.
 */
export function staleSeedMessage(freshness: SeedFreshness, pgliteDir: string | null): string {
  const { recorded, digests } = freshness;
  const since = recorded.structure
    ? `seeded with another structure of the seed (digest ${recorded.structure}, the code's is ${digests.structure}: pages, tags or categories were added, removed or moved)`
    : `seeded before the seed recorded its digests (the code's structure is ${digests.structure})`;
  const how = pgliteDir
    ? `To see the current site, stop it, run « ${RESET_COMMAND} » (it deletes ${pgliteDir}, with the accounts, carts and orders created in it) and start again: the next start seeds it afresh.`
    : 'On PostgreSQL, seed a new empty database (DATABASE_URL) to see the current site; this one is left as it is.';
  return `The database was ${since}, so its copy cannot be refreshed in place: its pages, settings and menus may be older than the code's. ${how}`;
}

/**
 * Opens PGlite (file-backed under DATA_DIR/pglite) or PostgreSQL (DATABASE_URL), runs the committed
 * migrations, seeds an empty database, and closes it with the app. The app is only ready (and
 * /health only answers) once this is done.
 */
export default fp<DatabasePluginOptions>(
  async function database(app, opts) {
    const database = await openDatabase(opts);
    app.addHook('onClose', async () => database.close());
    await database.migrateAndSeed(async (db) => {
      if (opts.seed !== false) {
        const seeded = await seedDatabase(db, { demo: opts.demo ?? false });
        if (Object.values(seeded).some(Boolean))
          app.log.info({ driver: database.driver, ...seeded }, 'database seeded');
        // Seeding fills an empty database only: one seeded by an older seed has its copy (same
        // structure) rewritten in place, or is told about (seed/version.ts).
        const freshness = await seedFreshness(db);
        if (freshness.copyOnly) {
          const pages = await refreshSeededCopy(db);
          app.log.info(
            { driver: database.driver, seed: { from: freshness.recorded.copy, to: freshness.digests.copy }, pages },
            'seeded copy refreshed in place (pages, settings, menus, redirections, promotions)',
          );
        } else if (!freshness.current)
          app.log.warn(
            { driver: database.driver, seed: freshness },
            staleSeedMessage(freshness, database.driver === 'pglite' ? path.join(opts.dataDir, 'pglite') : null),
          );
      }
      // PGlite runs no autovacuum: without statistics the planner guesses one row per table and
      // picks nested loops everywhere. The catalogue is small, so analyzing on start is cheap.
      await db.execute(sql`analyze`);
    });
    app.decorate('database', database);
    app.decorate('db', database.db);

    // Each request gets its turn at the database (db/turns.ts), given back once the answer is sent
    // or the client has gone. Registered after the micro-cache: a cached answer never queues.
    app.addHook('onRequest', (request, reply, done) => {
      const { turn, own } = turnForRequest();
      turns.set(request, turn);
      if (own) reply.raw.once('close', () => turn.end());
      runWithTurn(turn, done);
    });
    // A request body is read in another async context: enter the turn again before validation.
    app.addHook('preValidation', (request, _reply, done) => {
      const turn = turns.get(request);
      if (turn) runWithTurn(turn, done);
      else done();
    });
  },
  { name: 'database' },
);

export type { FastifyInstance };
