// Reading bookings: one by id with its schedule, and the list contract over bookings joined with
// their schedule copy (filters and sorting by the schedule's start) and the booker (search by email).
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { BOOKING_STATUSES, type ListMeta } from '@coachwork/contracts';
import { filterBy, listWhere, type DbOrTx, type ListQuery, type ListSpec } from '@coachwork/service-kit';
import {
  bookings,
  bookingSeats,
  scheduleCopies,
  userDirectory,
  type BookingRow,
  type BookingSeatRow,
  type ScheduleCopyRow,
} from './schema';

export const bookingListSpec: ListSpec = {
  table: bookings,
  sortable: { createdAt: bookings.createdAt, startDate: scheduleCopies.startDate, status: bookings.status },
  // startsFrom/startsTo are ranges: the route takes them out and passes conditions (see listBookings).
  filterable: {
    status: filterBy.enum(bookings.status, BOOKING_STATUSES),
    workshopScheduleId: bookings.workshopScheduleId,
    userId: bookings.userId,
    startsFrom: filterBy.date(),
    startsTo: filterBy.date(),
  },
  searchable: [],
  // The schedule is always embedded; `schedule` is accepted so clients may name it.
  includable: ['seats', 'user', 'schedule'],
  defaultSort: '-createdAt',
  deletedAt: bookings.deletedAt,
};

export interface BookingWithSchedule {
  booking: BookingRow;
  schedule: ScheduleCopyRow;
}

export async function findBooking(db: DbOrTx, id: string): Promise<BookingWithSchedule | undefined> {
  const [row] = await db
    .select({ booking: bookings, schedule: scheduleCopies })
    .from(bookings)
    .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId))
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Search (super-admins): a booking id exactly, or part of the booker's email address. */
export function bookingSearch(search: string): SQL {
  const term = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byEmail = sql`exists (select 1 from ${userDirectory} where ${userDirectory.id} = ${bookings.userId} and ${ilike(userDirectory.email, term)})`;
  return UUID.test(search) ? or(eq(bookings.id, search.toLowerCase()), byEmail)! : byEmail;
}

export async function listBookings(
  db: DbOrTx,
  q: ListQuery,
  extra: (SQL | undefined)[],
): Promise<{ rows: BookingWithSchedule[]; meta: ListMeta }> {
  const where = listWhere(bookingListSpec, q, extra);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId))
    .where(where);
  const total = count?.n ?? 0;
  const order = q.sort.map((s) => {
    const column = bookingListSpec.sortable[s.field]!;
    return s.direction === 'asc' ? asc(column) : desc(column);
  });
  const rows = await db
    .select({ booking: bookings, schedule: scheduleCopies })
    .from(bookings)
    .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId))
    .where(where)
    .orderBy(...order, desc(bookings.createdAt), asc(bookings.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return {
    rows,
    meta: { page: q.page, perPage: q.perPage, total, lastPage: Math.max(1, Math.ceil(total / q.perPage)) },
  };
}

/** Start-date range conditions from `filter[startsFrom]`/`filter[startsTo]` (a bare date: that whole day). */
export function startsWithin(
  from: Date | undefined,
  to: Date | undefined,
  toIsDate: boolean,
): (SQL | undefined)[] {
  const toEnd = to && toIsDate ? new Date(to.getTime() + 86_400_000 - 1) : to;
  return [
    from ? gte(scheduleCopies.startDate, from) : undefined,
    toEnd ? lte(scheduleCopies.startDate, toEnd) : undefined,
  ];
}

export async function seatsOfBookings(db: DbOrTx, bookingIds: string[]): Promise<BookingSeatRow[]> {
  if (!bookingIds.length) return [];
  return db
    .select()
    .from(bookingSeats)
    .where(inArray(bookingSeats.bookingId, bookingIds))
    .orderBy(asc(bookingSeats.bookingId), asc(bookingSeats.position));
}

/** Who may see which bookings: owners their own, coaches their schedules', super-admins all. */
/** Bookings (not in the trash) per schedule of `scheduleIds` that `visible` lets through; absent ones have none. */
export async function countBookingsBySchedule(
  db: DbOrTx,
  scheduleIds: string[],
  visible: SQL | undefined,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: bookings.workshopScheduleId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId))
    .where(and(inArray(bookings.workshopScheduleId, scheduleIds), isNull(bookings.deletedAt), visible))
    .groupBy(bookings.workshopScheduleId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export function visibleBookings(actorId: string): SQL {
  return or(eq(bookings.userId, actorId), eq(scheduleCopies.coachId, actorId))!;
}

export const bookingOwnedBy = (bookingId: string, userId: string) =>
  and(eq(bookings.id, bookingId), eq(bookings.userId, userId));
