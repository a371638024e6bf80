import { registerHttpMetrics } from '@arbora/server-kit/metrics';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, type Registry } from 'prom-client';
import { rowsOf } from '../db/rows';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Route label of a request: the route's pattern (`/v1/product/:id`), never the URL a client typed. */
export const routeLabel = (pattern: string | undefined): string => pattern ?? 'unmatched';

/**
 * Prometheus metrics at `/metrics` (@arbora/server-kit/metrics: request latency by route pattern,
 * Node's process metrics, operations only) and the API's own: the outboxes' depth (rows not yet
 * sent: the work waiting for a sender or the worker) and the database's pool use.
 */
export default fp<{ opsToken?: string | undefined }>(
  async function metrics(app: FastifyInstance, opts) {
    const registry = registerHttpMetrics(app, {
      prefix: 'arbora_api',
      opsToken: opts.opsToken,
      routeLabel: (request) => routeLabel(request.routeOptions.url),
      routeOptions: { config: { cache: 'no-store' }, schema: { hide: true } },
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
  },
  { name: 'metrics' },
);
