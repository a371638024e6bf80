import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Database, Db, QueueBounds } from '../db/client';
import { openDatabase } from '../db/client';
import { type Turn, runWithTurn, turnForRequest } from '../db/turns';
import { seedDatabase } from '../seed/index';

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
