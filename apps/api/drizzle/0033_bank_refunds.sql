CREATE TABLE "bank_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_account_number_check" CHECK ("bank_accounts"."account_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "test_gateway_transfers" (
	"reference" text PRIMARY KEY NOT NULL,
	"transfer_code" text NOT NULL,
	"recipient_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "way" text DEFAULT 'bank_account' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payee" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "transfer_code" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "retry_of" integer;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_retry_of_refunds_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_retry_of_idx" ON "refunds" USING btree ("retry_of");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_way_check" CHECK (way in ('card', 'bank_account', 'manual_transfer'));--> statement-breakpoint
-- hand-written: the way of every earlier refund: a card's to the card; a transfer already settled was the owner's.
UPDATE "refunds" SET "way" = 'card' WHERE "method" = 'cards';--> statement-breakpoint
UPDATE "refunds" SET "way" = 'manual_transfer' WHERE "method" = 'bank_transfer' AND "status" <> 'pending';
