CREATE TABLE "tenants"."job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"company_name" text NOT NULL,
	"company_url" text,
	"location" text NOT NULL,
	"employment_status" text,
	"experience_level" text,
	"listing_type" text,
	"availability" text,
	"poster_email" text,
	"skills_description" text,
	"external_job_posting_id" text,
	"workplace_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"recruiter_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta" jsonb,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"preferences" jsonb,
	"interview_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenants"."tenant_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants"."user_directory" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants"."tenants" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "tenants"."job_postings" ADD CONSTRAINT "job_postings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants"."tenant_invitations" ADD CONSTRAINT "tenant_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_tenant_created_idx" ON "tenants"."job_postings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "job_postings_tenant_status_idx" ON "tenants"."job_postings" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_invitations_tenant_email_unique" ON "tenants"."tenant_invitations" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "tenant_invitations_email_idx" ON "tenants"."tenant_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "user_directory_email_idx" ON "tenants"."user_directory" USING btree ("email");--> statement-breakpoint
CREATE INDEX "tenants_created_at_idx" ON "tenants"."tenants" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tenants_name_idx" ON "tenants"."tenants" USING btree ("name");