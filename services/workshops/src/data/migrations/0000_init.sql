CREATE SCHEMA IF NOT EXISTS "workshops";
--> statement-breakpoint
CREATE TABLE "workshops"."inbox" (
	"event_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"subject" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "workshops"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "workshops"."workshop_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image" text,
	"video" text,
	"level" text,
	"price" numeric(12, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_sent_at_occurred_at_index" ON "workshops"."outbox" USING btree ("sent_at","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_templates_slug_unique" ON "workshops"."workshop_templates" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "workshop_templates_created_at_idx" ON "workshops"."workshop_templates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "workshop_templates_level_idx" ON "workshops"."workshop_templates" USING btree ("level");