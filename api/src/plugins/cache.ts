import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a route's successful GET answers may be cached; `no-store` unless the route (or its route
     * family, routes/v1/index.ts) chooses `public` or `immutable`.
     */
    cache?: 'public' | 'immutable' | 'no-store';
  }
}

/** Shared caches may keep public content a minute and serve it stale while they revalidate. */
const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Nothing is cacheable unless a route says so: a forgotten option leaks nothing to a shared cache.
 * Public GETs send an ETag and Cache-Control; a conditional request with a matching
 * If-None-Match gets 304 (issue 5 point 5). Errors and anything not GET are never cached.
 */
export default fp(
  async function cache(app: FastifyInstance) {
    await app.register(etag, { weak: false });
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.hasHeader('cache-control')) return payload;
      const policy = request.routeOptions.config.cache ?? 'no-store';
      const cacheable = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode < 400;
      if (!cacheable || policy === 'no-store') reply.header('cache-control', 'no-store');
      else reply.header('cache-control', policy === 'immutable' ? IMMUTABLE : PUBLIC);
      return payload;
    });
  },
  { name: 'cache' },
);
