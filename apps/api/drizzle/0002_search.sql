-- Product search (decision 004): full-text search over name (A), category name (B) and description (C), and
-- trigram matching on the name for typos. Accents are folded with unaccent; the immutable wrapper lets
-- expressions and triggers use it with a fixed dictionary.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION oko_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := lower(oko_unaccent(NEW.name));
  NEW.search_vector :=
    setweight(to_tsvector('english', oko_unaccent(NEW.name)), 'A') ||
    setweight(to_tsvector('english', oko_unaccent(coalesce(
      (SELECT c.name FROM categories c WHERE c.id = NEW.category_id), ''))), 'B') ||
    setweight(to_tsvector('english', oko_unaccent(NEW.description)), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_refresh BEFORE INSERT OR UPDATE OF name, description, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
-- A renamed category re-indexes its products (the UPDATE fires the trigger above).
CREATE OR REPLACE FUNCTION categories_search_refresh() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET name = name WHERE category_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_search_refresh AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_search_refresh();--> statement-breakpoint
UPDATE products SET name = name;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);
