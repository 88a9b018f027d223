CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"access_code" text NOT NULL,
	"email" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'abandoned' NOT NULL,
	"gateway_response" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_transactions_access_code_key" ON "test_gateway_transactions" USING btree ("access_code");