-- A counter of the catalogue's visible state, for the in-process cache of search answers
-- (repositories/search-cache.ts): a cached answer is served only while the counter still reads
-- the value it was computed under. Statement-level triggers bump it in the writing transaction, so
-- the new value becomes visible with the write itself, on every connection and every API process.
-- Stock alone does not bump it (checkouts would all queue on this one row): a cached answer's
-- stock may lag by the cache's TTL (SEARCH_CACHE_TTL).
CREATE TABLE "catalogue_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_version_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) - 'stock' IS DISTINCT FROM to_jsonb(o) - 'stock'
  ) OR (SELECT count(*) FROM new_rows) <> (SELECT count(*) FROM new_rows n JOIN old_rows o ON o.id = n.id) THEN
    UPDATE catalogue_version SET version = version + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER catalogue_version_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_variants_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_variants_update AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_variants_updated();--> statement-breakpoint
CREATE TRIGGER catalogue_version_product_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_categories AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_colors AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_attribute_defs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attribute_defs FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
