CREATE TABLE "bookings"."waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"guest" boolean DEFAULT false NOT NULL,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"booking_id" uuid,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"leave_token_hash" text,
	"offer_token_hash" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_seats_check" CHECK (seats >= 1)
);
--> statement-breakpoint
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "waitlist_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings"."waitlist_entries" ADD CONSTRAINT "waitlist_entries_workshop_schedule_id_schedule_copies_id_fk" FOREIGN KEY ("workshop_schedule_id") REFERENCES "bookings"."schedule_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_open_unique" ON "bookings"."waitlist_entries" USING btree ("workshop_schedule_id","user_id") WHERE status in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "bookings"."waitlist_entries" USING btree ("workshop_schedule_id","status","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_leave_token_unique" ON "bookings"."waitlist_entries" USING btree ("leave_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_token_unique" ON "bookings"."waitlist_entries" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "bookings"."waitlist_entries" USING btree ("user_id");
