-- Where an in-person or hybrid session takes place (its country is the schedule's `country`) and the
-- language it is taught in; all optional, so existing schedules stay as they are.
ALTER TABLE "workshops"."workshop_schedules" ADD COLUMN "venue_name" text;--> statement-breakpoint
ALTER TABLE "workshops"."workshop_schedules" ADD COLUMN "venue_address" text;--> statement-breakpoint
ALTER TABLE "workshops"."workshop_schedules" ADD COLUMN "venue_city" text;--> statement-breakpoint
ALTER TABLE "workshops"."workshop_schedules" ADD COLUMN "language" text;
