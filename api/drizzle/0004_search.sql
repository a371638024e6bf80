-- Site search (repositories/search.ts). Both extensions ship with PostgreSQL (contrib) and PGlite
-- (db/client.ts loads them). The index is derived data kept fresh by triggers: every write to
-- products, variants, product categories, colours, categories or pages (seed, API, SQL) re-indexes
-- the rows it touched, in the same transaction.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Databases started before this migration hold a run-time built copy of these tables.
DROP TABLE IF EXISTS "search_documents";--> statement-breakpoint
DROP TABLE IF EXISTS "search_words";--> statement-breakpoint
-- `document`: French full-text on unaccented text (name A; colours, categories, references B;
-- descriptions C; page bodies D). `head`: its A and B weights only, what ranking reads (small).
CREATE TABLE "search_documents" (
  "kind" text NOT NULL,
  "entity_id" integer NOT NULL,
  "site_id" integer NOT NULL,
  "title_norm" text NOT NULL,
  "refs" text NOT NULL,
  "document" tsvector NOT NULL,
  "head" tsvector NOT NULL,
  PRIMARY KEY ("kind", "entity_id")
);--> statement-breakpoint
-- Every word of names, titles and colours, for typo correction (pg_trgm) and prefix completion.
-- Words are only added: a stale word can only propose a correction that matches nothing.
CREATE TABLE "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" ("word" text_pattern_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_add_words(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM unnest(texts) AS t(txt), regexp_split_to_table(lower(unaccent(t.txt)), '[^a-z0-9]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_products(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'product' AND entity_id = ANY(ids);
  INSERT INTO search_documents (kind, entity_id, site_id, title_norm, refs, document, head)
  SELECT 'product', d.id, d.site_id, d.title_norm, d.refs, d.document, ts_filter(d.document, '{a,b}')
  FROM (
    SELECT p.id, p.site_id, lower(unaccent(p.name)) AS title_norm,
      ' ' || upper(p.reference) || ' ' || coalesce(v.refs, '') || ' ' AS refs,
      setweight(to_tsvector('french', unaccent(p.name)), 'A')
        || setweight(to_tsvector('french', unaccent(coalesce(v.colours, '') || ' ' || coalesce(c.names, ''))), 'B')
        || setweight(to_tsvector('french', unaccent(p.short_text)), 'C') AS document
    FROM products p
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT col.name, ' ') AS colours, string_agg(upper(pv.reference), ' ') AS refs
      FROM product_variants pv LEFT JOIN colors col ON col.technical_name = pv.color
      WHERE pv.product_id = p.id
    ) v ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(cat.name, ' ') AS names
      FROM product_categories pc JOIN categories cat ON cat.id = pc.category_id
      WHERE pc.product_id = p.id
    ) c ON true
    WHERE p.id = ANY(ids)
  ) d;
  PERFORM search_add_words(array(SELECT name FROM products WHERE id = ANY(ids)));
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_categories(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'category' AND entity_id = ANY(ids);
  INSERT INTO search_documents (kind, entity_id, site_id, title_norm, refs, document, head)
  SELECT 'category', d.id, d.site_id, d.title_norm, ' ', d.document, ts_filter(d.document, '{a,b}')
  FROM (
    SELECT c.id, c.site_id, lower(unaccent(c.name)) AS title_norm,
      setweight(to_tsvector('french', unaccent(c.name)), 'A')
        || setweight(to_tsvector('french', unaccent(c.short_text)), 'C') AS document
    FROM categories c WHERE c.id = ANY(ids)
  ) d;
  PERFORM search_add_words(array(SELECT name FROM categories WHERE id = ANY(ids)));
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_pages(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'page' AND entity_id = ANY(ids);
  INSERT INTO search_documents (kind, entity_id, site_id, title_norm, refs, document, head)
  SELECT 'page', d.id, d.site_id, d.title_norm, ' ', d.document, ts_filter(d.document, '{a,b}')
  FROM (
    SELECT pg.id, pg.site_id, lower(unaccent(pg.title)) AS title_norm,
      setweight(to_tsvector('french', unaccent(pg.title)), 'A')
        || setweight(to_tsvector('french', unaccent(pg.text)), 'C')
        || setweight(to_tsvector('french', unaccent(left(regexp_replace(pg.content, '<[^>]*>', ' ', 'g'), 4000))), 'D') AS document
    FROM pages pg
    WHERE pg.id = ANY(ids) AND pg.status = 'published' AND pg.type <> 'home'
  ) d;
  PERFORM search_add_words(array(SELECT title FROM pages WHERE id = ANY(ids) AND status = 'published' AND type <> 'home'));
END;
$$;--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert of the seed re-indexes its rows
-- once. An update only re-indexes rows whose searched columns changed (a stock decrement does not).
CREATE OR REPLACE FUNCTION search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_index_products(array(SELECT id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_index_products(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.reference, n.short_text, n.site_id) IS DISTINCT FROM (o.name, o.reference, o.short_text, o.site_id)));
  ELSE
    DELETE FROM search_documents WHERE kind = 'product' AND entity_id IN (SELECT id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_index_products(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_index_products(array(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.product_id, n.reference, n.color) IS DISTINCT FROM (o.product_id, o.reference, o.color)
      UNION SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id));
  ELSE
    PERFORM search_index_products(array(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_product_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_index_products(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_index_products(array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM search_index_products(array(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_index_categories(array(SELECT id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_index_categories(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.short_text, n.site_id) IS DISTINCT FROM (o.name, o.short_text, o.site_id)));
    -- A product's document holds the names of its categories.
    PERFORM search_index_products(array(
      SELECT DISTINCT pc.product_id FROM product_categories pc
      JOIN new_rows n ON n.id = pc.category_id JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name));
  ELSE
    DELETE FROM search_documents WHERE kind = 'category' AND entity_id IN (SELECT id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_index_pages(array(SELECT id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_index_pages(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.title, n.text, n.content, n.status, n.type, n.site_id)
        IS DISTINCT FROM (o.title, o.text, o.content, o.status, o.type, o.site_id)));
  ELSE
    DELETE FROM search_documents WHERE kind = 'page' AND entity_id IN (SELECT id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_colors_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_add_words(array(SELECT name FROM new_rows));
  IF TG_OP = 'UPDATE' THEN
    PERFORM search_index_products(array(
      SELECT DISTINCT pv.product_id FROM product_variants pv JOIN new_rows n ON n.technical_name = pv.color));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER search_products_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();--> statement-breakpoint
CREATE TRIGGER search_products_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();--> statement-breakpoint
CREATE TRIGGER search_products_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();--> statement-breakpoint
CREATE TRIGGER search_variants_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_variants_changed();--> statement-breakpoint
CREATE TRIGGER search_variants_update AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_variants_changed();--> statement-breakpoint
CREATE TRIGGER search_variants_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_variants_changed();--> statement-breakpoint
CREATE TRIGGER search_product_categories_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_product_categories_changed();--> statement-breakpoint
CREATE TRIGGER search_product_categories_update AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_product_categories_changed();--> statement-breakpoint
CREATE TRIGGER search_product_categories_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_product_categories_changed();--> statement-breakpoint
CREATE TRIGGER search_categories_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_categories_changed();--> statement-breakpoint
CREATE TRIGGER search_categories_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_categories_changed();--> statement-breakpoint
CREATE TRIGGER search_categories_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_categories_changed();--> statement-breakpoint
CREATE TRIGGER search_pages_insert AFTER INSERT ON pages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_pages_changed();--> statement-breakpoint
CREATE TRIGGER search_pages_update AFTER UPDATE ON pages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_pages_changed();--> statement-breakpoint
CREATE TRIGGER search_pages_delete AFTER DELETE ON pages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_pages_changed();--> statement-breakpoint
CREATE TRIGGER search_colors_insert AFTER INSERT ON colors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_colors_changed();--> statement-breakpoint
CREATE TRIGGER search_colors_update AFTER UPDATE ON colors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_colors_changed();--> statement-breakpoint
-- A database seeded before this migration: index what it already holds.
SELECT search_index_products(array(SELECT id FROM products));--> statement-breakpoint
SELECT search_index_categories(array(SELECT id FROM categories));--> statement-breakpoint
SELECT search_index_pages(array(SELECT id FROM pages));--> statement-breakpoint
SELECT search_add_words(array(SELECT name FROM colors));
