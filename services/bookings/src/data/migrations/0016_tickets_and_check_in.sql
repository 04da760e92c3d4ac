ALTER TABLE "bookings"."booking_seats" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings"."booking_seats" ADD COLUMN "checked_in_by" uuid;
