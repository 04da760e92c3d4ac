-- The language an account reads the product in (issue 28 item 5): its storefront pages, mails and
-- PDFs. English for everyone until they choose; the database refuses a language the product lacks.
ALTER TABLE "identity"."users" ADD COLUMN "language" text NOT NULL DEFAULT 'en';
--> statement-breakpoint
ALTER TABLE "identity"."users" ADD CONSTRAINT "users_language_known" CHECK ("language" IN ('en', 'de'));
