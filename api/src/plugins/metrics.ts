import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { rowsOf } from '../db/rows';
import { opsAllowed } from '../lib/ops-access';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Route label of a request: the route's pattern (`/v1/product/:id`), never the URL a client typed. */
export const routeLabel = (pattern: string | undefined): string => pattern ?? 'unmatched';

/**
 * Prometheus metrics in the text exposition format at `/metrics`, for a scraper on the private
 * network or the ops credential (lib/ops-access.ts): request latency by route pattern, the
 * outboxes' depth (rows not yet sent: the work waiting for a sender or the worker) and the
 * database's pool use, with Node's own process metrics. Each app has its own registry: tests
 * build many apps in one process.
 */
export default fp<{ opsToken?: string | undefined }>(
  async function metrics(app: FastifyInstance, opts) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const latency = new Histogram({
      name: 'arbora_api_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      latency.observe(
        { method: request.method, route: routeLabel(request.routeOptions.url), status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    new Gauge({
      name: 'arbora_api_outbox_depth',
      help: 'Outbox rows not yet sent (pending, queued or being sent), by outbox',
      labelNames: ['outbox'],
      registers: [registry],
      async collect() {
        const result = await app.db.execute(sql`
          select 'erp' as outbox, count(*) as depth from erp_outbox where status <> 'sent'
          union all
          select 'email', count(*) from email_outbox where status not in ('sent', 'failed')`);
        for (const row of rowsOf<{ outbox: string; depth: unknown }>(result)) {
          this.set({ outbox: row.outbox }, Number(row.depth));
        }
      },
    });
    new Gauge({
      name: 'arbora_api_db_pool',
      help: 'Database pool use: turns taken, their bound, requests waiting; pg connections open, idle, waiting',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.database.stats();
        this.set({ state: 'turns_active' }, stats.turns);
        this.set({ state: 'turns_max' }, stats.maxTurns);
        this.set({ state: 'turns_waiting' }, stats.waiting);
        if (stats.connections) {
          this.set({ state: 'connections_total' }, stats.connections.total);
          this.set({ state: 'connections_idle' }, stats.connections.idle);
          this.set({ state: 'connections_waiting' }, stats.connections.waiting);
        }
      },
    });

    app.decorate('metrics', registry);
    app.get('/metrics', { config: { cache: 'no-store' }, schema: { hide: true } }, async (request, reply) => {
      if (!opsAllowed(request.raw, opts.opsToken)) {
        return reply.code(403).send({ code: 'FORBIDDEN', message: 'Operations only' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
