-- Jobs claimed in the database (decision 014): order mail queued in the order's transaction, sent after commit.
-- Orders get payment_status: not_required for bank transfer and payment on delivery, awaiting_payment … for cards.
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'not_required' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."done_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK (payment_status in ('not_required', 'awaiting_payment', 'paid', 'failed', 'refunded'));--> statement-breakpoint
-- Card orders placed before: the charge was taken at once, so an order kept is paid and a cancelled one failed.
UPDATE "orders" SET "payment_status" = CASE WHEN "status" = 'cancelled' THEN 'failed' ELSE 'paid' END WHERE "payment_method" = 'cards';
