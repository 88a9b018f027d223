CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_reference" text,
	"test_mode" boolean DEFAULT false NOT NULL,
	"requested_at" timestamp with time zone,
	"gateway_refund_id" text,
	"failure" text,
	"confirmed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_kobo" > 0),
	CONSTRAINT "refunds_method_check" CHECK (method in ('cards', 'bank_transfer')),
	CONSTRAINT "refunds_reason_check" CHECK (reason in ('cancelled', 'packing', 'late_payment')),
	CONSTRAINT "refunds_status_check" CHECK (status in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_card_reference_check" CHECK (("refunds"."method" = 'cards') = ("refunds"."payment_reference" is not null))
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_gateway_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"merchant_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_transaction_reference_test_gateway_transactions_reference_fk" FOREIGN KEY ("transaction_reference") REFERENCES "public"."test_gateway_transactions"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "refunds_payment_reference_idx" ON "refunds" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("status") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_confirmed_by_idx" ON "refunds" USING btree ("confirmed_by");--> statement-breakpoint
CREATE INDEX "test_gateway_refunds_transaction_idx" ON "test_gateway_refunds" USING btree ("transaction_reference","id");