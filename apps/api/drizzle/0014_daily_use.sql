CREATE TABLE "staff_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"invited_by" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DEFAULT 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- hand-written (keep on regenerate): issue 23. Money the shop receives itself (bank transfer, payment on
-- delivery) is tracked as card money is: "not_required" orders await their payment until the shop marks it received.
-- A paid order's paid_at is when its money came in: the card's settled attempt, else its audit entry, else its
-- last change.
UPDATE "orders" SET "payment_status" = 'awaiting_payment' WHERE "payment_status" = 'not_required';--> statement-breakpoint
UPDATE "orders" o SET "paid_at" = coalesce(
  (SELECT max(a."settled_at") FROM "payment_attempts" a WHERE a."order_id" = o."id" AND a."status" IN ('paid', 'refund_due')),
  (SELECT max(l."at") FROM "audit_log" l WHERE l."entity" = 'order' AND l."entity_id" = o."id" AND l."action" = 'order.payment_received'),
  o."updated_at")
WHERE o."payment_status" = 'paid';--> statement-breakpoint
-- end of hand-written
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash_key" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invitations_user_id_idx" ON "staff_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_invitations_invited_by_idx" ON "staff_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK (payment_status in ('awaiting_payment', 'paid', 'failed', 'refunded'));