CREATE TABLE "areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_areas" (
	"zone_id" integer NOT NULL,
	"delivery_channel_id" integer NOT NULL,
	"area_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_areas" ADD CONSTRAINT "delivery_zone_areas_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_areas" ADD CONSTRAINT "delivery_zone_areas_delivery_channel_id_delivery_channels_id_fk" FOREIGN KEY ("delivery_channel_id") REFERENCES "public"."delivery_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_areas" ADD CONSTRAINT "delivery_zone_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_state_name_key" ON "areas" USING btree ("state_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zone_areas_channel_area_key" ON "delivery_zone_areas" USING btree ("delivery_channel_id","area_id");--> statement-breakpoint
CREATE INDEX "delivery_zone_areas_zone_idx" ON "delivery_zone_areas" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;