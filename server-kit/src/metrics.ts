import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { opsAllowed } from './ops-access';

export type HttpMetricsOptions = {
  /** The metric names' prefix: `arbora_api`, `arbora_shell`. */
  prefix: string;
  /** The ops credential (ops-access.ts); unset: only private addresses may read /metrics. */
  opsToken: string | undefined;
  /** A request's route label: a route pattern, never the URL a client typed (its cardinality is bounded). */
  routeLabel: (request: FastifyRequest, reply: FastifyReply) => string;
  /** More options for the /metrics route (the API hides it from its OpenAPI document). */
  routeOptions?: RouteShorthandOptions;
};

/**
 * The Prometheus set-up the API and the shell server share: a registry of their own (tests build
 * many apps in one process) with Node's process metrics, the request latency histogram by method,
 * route and status, and `/metrics` in the text exposition format for the private network or the
 * ops credential only. Each app adds its own metrics to the registry it returns.
 */
export function registerHttpMetrics(app: FastifyInstance, opts: HttpMetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: `${opts.prefix}_http_request_duration_seconds`,
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    latency.observe(
      { method: request.method, route: opts.routeLabel(request, reply), status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', opts.routeOptions ?? {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!opsAllowed(request.raw, opts.opsToken)) {
      return reply.code(403).send({ code: 'FORBIDDEN', message: 'Operations only' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
