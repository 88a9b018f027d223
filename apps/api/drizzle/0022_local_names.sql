CREATE TABLE "search_misses" (
	"keyword" text NOT NULL,
	"day" date NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_keyword_day_pk" PRIMARY KEY("keyword","day")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"search_term" text GENERATED ALWAYS AS (trim(regexp_replace(lower(oko_unaccent(term)), '[^[:alpha:]]+', ' ', 'g'))) STORED NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_terms_one_target_check" CHECK (("search_terms"."product_id" is null) <> ("search_terms"."category_id" is null)),
	CONSTRAINT "search_terms_language_check" CHECK (language in ('yoruba', 'igbo', 'hausa', 'pidgin', 'english')),
	CONSTRAINT "search_terms_kind_check" CHECK (kind in ('same', 'broader'))
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_terms_search_term_idx" ON "search_terms" USING btree ("search_term");--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_target_key" ON "search_terms" USING btree ("search_term",coalesce("product_id", 0),coalesce("category_id", 0));--> statement-breakpoint
CREATE INDEX "search_terms_product_id_idx" ON "search_terms" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_terms_category_id_idx" ON "search_terms" USING btree ("category_id");