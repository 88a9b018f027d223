CREATE TABLE "public_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "public_version_one_row" CHECK ("public_version"."id" = 1)
);--> statement-breakpoint
-- ── Hand-written (decision 024): the number moves on, once per transaction, whenever a table a guest's page reads
-- changes. A deferred constraint trigger runs at commit, so the row's lock is held only while the transaction
-- commits (orders taking stock in several statements never wait on it, nor deadlock over it), and the new number
-- becomes visible together with the change: a page read at the new number never shows the old data. ──
INSERT INTO "public_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_public_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('oko.public_version_bumped', true) IS DISTINCT FROM 'on' THEN
    -- Transaction-local: the rows after the first in this transaction cost a setting's read.
    PERFORM set_config('oko.public_version_bumped', 'on', true);
    UPDATE "public_version" SET "version" = "version" + 1 WHERE "id" = 1;
    -- Delivered at commit: the embedded database's one process keeps the number in memory by it (page-cache.ts).
    PERFORM pg_notify('public_version', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  public_table text;
BEGIN
  FOREACH public_table IN ARRAY ARRAY['categories', 'category_slugs', 'units', 'products', 'product_units',
    'delivery_channels', 'pickup_points', 'settings', 'pages', 'countries', 'states']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version()',
      public_table || '_public_version', public_table);
    -- TRUNCATE has no row to defer on; it holds the table's exclusive lock to its commit anyway.
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_public_version()',
      public_table || '_public_version_truncate', public_table);
  END LOOP;
END $$;
