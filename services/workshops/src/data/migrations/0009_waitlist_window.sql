ALTER TABLE "workshops"."workshops" ADD COLUMN "waitlist_window_hours" integer DEFAULT 24 NOT NULL;
