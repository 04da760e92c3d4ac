CREATE TABLE "identity"."sign_in_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"secret_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity"."sign_in_secrets" ADD CONSTRAINT "sign_in_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_secrets_user_kind_idx" ON "identity"."sign_in_secrets" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "sign_in_secrets_hash_idx" ON "identity"."sign_in_secrets" USING btree ("secret_hash");