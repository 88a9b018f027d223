-- The storefront's sort indexes hold the products it shows (`active`) only: a page's ids are read from the index
-- alone, so a deep page skips index entries, not rows (issue 31). The back office's name order keeps its own.
DROP INDEX "products_lowest_price_asc_idx";--> statement-breakpoint
DROP INDEX "products_lowest_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree (lower("name") collate "C","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_lowest_price_asc_idx" ON "products" USING btree ("lowest_price_kobo","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_lowest_price_desc_idx" ON "products" USING btree ("lowest_price_kobo" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id") WHERE "products"."active";