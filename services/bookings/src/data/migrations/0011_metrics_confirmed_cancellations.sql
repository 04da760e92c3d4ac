-- The dashboard counts only confirmed bookings as cancelled (issue 31 item 9): a hold that ended unpaid
-- was counted too. Recount each day's cancellations from the metrics log, as the projection now does
-- (previousStatus CONFIRMED; an event without it, when the log had confirmed the booking before).
UPDATE "bookings"."metrics_daily" AS d
SET "bookings_cancelled" = (
	SELECT count(*)::int
	FROM "bookings"."metrics_event_log" AS l
	WHERE l."subject" = 'bookings.booking.cancelled'
		AND (l."occurred_at" AT TIME ZONE 'UTC')::date = d."day"
		AND l."envelope" -> 'data' ->> 'workshopScheduleId' = d."workshop_schedule_id"::text
		AND (
			l."envelope" -> 'data' ->> 'previousStatus' = 'CONFIRMED'
			OR (
				l."envelope" -> 'data' ->> 'previousStatus' IS NULL
				AND EXISTS (
					SELECT 1
					FROM "bookings"."metrics_event_log" AS c
					WHERE c."subject" = 'bookings.booking.confirmed'
						AND c."envelope" -> 'data' ->> 'bookingId' = l."envelope" -> 'data' ->> 'bookingId'
						AND c."seq" < l."seq"
				)
			)
		)
)
WHERE d."bookings_cancelled" > 0;
