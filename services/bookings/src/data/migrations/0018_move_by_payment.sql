-- A paid booking moved to a dearer date (issue 27 item 3): the new booking that replaces it once paid.
ALTER TABLE "bookings"."bookings" ADD COLUMN "replaces_booking_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_pending_replacement_idx" ON "bookings"."bookings" USING btree ("replaces_booking_id") WHERE status = 'PENDING';