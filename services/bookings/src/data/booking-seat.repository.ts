// Reading seats: one with its booking and schedule, and the list contract with each caller's share
// (owners their bookings' seats, coaches the attendees of their schedules, invitees their own seat).
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ListMeta } from '@coachwork/contracts';
import { filterBy, listWhere, type DbOrTx, type ListQuery, type ListSpec } from '@coachwork/service-kit';
import { SEAT_STATUSES } from '@coachwork/contracts';
import {
  bookings,
  bookingSeats,
  scheduleCopies,
  type BookingRow,
  type BookingSeatRow,
  type ScheduleCopyRow,
} from './schema';

export const seatListSpec: ListSpec = {
  table: bookingSeats,
  sortable: { position: bookingSeats.position, createdAt: bookingSeats.createdAt },
  filterable: {
    bookingId: bookingSeats.bookingId,
    workshopScheduleId: bookingSeats.workshopScheduleId,
    status: filterBy.enum(bookingSeats.status, SEAT_STATUSES),
  },
  searchable: [],
  includable: ['user', 'schedule'],
  defaultSort: 'position',
  deletedAt: bookingSeats.deletedAt,
};

/** Bookings whose attendees a coach sees: the ones that are (or were) really on. */
export const ATTENDING_STATUSES = ['CONFIRMED', 'COMPLETED', 'NO_SHOW'] as const;

export interface SeatWithBooking {
  seat: BookingSeatRow;
  booking: BookingRow;
  schedule: ScheduleCopyRow;
}

export async function findSeat(db: DbOrTx, id: string): Promise<SeatWithBooking | undefined> {
  const [row] = await db
    .select({ seat: bookingSeats, booking: bookings, schedule: scheduleCopies })
    .from(bookingSeats)
    .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId))
    .where(eq(bookingSeats.id, id))
    .limit(1);
  return row;
}

/** The seats a caller without booking-seats.view may see. */
export function visibleSeats(actorId: string): SQL {
  return or(
    and(eq(bookings.userId, actorId), isNull(bookings.deletedAt)),
    and(
      eq(scheduleCopies.coachId, actorId),
      inArray(bookings.status, [...ATTENDING_STATUSES]),
      isNull(bookingSeats.cancelledAt),
      isNull(bookings.deletedAt),
    ),
    and(eq(bookingSeats.userId, actorId), isNull(bookings.deletedAt)),
  )!;
}

export async function listSeats(
  db: DbOrTx,
  q: ListQuery,
  extra: (SQL | undefined)[],
): Promise<{ rows: SeatWithBooking[]; meta: ListMeta }> {
  const where = listWhere(seatListSpec, q, extra);
  const from = () =>
    db
      .select({ seat: bookingSeats, booking: bookings, schedule: scheduleCopies })
      .from(bookingSeats)
      .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
      .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingSeats)
    .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId))
    .where(where);
  const total = count?.n ?? 0;
  const order = q.sort.map((s) => {
    const column = seatListSpec.sortable[s.field]!;
    return s.direction === 'asc' ? asc(column) : desc(column);
  });
  const rows = await from()
    .where(where)
    .orderBy(...order, asc(bookingSeats.bookingId), asc(bookingSeats.position))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return {
    rows,
    meta: { page: q.page, perPage: q.perPage, total, lastPage: Math.max(1, Math.ceil(total / q.perPage)) },
  };
}

/** Every seat of a schedule's attending bookings that is not given back, for the coach's CSV. */
export async function attendeesOf(db: DbOrTx, scheduleId: string): Promise<SeatWithBooking[]> {
  return db
    .select({ seat: bookingSeats, booking: bookings, schedule: scheduleCopies })
    .from(bookingSeats)
    .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId))
    .where(
      and(
        eq(bookings.workshopScheduleId, scheduleId),
        inArray(bookings.status, [...ATTENDING_STATUSES]),
        isNull(bookings.deletedAt),
        isNull(bookingSeats.cancelledAt),
        isNull(bookingSeats.deletedAt),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookingSeats.position));
}
