import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/*
 * pg_trgm's similarity(a, b), the same float4, from trigrams computed beforehand: a's trigrams as
 * a tsvector (`array_to_tsvector(show_trgm(a))`, stored with each search document by
 * drizzle/0006_search_title_trigrams.sql) and b's as text[] (show_trgm(b), once per query).
 * similarity() extracts both strings' trigrams again on every row it compares; here a row costs
 * one ts_delete: the trigrams a shares with b are those it loses. Two steps so that a statement
 * computes the ts_delete once per row (a column) and the figure from it.
 */

/** How many of a's trigrams b does not have. */
export const unsharedTrigrams = (trigrams: SQL, queryTrigrams: SQL): SQL =>
  sql`length(ts_delete(${trigrams}, ${queryTrigrams}))`;

/**
 * Shared trigrams over the distinct trigrams of both, 0 when neither has any (as pg_trgm), from
 * a's trigram count (`length(trigrams)`), its unshared count and b's count.
 */
export const trigramSimilarity = (count: SQL, unshared: SQL, queryCount: SQL): SQL =>
  sql`coalesce((${count} - ${unshared})::real / nullif(${queryCount} + ${unshared}, 0)::real, 0)`;
