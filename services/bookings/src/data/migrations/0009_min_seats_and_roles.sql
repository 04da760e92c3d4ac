ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "min_seats" integer;--> statement-breakpoint
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "min_seats_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "short_of_minimum" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings"."user_directory" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;