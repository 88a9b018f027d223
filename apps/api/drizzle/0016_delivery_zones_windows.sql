CREATE TABLE "delivery_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_channel_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"cutoff_hours" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "delivery_schedules_weekday_check" CHECK ("delivery_schedules"."weekday" between 1 and 7),
	CONSTRAINT "delivery_schedules_numbers_check" CHECK ("delivery_schedules"."cutoff_hours" >= 0 and "delivery_schedules"."capacity" >= 0 and "delivery_schedules"."start_time" < "delivery_schedules"."end_time")
);
--> statement-breakpoint
CREATE TABLE "delivery_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_channel_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"from_schedule" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_windows_numbers_check" CHECK ("delivery_windows"."booked" >= 0 and "delivery_windows"."booked" <= "delivery_windows"."capacity" and "delivery_windows"."starts_at" < "delivery_windows"."ends_at" and "delivery_windows"."cutoff_at" <= "delivery_windows"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_states" (
	"zone_id" integer NOT NULL,
	"delivery_channel_id" integer NOT NULL,
	"state_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_channel_id" integer NOT NULL,
	"name" text NOT NULL,
	"fee_kobo" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_zones_fee_check" CHECK ("delivery_zones"."fee_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_schedules" ADD CONSTRAINT "delivery_schedules_delivery_channel_id_delivery_channels_id_fk" FOREIGN KEY ("delivery_channel_id") REFERENCES "public"."delivery_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_windows" ADD CONSTRAINT "delivery_windows_delivery_channel_id_delivery_channels_id_fk" FOREIGN KEY ("delivery_channel_id") REFERENCES "public"."delivery_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_states" ADD CONSTRAINT "delivery_zone_states_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_states" ADD CONSTRAINT "delivery_zone_states_delivery_channel_id_delivery_channels_id_fk" FOREIGN KEY ("delivery_channel_id") REFERENCES "public"."delivery_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_states" ADD CONSTRAINT "delivery_zone_states_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_delivery_channel_id_delivery_channels_id_fk" FOREIGN KEY ("delivery_channel_id") REFERENCES "public"."delivery_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_schedules_channel_slot_key" ON "delivery_schedules" USING btree ("delivery_channel_id","weekday","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_windows_channel_start_key" ON "delivery_windows" USING btree ("delivery_channel_id","starts_at");--> statement-breakpoint
CREATE INDEX "delivery_windows_starts_idx" ON "delivery_windows" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zone_states_channel_state_key" ON "delivery_zone_states" USING btree ("delivery_channel_id","state_id");--> statement-breakpoint
CREATE INDEX "delivery_zone_states_zone_idx" ON "delivery_zone_states" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "delivery_zones_channel_idx" ON "delivery_zones" USING btree ("delivery_channel_id","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_window_id_delivery_windows_id_fk" FOREIGN KEY ("delivery_window_id") REFERENCES "public"."delivery_windows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_window_id_idx" ON "orders" USING btree ("delivery_window_id");