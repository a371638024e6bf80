import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type ResponseCacheOptions = { ttlSeconds: number; maxEntries?: number };

type Entry = { payload: string; contentType: string; expires: number };

/**
 * Micro-cache of public GET answers, keyed by URL, for a few seconds. Content and catalogue only
 * change through the seed, so a short TTL costs no correctness while sparing the database the
 * dozen queries a home or a faceted listing needs. Routes marked `no-store` (cart) never enter it.
 * `x-cache: hit|miss` tells which path answered. ttlSeconds 0 disables it.
 */
export default fp<ResponseCacheOptions>(
  async function responseCache(app: FastifyInstance, opts) {
    if (opts.ttlSeconds <= 0) return;
    const ttl = opts.ttlSeconds * 1000;
    const max = opts.maxEntries ?? 2000;
    const entries = new Map<string, Entry>();
    const cacheable = (method: string, policy: string | undefined) =>
      method === 'GET' && (policy ?? 'public') === 'public';

    app.addHook('onRequest', async (request, reply) => {
      if (!cacheable(request.method, request.routeOptions.config.cache)) return;
      const hit = entries.get(request.url);
      if (!hit) return;
      if (hit.expires < Date.now()) {
        entries.delete(request.url);
        return;
      }
      reply.header('x-cache', 'hit').type(hit.contentType);
      return reply.send(hit.payload);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.getHeader('x-cache') === 'hit') return payload;
      if (
        !cacheable(request.method, request.routeOptions.config.cache) ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      )
        return payload;
      reply.header('x-cache', 'miss');
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(request.url, {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
        expires: Date.now() + ttl,
      });
      return payload;
    });
  },
  { name: 'response-cache' },
);
