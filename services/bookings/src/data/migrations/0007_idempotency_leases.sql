ALTER TABLE "bookings"."idempotency_keys" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "bookings"."idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;