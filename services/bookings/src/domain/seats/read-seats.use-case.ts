// GET /v1/booking-seats, /{id} and the coach's attendee CSV.
import {
  can,
  csvField,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type Actor,
  type ListQuery,
} from '@coachwork/service-kit';
import { TRASHED_ADMIN_ONLY, type BookingSeatDto, type ListMeta } from '@coachwork/contracts';
import { seatStatusAt, toSeatDto } from '../../data/booking.presenter';
import { attendeesOf, listSeats, visibleSeats } from '../../data/booking-seat.repository';
import { findScheduleCopy } from '../../data/schedule-copy.repository';
import { personName, usersByIds } from '../../data/user-directory.repository';
import type { BookingsContext } from '../context';
import { loadSeatFor, seatAccess } from './seat-access';

export async function listSeatsFor(
  ctx: BookingsContext,
  q: ListQuery,
  actor: Actor,
): Promise<{ data: BookingSeatDto[]; meta: ListMeta }> {
  const errors: Record<string, string[]> = {};
  if (q.trashed && !can(actor, 'booking-seats.restore')) errors.trashed = [TRASHED_ADMIN_ONLY];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const isAdmin = can(actor, 'booking-seats.view');
  const { rows, meta } = await listSeats(ctx.db, q, [isAdmin ? undefined : visibleSeats(actor.userId!)]);
  const now = ctx.now();
  const users = q.include.includes('user')
    ? await usersByIds(
        ctx.db,
        rows.map((r) => r.seat.userId),
      )
    : undefined;
  const withSchedule = q.include.includes('schedule');
  const data = rows.map((r) => {
    const viewer = seatAccess(actor, r).viewer;
    return toSeatDto(
      r.seat,
      now,
      users ? { users, viewer, viewerId: actor.userId } : undefined,
      withSchedule ? { booking: r.booking, schedule: r.schedule, viewer } : undefined,
    );
  });
  return { data, meta };
}

export async function showSeat(
  ctx: BookingsContext,
  id: string,
  include: string[],
  actor: Actor,
): Promise<BookingSeatDto> {
  const s = await loadSeatFor(ctx.db, id, actor, { showTrashed: true });
  const users = include.includes('user') ? await usersByIds(ctx.db, [s.seat.userId]) : undefined;
  return toSeatDto(
    s.seat,
    ctx.now(),
    users ? { users, viewer: s.access.viewer, viewerId: actor.userId } : undefined,
    include.includes('schedule') ? { booking: s.booking, schedule: s.schedule, viewer: s.access.viewer } : undefined,
  );
}

export const ATTENDEE_COLUMNS = [
  'booking',
  'seat',
  'name',
  'email',
  'invitation status',
  'attended',
  'attendance notes',
];

/** The attendees of a schedule as CSV, for its coach and super-admins. */
export async function attendeesCsv(ctx: BookingsContext, scheduleId: string, actor: Actor): Promise<string> {
  const schedule = await findScheduleCopy(ctx.db, scheduleId);
  if (!schedule) throw new NotFoundError('Workshop schedule not found.');
  if (schedule.coachId !== actor.userId && !can(actor, 'booking-seats.view')) throw new ForbiddenError();
  const rows = await attendeesOf(ctx.db, scheduleId);
  const users = await usersByIds(
    ctx.db,
    rows.map((r) => r.seat.userId),
  );
  const now = ctx.now();
  const lines = [ATTENDEE_COLUMNS.join(',')];
  for (const { seat } of rows) {
    const user = seat.userId ? users.get(seat.userId) : undefined;
    lines.push(
      [
        seat.bookingId,
        String(seat.position),
        user ? personName(user) : '',
        user?.email ?? seat.email ?? '',
        seatStatusAt(seat, now) ?? 'OPEN',
        seat.attended === null ? '' : seat.attended ? 'yes' : 'no',
        seat.attendanceNotes ?? '',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
