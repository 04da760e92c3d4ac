-- Seats left now come from bookings' per-schedule counter (bookings.schedule.seats-changed) instead
-- of one row per confirmed booking.
DROP TABLE "workshops"."booked_seats" CASCADE;
--> statement-breakpoint
CREATE TABLE "workshops"."schedule_seats" (
	"workshop_schedule_id" uuid PRIMARY KEY NOT NULL,
	"seats_taken" integer NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Bookings keeps its own copy of every schedule from now on: announce the existing ones once, with
-- their full state, as any change would (consumers keep the newest state, so a repeat is harmless).
INSERT INTO "workshops"."outbox" ("id", "subject", "envelope", "occurred_at")
SELECT e.id, 'workshops.schedule.updated',
  jsonb_build_object(
    'id', e.id,
    'subject', 'workshops.schedule.updated',
    'occurredAt', to_jsonb(now()),
    'version', 1,
    'data', jsonb_build_object(
      'id', s.id,
      'workshopId', s.workshop_id,
      'workshopTitle', w.title,
      'coachId', s.coach_id,
      'startDate', to_jsonb(s.start_date),
      'endDate', to_jsonb(s.end_date),
      'timezone', s.timezone,
      'status', s.status,
      'visibility', s.visibility,
      'mode', s.mode,
      'capacity', s.capacity,
      'price', w.price,
      'cancelledAt', to_jsonb(s.cancelled_at),
      'cancelledBy', s.cancelled_by,
      'cancellationReason', s.cancellation_reason,
      'deletedAt', to_jsonb(s.deleted_at),
      'updatedAt', to_jsonb(s.updated_at)
    )
  ),
  now()
FROM (SELECT gen_random_uuid() AS id, id AS schedule_id FROM "workshops"."workshop_schedules") e
JOIN "workshops"."workshop_schedules" s ON s.id = e.schedule_id
JOIN "workshops"."workshops" w ON w.id = s.workshop_id;
