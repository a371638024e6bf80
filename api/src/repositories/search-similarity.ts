import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * pg_trgm's similarity(a, b), the same float4, from trigrams computed beforehand: `trigrams`, a's
 * trigrams as a tsvector (`array_to_tsvector(show_trgm(a))`, stored with each search document by
 * drizzle/0006_search_title_trigrams.sql), `queryTrigrams` (show_trgm(b), text[]) and its length.
 * similarity() extracts both strings' trigrams again on every row it compares; here a row costs
 * one ts_delete: the trigrams a shares with b are those it loses. Shared trigrams over the distinct
 * trigrams of both, 0 when neither has any (as pg_trgm).
 */
export const storedTrigramSimilarity = (trigrams: SQL, queryTrigrams: SQL, queryTrigramCount: SQL): SQL =>
  sql`coalesce((length(${trigrams}) - length(ts_delete(${trigrams}, ${queryTrigrams})))::real
            / nullif(${queryTrigramCount} + length(ts_delete(${trigrams}, ${queryTrigrams})), 0)::real, 0)`;
