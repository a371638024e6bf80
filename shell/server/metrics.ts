import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { matchRoute } from '../src/routing/match-route';
import { opsAllowed } from './ops-access';

export type ShellMetrics = {
  registry: Registry;
  /** A remote load the browsers reported (telemetry-relay.ts), by remote, version and outcome. */
  remoteLoads: Counter<'remote' | 'version' | 'outcome'>;
};

/** The page's route pattern (`/p-:slug`), never the path a visitor typed; `not-found` outside the table. */
export function pageRouteLabel(url: string): string {
  try {
    const match = matchRoute(new URL(url, 'http://shell.local').pathname);
    return match.kind === 'page' ? match.route.pattern : 'not-found';
  } catch {
    return 'not-found';
  }
}

/** A request's route label: a page by its route table pattern, else Fastify's route pattern. */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  if (reply.hasHeader('x-page-cache')) return pageRouteLabel(request.url);
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * Prometheus metrics of this shell process at `/metrics` (text exposition format), for the private
 * network or the ops credential only: request latency by route pattern, the time of pages the
 * server rendered (an HTML cache miss), the HTML cache's hits, misses and stale answers (page.ts's
 * X-Page-Cache), the remote loads that failed in shoppers' browsers, and Node's process metrics.
 */
export function registerMetrics(app: FastifyInstance, opsToken: string | undefined): ShellMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'arbora_shell_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const render = new Histogram({
    name: 'arbora_shell_page_render_seconds',
    help: 'Time to answer a page the server rendered (not from the HTML cache), by route pattern',
    labelNames: ['route'],
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5],
    registers: [registry],
  });
  const htmlCache = new Counter({
    name: 'arbora_shell_html_cache_total',
    help: 'Pages answered from the HTML cache (hit), rendered (miss) or their last good HTML (stale)',
    labelNames: ['result'],
    registers: [registry],
  });
  const remoteLoads = new Counter({
    name: 'arbora_shell_remote_loads_total',
    help: "Remote loads reported by shoppers' browsers, by remote, version and outcome (ok, failed, fallback)",
    labelNames: ['remote', 'version', 'outcome'],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request, reply);
    const seconds = reply.elapsedTime / 1000;
    latency.observe({ method: request.method, route, status_code: reply.statusCode }, seconds);
    const cache = reply.getHeader('x-page-cache');
    if (cache === 'hit' || cache === 'miss' || cache === 'stale') {
      htmlCache.inc({ result: cache });
      if (cache === 'miss') render.observe({ route }, seconds);
    }
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!opsAllowed(request.raw, opsToken)) {
      return reply.code(403).send({ code: 'FORBIDDEN', message: 'Operations only' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return { registry, remoteLoads };
}
