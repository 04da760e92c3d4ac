CREATE TABLE "bookings"."metrics_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."metrics_daily" (
	"day" date NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"bookings_created" integer DEFAULT 0 NOT NULL,
	"bookings_confirmed" integer DEFAULT 0 NOT NULL,
	"bookings_cancelled" integer DEFAULT 0 NOT NULL,
	"bookings_completed" integer DEFAULT 0 NOT NULL,
	"bookings_no_show" integer DEFAULT 0 NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"discounts" integer DEFAULT 0 NOT NULL,
	"schedules_published" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metrics_daily_day_workshop_schedule_id_pk" PRIMARY KEY("day","workshop_schedule_id")
);
--> statement-breakpoint
CREATE TABLE "bookings"."metrics_event_log" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"envelope" jsonb NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "bookings"."metrics_event_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "bookings"."metrics_platform_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."metrics_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workshop_id" uuid,
	"workshop_title" text DEFAULT '' NOT NULL,
	"coach_id" uuid,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"capacity" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'UNKNOWN' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"seats_version" integer DEFAULT 0 NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."payout_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"source_payout_id" uuid NOT NULL,
	"applied_payout_id" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"workshop_title" text NOT NULL,
	"schedule_start" timestamp with time zone NOT NULL,
	"schedule_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"gross" integer NOT NULL,
	"refunds" integer NOT NULL,
	"fee_percent" integer NOT NULL,
	"fee" integer NOT NULL,
	"adjustments" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"reference" text,
	"hold_reason" text,
	"refunds_after_paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_check" CHECK (status in ('PENDING','DUE','PAID','ON_HOLD'))
);
--> statement-breakpoint
ALTER TABLE "bookings"."payout_adjustments" ADD CONSTRAINT "payout_adjustments_source_payout_id_payouts_id_fk" FOREIGN KEY ("source_payout_id") REFERENCES "bookings"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."payout_adjustments" ADD CONSTRAINT "payout_adjustments_applied_payout_id_payouts_id_fk" FOREIGN KEY ("applied_payout_id") REFERENCES "bookings"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metrics_event_log_seq_idx" ON "bookings"."metrics_event_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "payout_adjustments_coach_idx" ON "bookings"."payout_adjustments" USING btree ("coach_id","applied_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_coach_schedule_idx" ON "bookings"."payouts" USING btree ("coach_id","workshop_schedule_id");--> statement-breakpoint
CREATE INDEX "payouts_status_due_idx" ON "bookings"."payouts" USING btree ("status","due_at");