CREATE TABLE "identity"."audit_log" (
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
CREATE INDEX "audit_log_occurred_at_index" ON "identity"."audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_occurred_at_index" ON "identity"."audit_log" USING btree ("actor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_object_type_object_id_occurred_at_index" ON "identity"."audit_log" USING btree ("object_type","object_id","occurred_at");--> statement-breakpoint
-- Append-only (issue 28 item 2): the database itself refuses to change or remove an entry.
CREATE OR REPLACE FUNCTION "identity"."audit_log_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "identity"."audit_log"
	FOR EACH ROW EXECUTE FUNCTION "identity"."audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "identity"."audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "identity"."audit_log_refuse_change"();--> statement-breakpoint
-- Every change a person makes to an audited table is recorded in its own transaction, with the event
-- that copies it into the console's log (identity.audit.recorded) in the outbox beside it. Who acts comes
-- from the transaction's 'coachwork.actor' setting (service-kit's auditedDb); without it (the
-- product's own work: events, sweepers, seeding) nothing is recorded.
-- Arguments: the object type; the column naming the object; the column naming its owner ('' none: an
-- entry for someone else's object names them as on_behalf_of); '' for the object's own row, or the
-- part a linked row is ('role': user.role-added, user.role-removed); then columns left out, or, named
-- with a leading '*', columns whose change is noted but whose value never is (a password's hash).
CREATE OR REPLACE FUNCTION "identity"."audit_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	actor jsonb := nullif(current_setting('coachwork.actor', true), '')::jsonb;
	object_type text := TG_ARGV[0];
	id_column text := TG_ARGV[1];
	owner_column text := TG_ARGV[2];
	part text := TG_ARGV[3];
	extra text[] := coalesce(TG_ARGV[4:TG_NARGS - 1], '{}'::text[]);
	left_out text[] := array(SELECT c FROM unnest(extra) c WHERE left(c, 1) <> '*');
	secret text[] := array(SELECT substr(c, 2) FROM unnest(extra) c WHERE left(c, 1) = '*');
	hidden jsonb := to_jsonb('(hidden)'::text);
	old_row jsonb;
	new_row jsonb;
	the_row jsonb;
	before_fields jsonb := '{}';
	after_fields jsonb := '{}';
	k text;
	field text;
	verb text;
	owner_id text;
	entry_id uuid := gen_random_uuid();
	event_id uuid := gen_random_uuid();
	happened timestamptz := clock_timestamp();
	entry jsonb;
BEGIN
	IF actor IS NULL OR actor->>'id' IS NULL THEN
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - left_out; END IF;
	IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - left_out; END IF;
	the_row := coalesce(new_row, old_row);
	FOR k IN SELECT jsonb_object_keys(coalesce(new_row, '{}') || coalesce(old_row, '{}')) LOOP
		IF TG_OP <> 'UPDATE' OR (old_row -> k) IS DISTINCT FROM (new_row -> k) THEN
			-- The API's names: deleted_at → deletedAt.
			field := replace(initcap(replace(k, '_', ' ')), ' ', '');
			field := lower(left(field, 1)) || substr(field, 2);
			IF old_row IS NOT NULL THEN
				before_fields := before_fields || jsonb_build_object(field,
					CASE WHEN k = ANY (secret) AND jsonb_typeof(old_row -> k) <> 'null' THEN hidden ELSE old_row -> k END);
			END IF;
			IF new_row IS NOT NULL THEN
				after_fields := after_fields || jsonb_build_object(field,
					CASE WHEN k = ANY (secret) AND jsonb_typeof(new_row -> k) <> 'null' THEN hidden ELSE new_row -> k END);
			END IF;
		END IF;
	END LOOP;
	IF TG_OP = 'UPDATE' AND after_fields = '{}' THEN
		RETURN NULL;
	END IF;
	IF part <> '' THEN
		verb := part || CASE TG_OP WHEN 'INSERT' THEN '-added' WHEN 'DELETE' THEN '-removed' ELSE '-changed' END;
	ELSIF TG_OP = 'INSERT' THEN
		verb := 'created';
	ELSIF TG_OP = 'DELETE' THEN
		verb := 'deleted';
	ELSIF after_fields ? 'deletedAt' AND jsonb_typeof(after_fields -> 'deletedAt') = 'null' THEN
		verb := 'restored';
	ELSIF after_fields ? 'deletedAt' THEN
		verb := 'trashed';
	ELSE
		verb := 'updated';
	END IF;
	IF owner_column <> '' THEN owner_id := the_row ->> owner_column; END IF;
	entry := jsonb_build_object(
		'id', entry_id,
		'occurredAt', to_char(happened AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'actorId', actor->>'id',
		'onBehalfOf', CASE WHEN owner_id IS DISTINCT FROM actor->>'id' THEN owner_id END,
		'ip', actor->>'ip',
		'action', object_type || '.' || verb,
		'objectType', object_type,
		'objectId', the_row ->> id_column,
		'before', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE before_fields END,
		'after', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE after_fields END
	);
	INSERT INTO "identity"."audit_log" (id, occurred_at, actor_id, on_behalf_of, ip, action, object_type, object_id, before, after)
	VALUES (
		entry_id, happened, (entry->>'actorId')::uuid, (entry->>'onBehalfOf')::uuid, entry->>'ip', entry->>'action',
		object_type, entry->>'objectId', entry->'before', entry->'after'
	);
	INSERT INTO "identity"."outbox" (id, subject, envelope, occurred_at)
	VALUES (
		event_id, 'identity.audit.recorded',
		jsonb_build_object(
			'id', event_id, 'subject', 'identity.audit.recorded', 'occurredAt', entry->>'occurredAt', 'version', 1,
			'data', entry
		),
		happened
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "identity"."users"
	FOR EACH ROW EXECUTE FUNCTION "identity"."audit_change"('user', 'id', 'id', '', '*password_hash', 'updated_at');--> statement-breakpoint
CREATE TRIGGER "roles_audit" AFTER INSERT OR UPDATE OR DELETE ON "identity"."roles"
	FOR EACH ROW EXECUTE FUNCTION "identity"."audit_change"('role', 'id', '', '', 'updated_at');--> statement-breakpoint
CREATE TRIGGER "permissions_audit" AFTER INSERT OR UPDATE OR DELETE ON "identity"."permissions"
	FOR EACH ROW EXECUTE FUNCTION "identity"."audit_change"('permission', 'id', '', '', 'updated_at');--> statement-breakpoint
CREATE TRIGGER "user_roles_audit" AFTER INSERT OR UPDATE OR DELETE ON "identity"."user_roles"
	FOR EACH ROW EXECUTE FUNCTION "identity"."audit_change"('user', 'user_id', '', 'role');
