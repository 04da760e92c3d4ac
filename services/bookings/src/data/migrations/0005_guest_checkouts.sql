CREATE TABLE "bookings"."guest_checkouts" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings"."guest_checkouts" ADD CONSTRAINT "guest_checkouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"."bookings"("id") ON DELETE no action ON UPDATE no action;