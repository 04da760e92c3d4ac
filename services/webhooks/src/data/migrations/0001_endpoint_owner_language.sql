-- A second language (issue 28 item 5): the language an endpoint's owner reads its disabled mail in,
-- from the page it was registered on, then from identity's user events ('en' for endpoints made before).
ALTER TABLE "webhooks"."endpoints" ADD COLUMN "owner_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhooks"."endpoints" ADD CONSTRAINT "endpoints_owner_language_check" CHECK (owner_language in ('en', 'de'));