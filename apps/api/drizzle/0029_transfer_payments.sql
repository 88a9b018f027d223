ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "account_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "transfer_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_gateway_transactions" ADD COLUMN "channel" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK (payment_method in ('bank_transfer', 'pay_on_delivery', 'cards', 'transfer'));