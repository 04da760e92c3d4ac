-- Moves and transfers (issue 27 item 3). A booking moved to another date of its workshop keeps its id;
-- each move is recorded with the price before and after and what went back.
CREATE TABLE "bookings"."booking_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_schedule_id" uuid NOT NULL,
	"to_schedule_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"amount_before" integer NOT NULL,
	"amount_after" integer NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"voucher_dropped" text,
	"moved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_moves_refund_check" CHECK (refund >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings"."booking_moves" ADD CONSTRAINT "booking_moves_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_moves_booking_idx" ON "bookings"."booking_moves" USING btree ("booking_id","created_at");--> statement-breakpoint
-- A schedule moved by its coach or an admin: each live booking's booker is offered a full refund by a
-- link (32 random bytes; only the SHA-256 is kept). One offer per booking and new start; used once.
CREATE TABLE "bookings"."schedule_move_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings"."schedule_move_refunds" ADD CONSTRAINT "schedule_move_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_move_refunds_token_unique" ON "bookings"."schedule_move_refunds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_move_refunds_once_unique" ON "bookings"."schedule_move_refunds" USING btree ("booking_id","start_date");
