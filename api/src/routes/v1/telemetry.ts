import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env';
import { telemetryRepository, type TelemetryRow } from '../../repositories/telemetry';

/** At most this many events in one beacon (the browser flushes every 10). */
export const TELEMETRY_BATCH_MAX = 50;

// Names, versions and route types are short tokens: no room for a URL, a query or an id.
const remoteName = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);
const version = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/);
const routeType = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

const remoteLoad = z
  .object({
    type: z.literal('remote_load'),
    remote: remoteName,
    version,
    duration_ms: z.number().min(0).max(600_000),
    outcome: z.enum(['ok', 'failed', 'fallback']),
  })
  .strict();

const vital = z
  .object({
    type: z.literal('vital'),
    name: z.enum(['LCP', 'INP', 'CLS', 'TTFB']),
    value: z.number().min(0).max(600_000),
    route_type: routeType,
    remote: remoteName.optional(),
    version: version.optional(),
  })
  .strict();

export const telemetryBatchSchema = z
  .object({
    events: z
      .array(z.discriminatedUnion('type', [remoteLoad, vital]))
      .min(1)
      .max(TELEMETRY_BATCH_MAX),
  })
  .strict();

export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

export function rowsOfBatch(batch: TelemetryBatch): TelemetryRow[] {
  return batch.events.map((event) =>
    event.type === 'remote_load'
      ? {
          kind: 'remote_load',
          name: event.outcome,
          remote: event.remote,
          version: event.version,
          routeType: null,
          value: event.duration_ms,
        }
      : {
          kind: 'vital',
          name: event.name,
          remote: event.remote ?? null,
          version: event.version ?? null,
          routeType: event.route_type,
          value: event.value,
        },
  );
}

const HOUR_MS = 3600_000;

/**
 * POST /v1/telemetry: the browsers' batches (shell/src/telemetry), through the shell's /telemetry.
 * Strict shapes (an unknown field is refused rather than stored), TELEMETRY_RATE_LIMIT batches a
 * minute per address, 204 with nothing to read. Events older than TELEMETRY_RETENTION_DAYS are
 * swept at start and every hour.
 */
const telemetryRoutes: FastifyPluginAsync<{ env: Env }> = async (app, { env }) => {
  const repo = telemetryRepository(app.db);
  const sweep = () =>
    repo.sweep(env.TELEMETRY_RETENTION_DAYS).catch((err: unknown) => app.log.warn({ err }, 'telemetry sweep failed'));
  app.addHook('onReady', async () => void (await sweep()));
  const timer = setInterval(() => void sweep(), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/telemetry',
    {
      config: { cache: 'no-store', rateLimit: { max: env.TELEMETRY_RATE_LIMIT, timeWindow: 60_000 } },
      schema: { hide: true, body: telemetryBatchSchema },
    },
    async (request, reply) => {
      await repo.insert(rowsOfBatch(request.body));
      return reply.code(204).send();
    },
  );
};

export default telemetryRoutes;
