import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SearchResult } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { executeNamed } from '../db/named-statement';
import type { SearchQuery } from './search';
import { rowsOf } from '../db/rows';
import type { SharedStore } from '../plugins/shared-store';

/**
 * What an answer depends on: the query up to case (the index, the corrections and the reference
 * match all read it without case; `query` is echoed as typed), the site and the other parameters.
 */
export function searchCacheKey({ siteId, q, type, page, perPage, filters = {}, facets = false }: SearchQuery): string {
  const sortedFilters = Object.entries(filters)
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, values]) => [name, [...values].sort()]);
  return JSON.stringify([siteId, q.trim().toLowerCase(), type, page, perPage, sortedFilters, facets]);
}

/**
 * Answers of GET /v1/search (the header's suggestions ask one per settled word, and shoppers type
 * the same starts) kept in process while the catalogue does not change. Each lookup reads the
 * catalogue's version (one row, drizzle/0005_catalogue_version.sql: bumped when a transaction that
 * wrote to what a search answer shows commits, visible with that write), so an answer is never
 * served after a write that could change it, whichever process or connection wrote. Stock alone does not bump the version:
 * a cached answer's stock may lag by `ttlSeconds`. Concurrent misses of one key share one
 * computation (PGlite runs one statement at a time). ttlSeconds 0 turns it off. With a shared
 * store (REDIS_URL), a miss here looks in it before computing and a computed answer is written
 * there with its version: one replica computes an answer, the others read it.
 */
export function createSearchCache(
  db: Db,
  opts: { ttlSeconds: number; maxEntries?: number; shared?: SharedStore | null },
) {
  const shared = opts.shared ?? null;
  const entries = new LRUCache<string, { version: string; answer: Promise<SearchResult> }>({
    max: opts.maxEntries ?? 1000,
    ttl: Math.max(opts.ttlSeconds, 0) * 1000,
  });

  async function version(): Promise<string> {
    const [row] = rowsOf<{ version: string | number }>(
      await executeNamed(db, sql`select version from catalogue_version`),
    );
    return String(row?.version ?? '');
  }

  type Stored = { version: string; answer: SearchResult };
  const sharedKey = (key: string) => `search:${createHash('sha256').update(key).digest('base64url')}`;

  /** The shared store's answer for this version, else the computation (then written there). */
  async function sharedOrCompute(key: string, current: string, compute: () => Promise<SearchResult>) {
    if (!shared) return compute();
    const stored = await shared.getJson<Stored>(sharedKey(key));
    if (stored?.version === current) return stored.answer;
    const answer = await compute();
    await shared.setJson(sharedKey(key), { version: current, answer } satisfies Stored, opts.ttlSeconds * 1000);
    return answer;
  }

  return {
    async answer(query: SearchQuery, compute: () => Promise<SearchResult>): Promise<SearchResult> {
      if (opts.ttlSeconds <= 0) return compute();
      const key = searchCacheKey(query);
      const current = await version();
      let entry = entries.get(key);
      if (!entry || entry.version !== current) {
        const answer = sharedOrCompute(key, current, compute);
        entry = { version: current, answer };
        entries.set(key, entry);
        // A failed computation is not kept: the next request tries again.
        answer.catch(() => {
          if (entries.get(key)?.answer === answer) entries.delete(key);
        });
      }
      return { ...(await entry.answer), query: query.q.trim() };
    },
  };
}
export type SearchCache = ReturnType<typeof createSearchCache>;
