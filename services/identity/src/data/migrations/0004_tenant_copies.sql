CREATE TABLE "identity"."tenant_copies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."tenant_member_copies" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenant_member_copies_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "tenant_member_copies_user_idx" ON "identity"."tenant_member_copies" USING btree ("user_id");