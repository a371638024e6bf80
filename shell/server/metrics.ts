import { registerHttpMetrics } from '@arbora/server-kit/metrics';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { matchRoute } from '../src/routing/match-route';

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
 * Prometheus metrics of this shell process at `/metrics` (@arbora/server-kit/metrics: request
 * latency by route pattern, Node's process metrics, operations only) and the shell's own: the time
 * of pages the server rendered (an HTML cache miss), the HTML cache's hits, misses and stale answers
 * (page.ts's X-Page-Cache), the remote loads that failed in shoppers' browsers.
 */
export function registerMetrics(app: FastifyInstance, opsToken: string | undefined): ShellMetrics {
  const registry = registerHttpMetrics(app, { prefix: 'arbora_shell', opsToken, routeLabel });
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
    const cache = reply.getHeader('x-page-cache');
    if (cache === 'hit' || cache === 'miss' || cache === 'stale') {
      htmlCache.inc({ result: cache });
      if (cache === 'miss') render.observe({ route: routeLabel(request, reply) }, reply.elapsedTime / 1000);
    }
  });
  return { registry, remoteLoads };
}
