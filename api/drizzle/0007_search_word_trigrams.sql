-- The closest known spelling of a word the index does not know (typo correction,
-- repositories/search.ts). On PGlite the trigram index of search_words is never chosen (the
-- planner falls back to a scan even with sequential scans disabled), so each unknown word
-- computed similarity() against every known word, extracting both words' trigrams each time.
-- `trigrams`: each word's own, kept by PostgreSQL on insert; the comparison is then one
-- ts_delete per word (search-similarity.ts), the same figure, half the cost.
ALTER TABLE "search_words" ADD COLUMN "trigrams" tsvector
  GENERATED ALWAYS AS (array_to_tsvector(show_trgm("word"))) STORED;--> statement-breakpoint
-- The most similar known word at or above pg_trgm's threshold (what `word % token` keeps),
-- the alphabetical first among equals: the answer of the scan with similarity() it replaces.
CREATE OR REPLACE FUNCTION search_closest_word(token text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  -- Materialized: the token's trigrams and the threshold are computed once, not once per word.
  -- The threshold is pg_trgm's setting (0.3 unless set; absent before the library is loaded).
  WITH q AS MATERIALIZED (
    SELECT show_trgm(token) AS t, cardinality(show_trgm(token)) AS n,
      coalesce(current_setting('pg_trgm.similarity_threshold', true)::float8, 0.3) AS threshold
  ),
  -- OFFSET 0: each word's ts_delete is one column, computed once.
  x AS (
    SELECT s.word, length(s.trigrams) AS own, length(ts_delete(s.trigrams, q.t)) AS unshared, q.n, q.threshold
    FROM q, search_words s OFFSET 0
  )
  SELECT x.word FROM x
  WHERE coalesce((x.own - x.unshared)::real / nullif(x.n + x.unshared, 0)::real, 0) >= x.threshold
  ORDER BY coalesce((x.own - x.unshared)::real / nullif(x.n + x.unshared, 0)::real, 0) DESC, x.word LIMIT 1
$$;
