CREATE TABLE "bookings"."booking_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid,
	"email" text,
	"inviter_id" uuid,
	"status" text,
	"invited_at" timestamp with time zone,
	"invitation_expires_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"attended" boolean,
	"attendance_notes" text,
	"cancelled_at" timestamp with time zone,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bookings"."bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"voucher_code" text,
	"currency" text NOT NULL,
	"unit_price" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"amount_paid" integer,
	"payment_method" text,
	"payment_transaction_id" text,
	"notes" text,
	"coach_notes" text,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	"address" jsonb NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bookings_seats_check" CHECK (seats >= 1),
	CONSTRAINT "bookings_amount_check" CHECK (amount >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings"."idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "bookings"."schedule_copies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workshop_id" uuid NOT NULL,
	"workshop_title" text NOT NULL,
	"coach_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"status" text NOT NULL,
	"visibility" text NOT NULL,
	"mode" text NOT NULL,
	"capacity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"cancelled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"source_updated_at" timestamp with time zone NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"seats_version" bigint DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_copies_seats_taken_check" CHECK (seats_taken >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings"."seat_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seat_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"inviter_id" uuid,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."user_directory" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings"."booking_seats" ADD CONSTRAINT "booking_seats_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."bookings" ADD CONSTRAINT "bookings_workshop_schedule_id_schedule_copies_id_fk" FOREIGN KEY ("workshop_schedule_id") REFERENCES "bookings"."schedule_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."seat_invitations" ADD CONSTRAINT "seat_invitations_seat_id_booking_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "bookings"."booking_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_seats_position_unique" ON "bookings"."booking_seats" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_seats_user_idx" ON "bookings"."booking_seats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_seats_schedule_idx" ON "bookings"."booking_seats" USING btree ("workshop_schedule_id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings"."bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_schedule_idx" ON "bookings"."bookings" USING btree ("workshop_schedule_id","status");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings"."bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings"."bookings" USING btree ("expires_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_index" ON "bookings"."idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "schedule_copies_coach_idx" ON "bookings"."schedule_copies" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "schedule_copies_end_date_idx" ON "bookings"."schedule_copies" USING btree ("end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_invitations_token_unique" ON "bookings"."seat_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "seat_invitations_seat_idx" ON "bookings"."seat_invitations" USING btree ("seat_id");--> statement-breakpoint
CREATE INDEX "user_directory_email_idx" ON "bookings"."user_directory" USING btree ("email");