CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
-- hand-written:
-- Issue 45: a transaction that notifies takes the server's one notification lock at its commit and holds it to
-- the end of the commit, so on PostgreSQL every order (its stock notifies `product_stock`) committed one after
-- another, whatever it bought. No one listens there: each instance reads the version and a product's counts. Only
-- the embedded database's session, which listens in-process (page-cache.ts), turns `oko.notify_pages` on
-- (db/client.ts); elsewhere the triggers still move the version but send nothing.
CREATE OR REPLACE FUNCTION notify_product_stock() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- Delivered at commit, once per product and transaction (PostgreSQL folds equal notifications).
  IF current_setting('oko.notify_pages', true) = 'on' THEN
    PERFORM pg_notify('product_stock', NEW.product_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_public_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oko.public_version_bumped', true) IS DISTINCT FROM 'on' THEN
    -- Transaction-local: the rows after the first in this transaction cost a setting's read.
    PERFORM set_config('oko.public_version_bumped', 'on', true);
    UPDATE "public_version" SET "version" = "version" + 1 WHERE "id" = 1;
    -- Delivered at commit: the embedded database's one process keeps the number in memory by it (page-cache.ts).
    IF current_setting('oko.notify_pages', true) = 'on' THEN
      PERFORM pg_notify('public_version', '');
    END IF;
  END IF;
  RETURN NULL;
END $$;
