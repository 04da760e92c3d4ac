-- Verified reviews (issue 28 item 1): one per person and session, by someone who attended it.
CREATE TABLE "bookings"."reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"seat_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"body" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"hidden_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK (rating between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "bookings"."review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings"."reviews" ADD CONSTRAINT "reviews_workshop_schedule_id_schedule_copies_id_fk" FOREIGN KEY ("workshop_schedule_id") REFERENCES "bookings"."schedule_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."reviews" ADD CONSTRAINT "reviews_seat_id_booking_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "bookings"."booking_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_once_unique" ON "bookings"."reviews" USING btree ("workshop_schedule_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_workshop_idx" ON "bookings"."reviews" USING btree ("workshop_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "bookings"."reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "bookings"."reviews" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_once_unique" ON "bookings"."review_requests" USING btree ("workshop_schedule_id","user_id");
