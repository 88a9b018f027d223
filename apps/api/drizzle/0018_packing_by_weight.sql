ALTER TABLE "order_lines" ADD COLUMN "price_per_kg_kobo" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "estimated_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tolerance_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "weighed_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "if_unavailable" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_product_unit_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_unit_label" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "final_total_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_total_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "price_per_kg_kobo" bigint;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "estimated_grams" integer;--> statement-breakpoint
ALTER TABLE "product_units" ADD COLUMN "tolerance_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_substitute_product_unit_id_product_units_id_fk" FOREIGN KEY ("substitute_product_unit_id") REFERENCES "public"."product_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_substitute_product_unit_id_idx" ON "order_lines" USING btree ("substitute_product_unit_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_if_unavailable_check" CHECK (if_unavailable in ('substitute', 'refund'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_outcome_check" CHECK (outcome in ('unavailable', 'substituted'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_final_total_check" CHECK ("order_lines"."final_total_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_weighed_check" CHECK ("order_lines"."weighed_grams" is null or "order_lines"."weighed_grams" > 0);--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_weight_check" CHECK (("product_units"."price_per_kg_kobo" is null) = ("product_units"."estimated_grams" is null) and ("product_units"."estimated_grams" is null or ("product_units"."estimated_grams" > 0 and "product_units"."price_per_kg_kobo" > 0 and "product_units"."price_kobo" = round("product_units"."price_per_kg_kobo" * "product_units"."estimated_grams" / 1000.0))) and "product_units"."tolerance_percent" between 0 and 100);--> statement-breakpoint
-- Hand-written (issue 27): orders and lines placed before packing by weight come to what they cost.
UPDATE "order_lines" SET "final_total_kobo" = "line_total_kobo";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "final_total_kobo" DROP DEFAULT;--> statement-breakpoint
UPDATE "orders" SET "final_total_kobo" = "total_kobo";
