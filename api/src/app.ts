import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Env } from './env';
import { trustProxyOption } from './env';
import { loggerOptions } from './lib/log-redaction';
import cache from './plugins/cache';
import auth from './plugins/auth';
import commerce from './plugins/commerce';
import database from './plugins/database';
import { DEFAULT_QUEUE_BOUNDS } from './db/client';
import errors from './plugins/errors';
import health from './plugins/health';
import requestId, { genRequestId } from './plugins/request-id';
import background from './plugins/background';
import mailer from './plugins/mailer';
import metrics from './plugins/metrics';
import opsRoutes from './ops/routes';
import repositories from './plugins/repositories';
import responseCache from './plugins/response-cache';
import sharedStore from './plugins/shared-store';
import siteGuard from './plugins/site-guard';
import storage from './plugins/storage';
import invoices from './plugins/invoices';
import openapi from './plugins/swagger';
import v1 from './routes/v1/index';

/** Demo accounts are seeded unless NODE_ENV=production (SEED_DEMO overrides, never in production). */
export const seedDemo = (env: Env) => env.NODE_ENV !== 'production' && env.SEED_DEMO !== 'false';

export type BuildOptions = {
  env: Env;
  /** Skip seeding (tests of an empty database). */
  seed?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/**
 * Builds the app: cross-cutting plugins first, then the database and repositories, then routes
 * (fastify/demo layout). Resolves once the database is migrated and seeded.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { ...loggerOptions(env.LOG_LEVEL), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 256 * 1024,
    // Only the proxies TRUST_PROXY names (they overwrite X-Forwarded-For); everyone else is the socket.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // The shop's request id, from the shell or the gateway when safe (plugins/request-id.ts).
    genReqId: genRequestId,
    routerOptions: { maxParamLength: 300 },
    // The first start migrates and seeds an empty database (20 s or more on PGlite on a small
    // machine): far beyond avvio's 10 s default for a plugin.
    pluginTimeout: 180_000,
    // Errors the router raises before any route or hook (a path segment past maxParamLength, a
    // malformed URL) still leave in the shared `{ code, message }` shape.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(tooLong ? 414 : 400)
        .header('cache-control', 'no-store')
        .send({ code: tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST', message: tooLong ? 'URL too long' : 'Malformed URL' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(requestId);
  // Before any route, so every route's latency is measured; /metrics is for operations only.
  await app.register(metrics, { opsToken: env.OPS_TOKEN });
  // Remotes in standalone development call the API from their own origin; no cookies are used.
  await app.register(cors, { origin: true, methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] });
  await app.register(cache);
  // REDIS_URL: the replicas share their limits and caches (plugins/shared-store.ts); else per process.
  await app.register(sharedStore, env.REDIS_URL ? { url: env.REDIS_URL } : {});
  await app.register(responseCache, { ttlSeconds: env.API_CACHE_TTL, shared: app.sharedStore });
  // Limits are per route (login, signup, forms): public reads stay unlimited behind the micro-cache.
  // On Redis every replica counts in one place; a Redis outage lets requests through (the failed
  // login delays and e-mail quotas, in the database, still hold).
  await app.register(rateLimit, {
    global: false,
    ...(app.sharedStore
      ? { redis: app.sharedStore.redis, nameSpace: `${app.sharedStore.prefix}rate:`, skipOnError: true }
      : {}),
  });
  await app.register(openapi);
  await app.register(database, {
    dataDir: env.DATA_DIR,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    seed: opts.seed ?? true,
    demo: seedDemo(env),
    queue: { ...DEFAULT_QUEUE_BOUNDS, maxWaitMs: env.DB_QUEUE_MAX_WAIT_MS },
  });
  await app.register(repositories);
  await app.register(siteGuard);
  await app.register(auth, { env });
  await app.register(mailer, { env });
  await app.register(storage, { env });
  await app.register(invoices);
  // After the database: its tasks finish before the database closes.
  await app.register(background);
  await app.register(commerce, { env });

  app.get(
    '/health',
    {
      config: { cache: 'no-store' },
      schema: {
        hide: true,
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_req, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  await app.register(health);
  // Operations only (@arbora/server-kit/ops-access): the ops page.
  await app.register(opsRoutes, { opsToken: env.OPS_TOKEN });
  await app.register(v1, { prefix: '/v1', env });
  await app.ready();
  return app;
}
