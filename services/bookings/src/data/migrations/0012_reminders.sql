CREATE TABLE "bookings"."reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seat_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "venue_name" text;--> statement-breakpoint
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "venue_address" text;--> statement-breakpoint
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "venue_city" text;--> statement-breakpoint
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "venue_country" text;--> statement-breakpoint
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "remind_day_before" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "remind_hour_before" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings"."reminders" ADD CONSTRAINT "reminders_seat_id_booking_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "bookings"."booking_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_unique" ON "bookings"."reminders" USING btree ("seat_id","user_id","kind","start_date");--> statement-breakpoint
CREATE INDEX "reminders_schedule_idx" ON "bookings"."reminders" USING btree ("workshop_schedule_id");