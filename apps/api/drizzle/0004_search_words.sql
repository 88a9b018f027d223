-- Typo-tolerant search through a lexicon of name words (decision 004, docs/benchmarks.md): a misspelt keyword is
-- compared with the few hundred distinct words of the products' names instead of with every product's name, and
-- the words it is close to are found through the full-text index. The trigram indexes on products' names and
-- descriptions go: no query uses them any more.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := lower(oko_unaccent(NEW.name));
  NEW.search_vector :=
    setweight(to_tsvector('english', oko_unaccent(NEW.name)), 'A') ||
    setweight(to_tsvector('english', oko_unaccent(coalesce(
      (SELECT c.name FROM categories c WHERE c.id = NEW.category_id), ''))), 'B') ||
    setweight(to_tsvector('english', oko_unaccent(NEW.description)), 'C');
  -- The name's words (letters only, 3 or more, no stop words) join the lexicon that typos are matched against.
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_name, '[^[:alpha:]]+') AS w
    WHERE length(w) >= 3 AND numnode(plainto_tsquery('english', w)) > 0
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, regexp_split_to_table(products.search_name, '[^[:alpha:]]+') AS w
  WHERE length(w) >= 3 AND numnode(plainto_tsquery('english', w)) > 0
ON CONFLICT DO NOTHING;
