-- Aggregates the catalog pages read on every request, kept by triggers instead of computed per request
-- (docs/benchmarks.md): a category's product count (the categories page and a products page's total) and a
-- product's lowest unit price (what price sorting orders by, with an index per direction, no units last).
ALTER TABLE "categories" ADD COLUMN "products_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lowest_price_kobo" bigint;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_category_count() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE categories SET products_count = products_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE categories SET products_count = products_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_category_count AFTER INSERT OR DELETE OR UPDATE OF category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_category_count();--> statement-breakpoint
UPDATE categories c SET products_count = (SELECT count(*) FROM products p WHERE p.category_id = c.id);--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_lowest_price() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET lowest_price_kobo =
      (SELECT min(pu.price_kobo) FROM product_units pu WHERE pu.product_id = OLD.product_id)
    WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET lowest_price_kobo =
      (SELECT min(pu.price_kobo) FROM product_units pu WHERE pu.product_id = NEW.product_id)
    WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_units_lowest_price AFTER INSERT OR DELETE OR UPDATE OF price_kobo, product_id ON product_units
  FOR EACH ROW EXECUTE FUNCTION product_units_lowest_price();--> statement-breakpoint
UPDATE products p SET lowest_price_kobo = (SELECT min(pu.price_kobo) FROM product_units pu WHERE pu.product_id = p.id);--> statement-breakpoint
CREATE INDEX "products_lowest_price_asc_idx" ON "products" USING btree ("lowest_price_kobo","id");--> statement-breakpoint
CREATE INDEX "products_lowest_price_desc_idx" ON "products" USING btree ("lowest_price_kobo" DESC NULLS LAST,"id" DESC NULLS LAST);
