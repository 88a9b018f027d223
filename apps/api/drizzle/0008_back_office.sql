CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_unit_id" integer NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_reason_check" CHECK (reason in ('harvest', 'spoiled', 'recount'))
);
--> statement-breakpoint
ALTER TABLE "delivery_channels" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'shopper' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_slugs" ADD CONSTRAINT "category_slugs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_product_unit_id_product_units_id_fk" FOREIGN KEY ("product_unit_id") REFERENCES "public"."product_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "category_slugs_category_id_idx" ON "category_slugs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "stock_adjustments_unit_idx" ON "stock_adjustments" USING btree ("product_unit_id","at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK (role in ('shopper', 'staff', 'owner'));--> statement-breakpoint
-- hand-written (keep on regenerate)
-- A hidden product is not counted in its category, and a hidden unit's price is not its product's lowest
-- (the storefront shows neither): the triggers of migration 0003 follow `active`.
CREATE OR REPLACE FUNCTION products_category_count() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.active THEN
      UPDATE categories SET products_count = products_count - 1 WHERE id = OLD.category_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.active THEN
      UPDATE categories SET products_count = products_count + 1 WHERE id = NEW.category_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER products_category_count ON products;--> statement-breakpoint
CREATE TRIGGER products_category_count AFTER INSERT OR DELETE OR UPDATE OF category_id, active ON products
  FOR EACH ROW EXECUTE FUNCTION products_category_count();--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_units_lowest_price() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET lowest_price_kobo =
      (SELECT min(pu.price_kobo) FROM product_units pu WHERE pu.product_id = OLD.product_id AND pu.active)
    WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET lowest_price_kobo =
      (SELECT min(pu.price_kobo) FROM product_units pu WHERE pu.product_id = NEW.product_id AND pu.active)
    WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER product_units_lowest_price ON product_units;--> statement-breakpoint
CREATE TRIGGER product_units_lowest_price AFTER INSERT OR DELETE OR UPDATE OF price_kobo, product_id, active ON product_units
  FOR EACH ROW EXECUTE FUNCTION product_units_lowest_price();
