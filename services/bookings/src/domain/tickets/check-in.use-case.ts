// The coach's check-in at the door (issue 27 item 4): a ticket's code (scanned or typed) or a seat picked
// by name, for the schedule being checked in. The first check-in wins: the conditional update takes the
// seat only while it has none, so two scans at once record one check-in and one event, and any later
// (or replayed) scan answers with who checked the seat in and when.
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  addToOutbox,
  can,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  when,
  type Actor,
} from '@coachwork/service-kit';
import {
  BOOKING_ALREADY_NO_SHOW,
  SCANNED_AT_MAX_AGE_MS,
  TICKET_INVALID,
  TICKET_OTHER_SCHEDULE,
  type CheckInDto,
  type CheckInInput,
  type CheckInSheetDto,
} from '@coachwork/contracts';
import { attendeesOf, findSeat, type SeatWithBooking } from '../../data/booking-seat.repository';
import { findScheduleCopy } from '../../data/schedule-copy.repository';
import {
  bookingSeats,
  bookings,
  eventStore,
  type BookingSeatRow,
  type ScheduleCopyRow,
} from '../../data/schema';
import { personName, usersByIds } from '../../data/user-directory.repository';
import { audit } from '../audit/audit';
import type { BookingsContext } from '../context';
import { assertHasTicket, holderNameOf } from './tickets.use-case';

const SCHEDULE_NOT_FOUND = 'Workshop schedule not found.';

/** The schedule, for its coach and super-admins (booking-seats.update); anyone else is refused. */
async function scheduleForCheckIn(
  ctx: BookingsContext,
  scheduleId: string,
  actor: Actor,
): Promise<ScheduleCopyRow> {
  const schedule = await findScheduleCopy(ctx.db, scheduleId);
  if (!schedule) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  if (schedule.coachId !== actor.userId && !can(actor, 'booking-seats.update')) throw new ForbiddenError();
  return schedule;
}

const invalid = (message: string) => new ValidationError({ code: [message] });

async function answerOf(
  ctx: BookingsContext,
  s: SeatWithBooking,
  seat: BookingSeatRow,
  alreadyCheckedIn: boolean,
): Promise<CheckInDto> {
  const users = await usersByIds(ctx.db, [seat.userId, s.booking.userId, seat.checkedInBy]);
  const by = seat.checkedInBy ? users.get(seat.checkedInBy) : undefined;
  return {
    seatId: seat.id,
    bookingId: seat.bookingId,
    workshopScheduleId: seat.workshopScheduleId,
    holderName: holderNameOf(seat, s.booking.userId, users),
    checkedInAt: seat.checkedInAt!.toISOString(),
    checkedInById: seat.checkedInBy,
    checkedInByName: by ? personName(by) : 'Coachwork',
    alreadyCheckedIn,
  };
}

/** A queued scan's own time, believed within the last 7 days and never ahead of the server's clock. */
export function checkInTime(scannedAt: string | undefined, now: Date): Date {
  if (!scannedAt) return now;
  const at = new Date(scannedAt).getTime();
  return new Date(Math.min(now.getTime(), Math.max(at, now.getTime() - SCANNED_AT_MAX_AGE_MS)));
}

/** POST /v1/check-ins: 201 for the first check-in of a seat, 200 with the first one's facts after that. */
export async function checkIn(
  ctx: BookingsContext,
  input: CheckInInput,
  actor: Actor,
): Promise<{ created: boolean; data: CheckInDto }> {
  const schedule = await scheduleForCheckIn(ctx, input.workshopScheduleId.toLowerCase(), actor);
  const seatId = input.seatId ? input.seatId.toLowerCase() : ctx.tickets.verify(input.code ?? '');
  if (!seatId) throw invalid(TICKET_INVALID);
  const s = await findSeat(ctx.db, seatId);
  // A seat id picked from another page, or a genuine code whose seat has since been purged.
  if (!s) throw invalid(TICKET_INVALID);
  if (s.seat.workshopScheduleId !== schedule.id) {
    throw invalid(
      `${TICKET_OTHER_SCHEDULE} It is for ${s.schedule.workshopTitle}, ${when(s.schedule.startDate, s.schedule.timezone)}.`,
    );
  }
  if (s.seat.checkedInAt) return { created: false, data: await answerOf(ctx, s, s.seat, true) };
  if (s.booking.status === 'NO_SHOW') throw new ConflictError(BOOKING_ALREADY_NO_SHOW);
  assertHasTicket(s);
  const now = ctx.now();
  const at = checkInTime(input.scannedAt, now);
  const taken = await ctx.db.transaction(async (tx) => {
    // Shares the booking's row lock with markNoShow: a booking marked a no-show meanwhile takes no scan.
    const locked = (await tx.execute(
      sql`select status from ${bookings} where ${bookings.id} = ${s.booking.id} for share`,
    )) as unknown as { rows: { status: string }[] };
    if (locked.rows[0]?.status === 'NO_SHOW') throw new ConflictError(BOOKING_ALREADY_NO_SHOW);
    const [row] = await tx
      .update(bookingSeats)
      .set({ checkedInAt: at, checkedInBy: actor.userId, attended: true, updatedAt: now })
      .where(and(eq(bookingSeats.id, seatId), isNull(bookingSeats.checkedInAt)))
      .returning();
    if (!row) return undefined;
    await addToOutbox(tx, eventStore, 'bookings.seat.checked-in', {
      seatId: row.id,
      bookingId: row.bookingId,
      workshopScheduleId: row.workshopScheduleId,
      userId: row.userId,
      email: row.email,
      checkedInAt: at.toISOString(),
      checkedInBy: actor.userId,
    });
    await audit(tx, {
      actor,
      onBehalfOf: s.booking.userId,
      action: 'seat.checked-in',
      objectType: 'seat',
      objectId: row.id,
      before: { checkedInAt: null, attended: s.seat.attended },
      after: { checkedInAt: at, attended: true },
    });
    return row;
  });
  if (taken) return { created: true, data: await answerOf(ctx, s, taken, false) };
  // Another scan of this seat committed first: answer with its check-in.
  const first = await findSeat(ctx.db, seatId);
  return { created: false, data: await answerOf(ctx, s, first!.seat, true) };
}

/** GET /v1/check-ins/{workshopScheduleId}: the session's ticket holders, checked in or not. */
export async function checkInSheet(
  ctx: BookingsContext,
  scheduleId: string,
  actor: Actor,
): Promise<CheckInSheetDto> {
  const schedule = await scheduleForCheckIn(ctx, scheduleId, actor);
  const rows = (await attendeesOf(ctx.db, schedule.id)).filter((r) => r.booking.status !== 'NO_SHOW');
  const users = await usersByIds(
    ctx.db,
    rows.flatMap((r) => [r.seat.userId, r.booking.userId, r.seat.checkedInBy]),
  );
  const attendees = rows.map(({ seat, booking }) => {
    const by = seat.checkedInBy ? users.get(seat.checkedInBy) : undefined;
    return {
      seatId: seat.id,
      bookingId: seat.bookingId,
      position: seat.position,
      holderName: holderNameOf(seat, booking.userId, users),
      checkedInAt: seat.checkedInAt ? seat.checkedInAt.toISOString() : null,
      checkedInByName: seat.checkedInAt ? (by ? personName(by) : 'Coachwork') : null,
    };
  });
  return {
    workshopScheduleId: schedule.id,
    workshopTitle: schedule.workshopTitle,
    startDate: schedule.startDate.toISOString(),
    endDate: schedule.endDate.toISOString(),
    timezone: schedule.timezone,
    checkedIn: attendees.filter((a) => a.checkedInAt).length,
    total: attendees.length,
    attendees,
  };
}
