CREATE TABLE "pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"opening_hours" text NOT NULL,
	"delivery_channel_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_delivery_channel_id_delivery_channels_id_fk" FOREIGN KEY ("delivery_channel_id") REFERENCES "public"."delivery_channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_points_name_key" ON "pickup_points" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pickup_points_channel_idx" ON "pickup_points" USING btree ("delivery_channel_id");--> statement-breakpoint
-- ── Hand-written (decision 018): a shop seeded before this migration has the demo "Pick-up at our Ikeja hub"
-- channel but no pick-up point; give it the demo point, so its checkout tabs name where that channel collects.
-- On a fresh database the channel does not exist yet and the seed adds both. ──
INSERT INTO "pickup_points" ("name", "address", "opening_hours", "delivery_channel_id")
SELECT 'Ikeja hub', '14 Oba Akran Avenue, Ikeja, Lagos', 'Monday to Saturday, 9:00 to 18:00', "id"
FROM "delivery_channels" WHERE "name" = 'Pick-up at our Ikeja hub'
ON CONFLICT DO NOTHING;
