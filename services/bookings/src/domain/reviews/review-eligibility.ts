// Who may review a session (issue 28 item 1): the holder of a confirmed seat on it (the booker's own
// or an accepted invitation, not given back, of a booking confirmed or completed); when attendance
// was taken for the schedule (any of its seats has `attended` set, by check-in or by hand), only those
// marked attended. The session must have ended, at most REVIEW_WINDOW_DAYS ago.
import { sql } from 'drizzle-orm';
import { REVIEW_WINDOW_DAYS } from '@coachwork/contracts';
import type { DbOrTx } from '@coachwork/service-kit';

const DAY = 86_400_000;

/** When reviews of a session ending at `endDate` close. */
export const reviewDeadline = (endDate: Date) => new Date(endDate.getTime() + REVIEW_WINDOW_DAYS * DAY);

/**
 * SQL: the seats of schedule `scheduleId` whose holders attended, as (seat_id, user_id). `seat` is
 * the alias of bookings.booking_seats in the caller's query.
 */
export const attendedSeat = (scheduleId: unknown) => sql`
  seat.workshop_schedule_id = ${scheduleId}
  and booking.workshop_schedule_id = ${scheduleId}
  and booking.status in ('CONFIRMED', 'COMPLETED')
  and seat.status = 'ACCEPTED'
  and seat.user_id is not null
  and seat.cancelled_at is null
  and seat.deleted_at is null
  and booking.deleted_at is null
  and (
    seat.attended = true
    or not exists (
      select 1 from bookings.booking_seats taken
      where taken.workshop_schedule_id = ${scheduleId} and taken.attended is not null and taken.deleted_at is null
    )
  )`;

/** The caller's attended seat on the schedule, or undefined (never held one, or not checked in). */
export async function attendedSeatOf(
  tx: DbOrTx,
  scheduleId: string,
  userId: string,
): Promise<string | undefined> {
  const found = (await tx.execute(sql`
    select seat.id
    from bookings.booking_seats seat
    join bookings.bookings booking on booking.id = seat.booking_id
    where ${attendedSeat(scheduleId)} and seat.user_id = ${userId}
    order by booking.created_at, seat.position
    limit 1
  `)) as unknown as { rows: { id: string }[] };
  return found.rows[0]?.id;
}
