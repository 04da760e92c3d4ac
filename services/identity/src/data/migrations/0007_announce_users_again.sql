-- Announces every existing user once more (identity.user.updated, the same payload as 0006), for
-- copies that began keeping more of it since: workshops' coach directory now keeps the names (the
-- storefront says 'with Cora Coach'), bookings' user directory the roles (super-admins are told of a
-- schedule short of its minimum seats). Consumers keep the newest state per user, so a repeat changes
-- nothing (issue 31 items 6 and 11).
INSERT INTO "identity"."outbox" ("id", "subject", "envelope", "occurred_at")
SELECT e.id, 'identity.user.updated',
  jsonb_build_object(
    'id', e.id,
    'subject', 'identity.user.updated',
    'occurredAt', to_jsonb(now()),
    'version', 1,
    'data', jsonb_build_object(
      'id', e.user_id,
      'username', e.username,
      'email', e.email,
      'status', e.status,
      'roles', e.roles,
      'deletedAt', to_jsonb(e.deleted_at),
      'emailVerified', e.email_verified_at IS NOT NULL,
      'firstName', nullif(btrim(e.profile->>'firstName'), ''),
      'lastName', nullif(btrim(e.profile->>'lastName'), '')
    )
  ),
  now()
FROM (
  SELECT gen_random_uuid() AS id, u.id AS user_id, u.username, u.email, u.status, u.deleted_at, u.email_verified_at, u.profile,
    coalesce(
      (SELECT jsonb_agg(r.name ORDER BY r.name) FROM "identity"."user_roles" ur
        JOIN "identity"."roles" r ON r.id = ur.role_id WHERE ur.user_id = u.id),
      '[]'::jsonb
    ) AS roles
  FROM "identity"."users" u
) e;
