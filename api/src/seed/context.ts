import type { Db } from '../db/client';
import type { Rng } from '../lib/rng';
import { createRng } from '../lib/rng';

/** Everything the seed steps share. All dates derive from SEED_NOW so runs are identical. */
export type SeedContext = {
  db: Db;
  rng: Rng;
  siteId: number;
  oceliaSiteId: number;
  /** Tag id by `${type}:${technical_name}`. */
  tagIds: Map<string, number>;
  /** Page id by slug, filled as families are inserted (parents before children). */
  pageIds: Map<string, number>;
  categoryIds: Map<string, number>;
};

export const SEED_NOW = new Date('2025-09-01T08:00:00.000Z');
const DAY = 86_400_000;

/** A date `days` before SEED_NOW, at a stable hour. */
export const daysAgo = (days: number): Date => new Date(SEED_NOW.getTime() - days * DAY);

/** The seed's random stream: pages first, then the catalogue (content-stream.test.ts pins where it is left). */
export const SEED_STREAM = 20250901;

export function createContext(db: Db): SeedContext {
  return {
    db,
    rng: createRng(SEED_STREAM),
    siteId: 1,
    oceliaSiteId: 1,
    tagIds: new Map(),
    pageIds: new Map(),
    categoryIds: new Map(),
  };
}

/** Inserts rows in chunks: one statement per chunk keeps PGlite fast and PostgreSQL under its parameter limit. */
export async function chunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
