CREATE TABLE "shop_credit_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_kobo" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_credit_balances_balance_check" CHECK ("shop_credit_balances"."balance_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_credit_entries_amount_check" CHECK ("shop_credit_entries"."amount_kobo" <> 0),
	CONSTRAINT "shop_credit_entries_reason_check" CHECK (reason in ('refund', 'order', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "order_money_entries" DROP CONSTRAINT "order_money_entries_kind_check";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_way_check";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_method_check";--> statement-breakpoint
ALTER TABLE "shop_credit_balances" ADD CONSTRAINT "shop_credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_credit_entries" ADD CONSTRAINT "shop_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_credit_entries" ADD CONSTRAINT "shop_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_credit_entries" ADD CONSTRAINT "shop_credit_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_credit_entries_user_id_idx" ON "shop_credit_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shop_credit_entries_order_id_idx" ON "shop_credit_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_credit_entries_refund_id_key" ON "shop_credit_entries" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "order_money_entries" ADD CONSTRAINT "order_money_entries_kind_check" CHECK (kind in ('goods', 'delivery_fee', 'discount', 'pay_ahead', 'packing', 'cancelled', 'payment', 'refund_requested', 'refund_processed', 'refund_failed', 'credit', 'credit_returned'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_way_check" CHECK (way in ('card', 'bank_account', 'credit', 'manual_transfer'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_check" CHECK (method in ('cards', 'bank_transfer', 'credit'));