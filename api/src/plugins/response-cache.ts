import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { SharedStore } from './shared-store';

/**
 * A request that names a session or a cart (a bearer token, a `*token*` query parameter) is never
 * answered from the cache nor stored in it, whatever its route: the cache runs before the auth check.
 */
export function carriesToken(request: Pick<FastifyRequest, 'headers' | 'query'>): boolean {
  if (request.headers.authorization) return true;
  const query = request.query;
  return !!query && typeof query === 'object' && Object.keys(query).some((key) => /token/i.test(key));
}

export type ResponseCacheOptions = {
  ttlSeconds: number;
  maxEntries?: number;
  /** REDIS_URL's store: every replica reads and fills one cache (else one LRU per process). */
  shared?: SharedStore | null;
};

type Entry = { payload: string; contentType: string };

/** Where answers are kept: this process's LRU, or the replicas' shared store. */
type EntryStore = { get(url: string): Promise<Entry | undefined>; set(url: string, entry: Entry): Promise<void> };

function entryStore(opts: ResponseCacheOptions): EntryStore {
  const ttlMs = opts.ttlSeconds * 1000;
  const shared = opts.shared;
  if (shared)
    return {
      get: (url) => shared.getJson<Entry>(`cache:${url}`),
      set: (url, entry) => shared.setJson(`cache:${url}`, entry, ttlMs),
    };
  const entries = new LRUCache<string, Entry>({ max: opts.maxEntries ?? 2000, ttl: ttlMs });
  return {
    get: async (url) => entries.get(url),
    set: async (url, entry) => void entries.set(url, entry),
  };
}

/**
 * Micro-cache of public GET answers, keyed by URL, for a few seconds. Content and catalogue only
 * change through the seed, so a short TTL costs no correctness while sparing the database the
 * dozen queries a home or a faceted listing needs. Only routes marked `public` enter it.
 * `x-cache: hit|miss` tells which path answered. ttlSeconds 0 disables it. A bounded LRU: the
 * most asked answers stay, the least recently used go first once `maxEntries` is reached. With
 * a shared store (REDIS_URL) the replicas share one cache, bounded by Redis's own memory policy.
 */
export default fp<ResponseCacheOptions>(
  async function responseCache(app: FastifyInstance, opts) {
    if (opts.ttlSeconds <= 0) return;
    const entries = entryStore(opts);
    const cacheable = (request: FastifyRequest) =>
      request.method === 'GET' && request.routeOptions.config.cache === 'public' && !carriesToken(request);

    app.addHook('onRequest', async (request, reply) => {
      if (!cacheable(request)) return;
      const hit = await entries.get(request.url);
      if (!hit) return;
      reply.header('x-cache', 'hit').type(hit.contentType);
      return reply.send(hit.payload);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.getHeader('x-cache') === 'hit') return payload;
      if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      reply.header('x-cache', 'miss');
      await entries.set(request.url, {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
      });
      return payload;
    });
  },
  { name: 'response-cache' },
);
