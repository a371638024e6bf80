-- Cheaper search statements (repositories/search.ts), the same answers.
-- `title_trigrams`: the trigrams of a document's title (pg_trgm's show_trgm), kept by PostgreSQL
-- itself on every insert and update of the row. Ranking adds pg_trgm's similarity(title, query) to
-- the text rank; similarity() extracted the title's trigrams again on every ranked row (on PGlite,
-- most of a ranking's cost), the stored ones give the same figure: shared trigrams over the
-- distinct trigrams of both.
ALTER TABLE "search_documents" ADD COLUMN "title_trigrams" tsvector
  GENERATED ALWAYS AS (array_to_tsvector(show_trgm("title_norm"))) STORED;--> statement-breakpoint
-- The closest known spelling of a word the index does not know (typo correction): read through
-- the trigram index. Inside the search statement the planner scanned every word (a few hundred,
-- a few pages) and computed similarity() for each; the index finds the few sharing enough
-- trigrams. Same rows: the index's candidates are checked again with `%`.
CREATE OR REPLACE FUNCTION search_closest_word(token text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off AS $$
  SELECT s.word FROM search_words s WHERE s.word % token ORDER BY similarity(s.word, token) DESC, s.word LIMIT 1
$$;
