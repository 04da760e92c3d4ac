DROP INDEX "bookings"."payments_booking_idx";--> statement-breakpoint
ALTER TABLE "bookings"."payments" ADD COLUMN "applied" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_applied_idx" ON "bookings"."payments" USING btree ("booking_id") WHERE applied;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "bookings"."payments" USING btree ("booking_id");--> statement-breakpoint
-- Bookings that gave seats back before prices were worked out again: their price for the seats they hold.
UPDATE "bookings"."bookings" SET
  "subtotal" = "unit_price" * "seats",
  "discount" = least("discount", "unit_price" * "seats"),
  "amount" = "unit_price" * "seats" - least("discount", "unit_price" * "seats")
WHERE "subtotal" <> "unit_price" * "seats" OR "amount" <> "subtotal" - "discount";--> statement-breakpoint
ALTER TABLE "bookings"."bookings" ADD CONSTRAINT "bookings_price_check" CHECK (subtotal = unit_price * seats and discount between 0 and subtotal and amount = subtotal - discount);