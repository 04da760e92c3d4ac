CREATE TABLE "bookings"."audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"on_behalf_of" uuid,
	"ip" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_occurred_at_index" ON "bookings"."audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_occurred_at_index" ON "bookings"."audit_log" USING btree ("actor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_object_type_object_id_occurred_at_index" ON "bookings"."audit_log" USING btree ("object_type","object_id","occurred_at");--> statement-breakpoint
-- Append-only (issue 28 item 2): the database itself refuses to change or remove an entry.
CREATE OR REPLACE FUNCTION "bookings"."audit_log_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "bookings"."audit_log"
	FOR EACH ROW EXECUTE FUNCTION "bookings"."audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "bookings"."audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "bookings"."audit_log_refuse_change"();
