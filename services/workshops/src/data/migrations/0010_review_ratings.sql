-- Review ratings (issue 28 item 1): workshops' copy of bookings' reviews (bookings.review.*), from
-- which the catalogue shows each workshop's and coach's average and count, and the latest reviews.
CREATE TABLE "workshops"."review_copies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"workshop_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "review_copies_workshop_idx" ON "workshops"."review_copies" USING btree ("workshop_id","created_at") WHERE "workshops"."review_copies"."hidden" = false;--> statement-breakpoint
CREATE INDEX "review_copies_coach_idx" ON "workshops"."review_copies" USING btree ("coach_id") WHERE "workshops"."review_copies"."hidden" = false;
