import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * What the API's replicas share when REDIS_URL is set (issue 37 point 1): the rate limits'
 * counters, the micro-cache and the search cache. Unset, `app.sharedStore` is null and each of
 * them keeps today's in-process store (the embedded default).
 */
export type SharedStore = {
  /** The connection, for the rate-limit plugin's documented `redis` option. */
  redis: Redis;
  /** Prefix of every key the API writes, so one Redis can serve several shops or tests. */
  prefix: string;
  /** A JSON value, or undefined when it is missing or Redis fails (a cache then computes). */
  getJson<T>(key: string): Promise<T | undefined>;
  /** Stores a JSON value for `ttlMs`; a Redis failure is logged, never thrown (a cache is optional). */
  setJson(key: string, value: unknown, ttlMs: number): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sharedStore: SharedStore | null;
  }
}

export const KEY_PREFIX = 'arbora:api:';

/**
 * The rate-limit plugin's advice for ioredis: a short connect timeout and one retry per command,
 * so a Redis outage costs a request milliseconds, not the default's long reconnection wait.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  let reported = false;
  redis.on('error', (err) => {
    // One warning per outage: ioredis retries the connection and reports every attempt.
    if (!reported) log.warn({ err }, 'Redis unreachable: shared limits and caches fall back');
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  return redis;
}

export function createSharedStore(redis: Redis, log: FastifyBaseLogger, prefix = KEY_PREFIX): SharedStore {
  return {
    redis,
    prefix,
    async getJson<T>(key: string) {
      try {
        const raw = await redis.get(prefix + key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch (err) {
        log.warn({ err, key }, 'Redis read failed');
        return undefined;
      }
    },
    async setJson(key, value, ttlMs) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
      } catch (err) {
        log.warn({ err, key }, 'Redis write failed');
      }
    },
  };
}

export default fp<{ url?: string; prefix?: string }>(
  async function sharedStore(app: FastifyInstance, opts) {
    if (!opts.url) {
      app.decorate('sharedStore', null);
      return;
    }
    const redis = connectRedis(opts.url, app.log);
    app.decorate('sharedStore', createSharedStore(redis, app.log, opts.prefix));
    app.addHook('onClose', async () => {
      // quit() lets pending commands finish; disconnect() also stops reconnecting to a Redis gone.
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      redis.disconnect();
    });
  },
  { name: 'shared-store' },
);
