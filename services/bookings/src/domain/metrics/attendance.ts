// The dashboard's attendance rate (issue 27 item 4): of the seats of confirmed bookings (completed and
// no-show ones included) in sessions that started in the period, and up to now, how many were checked
// in at the door. Read from bookings' own seats, which the check-in writes; a session that has not
// started yet counts nowhere, so the rate is never dragged down by people who could not have come yet.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AttendanceFigures } from '@coachwork/contracts';
import { ATTENDING_STATUSES } from '../../data/booking-seat.repository';
import { bookings, bookingSeats, scheduleCopies } from '../../data/schema';
import type { MetricsDeps } from './read-metrics.use-case';

export async function attendanceOver(
  deps: MetricsDeps,
  coachId: string | null,
  from: string,
  to: string,
): Promise<AttendanceFigures> {
  const [row] = await deps.db
    .select({
      confirmed: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${bookingSeats.checkedInAt})::int`,
    })
    .from(bookingSeats)
    .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId))
    .where(
      and(
        inArray(bookings.status, [...ATTENDING_STATUSES]),
        isNull(bookings.deletedAt),
        isNull(bookingSeats.cancelledAt),
        isNull(bookingSeats.deletedAt),
        isNull(scheduleCopies.cancelledAt),
        sql`${scheduleCopies.startDate} >= ${from}::date::timestamp at time zone 'UTC'`,
        sql`${scheduleCopies.startDate} < (${to}::date + 1)::timestamp at time zone 'UTC'`,
        lt(scheduleCopies.startDate, deps.now()),
        coachId ? eq(scheduleCopies.coachId, coachId) : undefined,
      ),
    );
  const confirmed = row?.confirmed ?? 0;
  const checkedIn = row?.checkedIn ?? 0;
  return {
    checkedIn,
    confirmed,
    rate: confirmed > 0 ? Math.round((checkedIn / confirmed) * 10_000) / 10_000 : null,
  };
}
