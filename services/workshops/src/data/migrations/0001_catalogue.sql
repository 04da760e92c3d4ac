CREATE TABLE "workshops"."booked_seats" (
	"booking_id" uuid NOT NULL,
	"workshop_schedule_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booked_seats_booking_id_pk" PRIMARY KEY("booking_id")
);
--> statement-breakpoint
CREATE TABLE "workshops"."coach_directory" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"status" text NOT NULL,
	"roles" text[] NOT NULL,
	"is_coach" boolean NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops"."tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops"."workshop_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops"."workshop_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"url" text,
	"file_path" text,
	"file_size" integer,
	"file_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_broadcast" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workshops"."workshop_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"country" text,
	"level" text,
	"status" text NOT NULL,
	"visibility" text NOT NULL,
	"mode" text NOT NULL,
	"capacity" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancellation_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workshops"."workshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_template_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image" text,
	"video" text,
	"price" numeric(12, 2) NOT NULL,
	"min_seats" integer NOT NULL,
	"max_seats" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workshops"."workshop_resources" ADD CONSTRAINT "workshop_resources_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "workshops"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops"."workshop_schedules" ADD CONSTRAINT "workshop_schedules_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "workshops"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops"."workshops" ADD CONSTRAINT "workshops_workshop_template_id_workshop_templates_id_fk" FOREIGN KEY ("workshop_template_id") REFERENCES "workshops"."workshop_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_seats_schedule_idx" ON "workshops"."booked_seats" USING btree ("workshop_schedule_id");--> statement-breakpoint
CREATE INDEX "coach_directory_coach_idx" ON "workshops"."coach_directory" USING btree ("is_coach","username");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_unique" ON "workshops"."tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "workshop_history_workshop_idx" ON "workshops"."workshop_history" USING btree ("workshop_id","created_at");--> statement-breakpoint
CREATE INDEX "workshop_resources_workshop_idx" ON "workshops"."workshop_resources" USING btree ("workshop_id","sort_order");--> statement-breakpoint
CREATE INDEX "workshop_schedules_public_idx" ON "workshops"."workshop_schedules" USING btree ("start_date") WHERE "workshops"."workshop_schedules"."status" = 'PUBLISHED' and "workshops"."workshop_schedules"."visibility" = 'PUBLIC' and "workshops"."workshop_schedules"."deleted_at" is null and "workshops"."workshop_schedules"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "workshop_schedules_start_date_idx" ON "workshops"."workshop_schedules" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "workshop_schedules_workshop_idx" ON "workshops"."workshop_schedules" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "workshop_schedules_coach_idx" ON "workshops"."workshop_schedules" USING btree ("coach_id","start_date");--> statement-breakpoint
CREATE INDEX "workshop_schedules_status_idx" ON "workshops"."workshop_schedules" USING btree ("status","visibility");--> statement-breakpoint
CREATE INDEX "workshop_schedules_mode_idx" ON "workshops"."workshop_schedules" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "workshop_schedules_level_idx" ON "workshops"."workshop_schedules" USING btree ("level");--> statement-breakpoint
CREATE INDEX "workshop_schedules_country_idx" ON "workshops"."workshop_schedules" USING btree ("country");--> statement-breakpoint
CREATE INDEX "workshop_schedules_created_at_idx" ON "workshops"."workshop_schedules" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workshops_slug_unique" ON "workshops"."workshops" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "workshops_template_idx" ON "workshops"."workshops" USING btree ("workshop_template_id");--> statement-breakpoint
CREATE INDEX "workshops_created_at_idx" ON "workshops"."workshops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "workshops_price_idx" ON "workshops"."workshops" USING btree ("price");--> statement-breakpoint
CREATE INDEX "workshops_tags_gin" ON "workshops"."workshops" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "workshops_search_gin" ON "workshops"."workshops" USING gin (to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("description", '')));