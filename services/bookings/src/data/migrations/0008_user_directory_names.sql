ALTER TABLE "bookings"."user_directory" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "bookings"."user_directory" ADD COLUMN "last_name" text;