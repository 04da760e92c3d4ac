// GET /v1/bookings and /v1/bookings/{id}: owners see their own, coaches the bookings of the schedules
// they teach, super-admins all (search and the trash too).
import {
  can,
  dateFilter,
  takeFilters,
  ValidationError,
  type Actor,
  type ListQuery,
} from '@coachwork/service-kit';
import {
  SEARCH_ADMIN_ONLY,
  TRASHED_ADMIN_ONLY,
  type BookingCountDto,
  type BookingDto,
  type ListMeta,
} from '@coachwork/contracts';
import { toBookingDto } from '../../data/booking.presenter';
import {
  bookingSearch,
  countBookingsBySchedule,
  listBookings,
  seatsOfBookings,
  startsWithin,
  visibleBookings,
} from '../../data/booking.repository';
import { usersByIds } from '../../data/user-directory.repository';
import type { BookingsContext } from '../context';
import { accessTo, loadBookingFor } from './booking-access';

export async function listBookingsFor(
  ctx: BookingsContext,
  q: ListQuery,
  actor: Actor,
): Promise<{ data: BookingDto[]; meta: ListMeta }> {
  const isAdmin = can(actor, 'bookings.view');
  const errors: Record<string, string[]> = {};
  if (q.search && !isAdmin) errors.search = [SEARCH_ADMIN_ONLY];
  if (q.trashed && !can(actor, 'bookings.restore')) errors.trashed = [TRASHED_ADMIN_ONLY];
  const { startsFrom, startsTo } = takeFilters(q, ['startsFrom', 'startsTo']);
  // Every filter value was checked by its kind when the query was parsed (bookingListSpec).
  const from = dateFilter(startsFrom);
  const to = dateFilter(startsTo);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const search = q.search;
  q.search = undefined; // applied below: the generic search has no columns here

  const { rows, meta } = await listBookings(ctx.db, q, [
    isAdmin ? undefined : visibleBookings(actor.userId!),
    search ? bookingSearch(search) : undefined,
    ...startsWithin(from, to, startsTo?.[0]?.length === 10),
  ]);
  const now = ctx.now();
  const seats = q.include.includes('seats')
    ? await seatsOfBookings(
        ctx.db,
        rows.map((r) => r.booking.id),
      )
    : undefined;
  const users =
    q.include.includes('user') || seats
      ? await usersByIds(ctx.db, [
          ...rows.map((r) => r.booking.userId),
          ...(seats ?? []).map((s) => s.userId),
        ])
      : undefined;
  const data = rows.map((r) =>
    toBookingDto(r.booking, r.schedule, accessTo(actor, r).viewer, now, {
      seats,
      users,
      includeUser: q.include.includes('user'),
    }),
  );
  return { data, meta };
}

/**
 * GET /v1/bookings/counts: the number of bookings of each schedule as the caller's list would count
 * them (super-admins all, coaches their schedules', bookers their own), in the order asked.
 */
export async function countBookingsFor(
  ctx: BookingsContext,
  scheduleIds: string[],
  actor: Actor,
): Promise<BookingCountDto[]> {
  const ids = [...new Set(scheduleIds)];
  const counts = await countBookingsBySchedule(
    ctx.db,
    ids,
    can(actor, 'bookings.view') ? undefined : visibleBookings(actor.userId!),
  );
  return ids.map((id) => ({ workshopScheduleId: id, bookings: counts.get(id) ?? 0 }));
}

export const BOOKING_INCLUDES = ['seats', 'user', 'schedule'] as const;

export async function showBooking(
  ctx: BookingsContext,
  id: string,
  include: string[],
  actor: Actor,
): Promise<BookingDto> {
  const found = await loadBookingFor(ctx.db, id, actor);
  const seats = include.includes('seats') ? await seatsOfBookings(ctx.db, [id]) : undefined;
  const users = include.includes('user')
    ? await usersByIds(ctx.db, [found.booking.userId, ...(seats ?? []).map((s) => s.userId)])
    : undefined;
  return toBookingDto(found.booking, found.schedule, found.access.viewer, ctx.now(), {
    seats,
    users,
    includeUser: include.includes('user'),
  });
}
