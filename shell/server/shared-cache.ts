import { Redis } from 'ioredis';
import type { SharedPage, SharedPageStore } from './html-cache';

/** Prefix of the shell's keys: one Redis may also hold the API's (arbora:api:…). */
export const HTML_KEY_PREFIX = 'arbora:shell:html:';

type Log = { warn(obj: object, msg: string): void };

/**
 * The shell replicas' HTML cache on Redis (REDIS_URL, issue 37 point 1). A short connect timeout and
 * one retry per command: with Redis gone a request costs milliseconds, reads miss (the page is
 * rendered), writes are dropped, and one warning is logged per outage.
 */
export function createRedisPageStore(url: string, log: Log): SharedPageStore & { close(): Promise<void> } {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  let reported = false;
  const report = (err: unknown, what: string) => {
    if (!reported) log.warn({ err }, `Redis ${what} failed: the HTML cache is this process's only`);
    reported = true;
  };
  redis.on('error', (err) => report(err, 'connection'));
  redis.on('ready', () => (reported = false));

  return {
    async get(key) {
      try {
        const raw = await redis.get(HTML_KEY_PREFIX + key);
        return raw === null ? undefined : (JSON.parse(raw) as SharedPage);
      } catch (err) {
        report(err, 'read');
        return undefined;
      }
    },
    async set(key, entry, ttlMs) {
      try {
        await redis.set(HTML_KEY_PREFIX + key, JSON.stringify(entry), 'PX', Math.max(1, Math.round(ttlMs)));
      } catch (err) {
        report(err, 'write');
      }
    },
    async delete(key) {
      try {
        await redis.del(HTML_KEY_PREFIX + key);
      } catch (err) {
        report(err, 'delete');
      }
    },
    async close() {
      // quit() lets pending commands finish; disconnect() also stops reconnecting to a Redis gone.
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      redis.disconnect();
    },
  };
}
