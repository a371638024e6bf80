-- A counter of the catalogue's visible state, for the in-process cache of search answers
-- (repositories/search-cache.ts): a cached answer is served only while the counter still reads
-- the value it was computed under. Deferred triggers bump it at the end of the writing
-- transaction (after every row lock the transaction takes, so two writers cannot deadlock on it),
-- and the new value becomes visible with the write itself, on every connection and every API
-- process. Stock alone does not bump it (checkouts would all queue on this one row): a cached
-- answer's stock may lag by the cache's TTL (SEARCH_CACHE_TTL).
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
CREATE CONSTRAINT TRIGGER catalogue_version_products AFTER INSERT OR UPDATE OR DELETE ON products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_product_categories AFTER INSERT OR UPDATE OR DELETE ON product_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_categories AFTER INSERT OR UPDATE OR DELETE ON categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_pages AFTER INSERT OR UPDATE OR DELETE ON pages DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_colors AFTER INSERT OR UPDATE OR DELETE ON colors DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_attribute_defs AFTER INSERT OR UPDATE OR DELETE ON attribute_defs DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_product_variants AFTER INSERT OR DELETE ON product_variants DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version_product_variants_update AFTER UPDATE ON product_variants DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (to_jsonb(OLD) - 'stock' IS DISTINCT FROM to_jsonb(NEW) - 'stock') EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
-- Constraint triggers are per row; TRUNCATE (per statement) bumps it at once.
CREATE TRIGGER catalogue_version_products_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_product_categories_truncate AFTER TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_categories_truncate AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_pages_truncate AFTER TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_colors_truncate AFTER TRUNCATE ON colors FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_attribute_defs_truncate AFTER TRUNCATE ON attribute_defs FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER catalogue_version_product_variants_truncate AFTER TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
