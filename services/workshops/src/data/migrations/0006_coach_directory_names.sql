ALTER TABLE "workshops"."coach_directory" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "workshops"."coach_directory" ADD COLUMN "last_name" text;