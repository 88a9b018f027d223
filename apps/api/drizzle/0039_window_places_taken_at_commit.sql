CREATE TABLE "delivery_window_places" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"window_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_window_places" ADD CONSTRAINT "delivery_window_places_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_window_places" ADD CONSTRAINT "delivery_window_places_window_id_delivery_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."delivery_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_window_places_window_idx" ON "delivery_window_places" USING btree ("window_id");--> statement-breakpoint
-- hand-written:
-- Issue 45: the rows orders share (a window's place count, a code's use count) are raised at the commit, by
-- deferred constraint triggers with the guard each update had, so an order holds their row lock only during its
-- own commit, not across a round trip to the server that placed it. A guard that refuses raises its SQLSTATE and
-- the commit fails: the whole order is rolled back (db/steps.ts; place-order.ts says why to the shopper).
CREATE FUNCTION take_delivery_window_place() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "delivery_windows" SET "booked" = "booked" + 1
  WHERE "id" = NEW."window_id" AND NOT "closed" AND "cutoff_at" > NEW."created_at" AND "booked" < "capacity";
  IF NOT FOUND THEN
    RAISE EXCEPTION 'delivery window % has no place for order %', NEW."window_id", NEW."order_id"
      USING ERRCODE = 'OKW01';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "delivery_window_places_take" AFTER INSERT ON "delivery_window_places"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION take_delivery_window_place();--> statement-breakpoint
CREATE FUNCTION take_discount_code_use() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "discount_codes" SET "uses" = "uses" + 1
  WHERE "id" = NEW."code_id" AND "active"
    AND ("starts_at" IS NULL OR "starts_at" <= NEW."created_at")
    AND ("ends_at" IS NULL OR "ends_at" > NEW."created_at")
    AND ("max_uses" IS NULL OR "uses" < "max_uses");
  IF NOT FOUND THEN
    RAISE EXCEPTION 'discount code % refused order %', NEW."code_id", NEW."order_id" USING ERRCODE = 'OKC01';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "discount_code_uses_take" AFTER INSERT ON "discount_code_uses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION take_discount_code_use();
