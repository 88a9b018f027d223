-- Issue 11: an Idempotency-Key reused with another request is refused; orders placed before have none and
-- answer a replay as they did.
ALTER TABLE "orders" ADD COLUMN "request_fingerprint" text;
