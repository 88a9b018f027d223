-- ── Hand-written (issue 45, decision 042): an order's stock moves a guest page only where the page shows it. A
-- unit's count changing alone, on the same side of zero, no longer moves the one public version (which emptied the
-- whole page cache on every order, and made concurrent orders commit one after another on its row): it notifies
-- `product_stock` with the product's id instead, and only that product's page is rendered again (page-cache.ts).
-- Every other change to a unit (price, a new or hidden unit, in stock ↔ out of stock) moves the version as before. ──
DROP TRIGGER "product_units_public_version" ON "product_units";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_units_public_version" AFTER INSERT OR DELETE ON "product_units"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_units_public_version_update" AFTER UPDATE ON "product_units"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'available_quantity') IS DISTINCT FROM (to_jsonb(NEW) - 'available_quantity')
    OR (OLD.available_quantity > 0) IS DISTINCT FROM (NEW.available_quantity > 0))
  EXECUTE FUNCTION bump_public_version();--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_product_stock() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- Delivered at commit, once per product and transaction (PostgreSQL folds equal notifications).
  PERFORM pg_notify('product_stock', NEW.product_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_units_stock_notify" AFTER UPDATE OF available_quantity ON "product_units"
  FOR EACH ROW WHEN (OLD.available_quantity IS DISTINCT FROM NEW.available_quantity)
  EXECUTE FUNCTION notify_product_stock();
