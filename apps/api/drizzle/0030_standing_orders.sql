CREATE TABLE "standing_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standing_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"standing_order_id" integer NOT NULL,
	"product_unit_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"if_unavailable" text DEFAULT 'refund' NOT NULL,
	CONSTRAINT "standing_order_lines_quantity_check" CHECK ("standing_order_lines"."quantity" > 0),
	CONSTRAINT "standing_order_lines_if_unavailable_check" CHECK (if_unavailable in ('substitute', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "standing_order_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standing_order_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"standing_order_id" integer NOT NULL,
	"delivery_window_id" integer NOT NULL,
	"state" text NOT NULL,
	"order_id" integer,
	"short" jsonb,
	"problem" text,
	"charge_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_order_runs_state_check" CHECK (state in ('upcoming', 'skipped', 'placed', 'short', 'missed', 'failed')),
	CONSTRAINT "standing_order_runs_charge_state_check" CHECK (charge_state in ('sent', 'paid', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standing_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"delivery_channel_id" integer NOT NULL,
	"address_id" integer,
	"pickup_point_id" integer,
	"weekday" smallint NOT NULL,
	"every_weeks" smallint DEFAULT 1 NOT NULL,
	"window_start" text NOT NULL,
	"anchor_day" date NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paused_until" date,
	"from_order_id" integer,
	"authorization_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_orders_weekday_check" CHECK ("standing_orders"."weekday" between 1 and 7),
	CONSTRAINT "standing_orders_every_weeks_check" CHECK ("standing_orders"."every_weeks" in (1, 2)),
	CONSTRAINT "standing_orders_status_check" CHECK (status in ('active', 'paused', 'cancelled')),
	CONSTRAINT "standing_orders_payment_method_check" CHECK (payment_method in ('bank_transfer', 'pay_on_delivery', 'cards', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_product_unit_id_product_units_id_fk" FOREIGN KEY ("product_unit_id") REFERENCES "public"."product_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_delivery_window_id_delivery_windows_id_fk" FOREIGN KEY ("delivery_window_id") REFERENCES "public"."delivery_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_delivery_channel_id_delivery_channels_id_fk" FOREIGN KEY ("delivery_channel_id") REFERENCES "public"."delivery_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_from_order_id_orders_id_fk" FOREIGN KEY ("from_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standing_order_lines_unit_key" ON "standing_order_lines" USING btree ("standing_order_id","product_unit_id");--> statement-breakpoint
CREATE INDEX "standing_order_lines_product_unit_idx" ON "standing_order_lines" USING btree ("product_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standing_order_runs_window_key" ON "standing_order_runs" USING btree ("standing_order_id","delivery_window_id");--> statement-breakpoint
CREATE INDEX "standing_order_runs_window_idx" ON "standing_order_runs" USING btree ("delivery_window_id");--> statement-breakpoint
CREATE INDEX "standing_order_runs_order_idx" ON "standing_order_runs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "standing_orders_user_idx" ON "standing_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "standing_orders_channel_idx" ON "standing_orders" USING btree ("delivery_channel_id");--> statement-breakpoint
CREATE INDEX "standing_orders_address_idx" ON "standing_orders" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "standing_orders_pickup_point_idx" ON "standing_orders" USING btree ("pickup_point_id");--> statement-breakpoint
CREATE INDEX "standing_orders_from_order_idx" ON "standing_orders" USING btree ("from_order_id");