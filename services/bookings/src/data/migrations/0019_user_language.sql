-- A second language (issue 28 item 5): the language a user's mails and PDFs are written in, from
-- identity's user events ('en' when they do not say).
ALTER TABLE "bookings"."user_directory" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings"."user_directory" ADD CONSTRAINT "user_directory_language_check" CHECK (language in ('en', 'de'));