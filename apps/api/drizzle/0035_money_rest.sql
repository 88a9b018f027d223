DROP INDEX "payment_attempts_one_paid_per_order";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_discount_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_pay_ahead_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_dropped" boolean DEFAULT false NOT NULL;