// Object rules of bookings: permissions (bookings.*) are for super-admins; owners and the schedule's
// coach act through these rules. A booking the caller may not see does not exist for them (404).
import { can, NotFoundError, type Actor, type DbOrTx } from '@coachwork/service-kit';
import type { BookingViewer } from '../../data/booking.presenter';
import { findBooking, type BookingWithSchedule } from '../../data/booking.repository';

export const BOOKING_NOT_FOUND = 'Booking not found.';

export interface BookingAccess {
  isAdmin: boolean;
  isOwner: boolean;
  isCoach: boolean;
  viewer: BookingViewer;
}

export function accessTo(
  actor: Actor,
  b: BookingWithSchedule,
  adminPermission = 'bookings.view',
): BookingAccess {
  const isAdmin = can(actor, adminPermission);
  const isOwner = actor.userId !== null && b.booking.userId === actor.userId;
  const isCoach = actor.userId !== null && b.schedule.coachId === actor.userId;
  const viewer: BookingViewer = isAdmin ? 'admin' : isCoach ? (isOwner ? 'owning-coach' : 'coach') : 'owner';
  return { isAdmin, isOwner, isCoach, viewer };
}

/** The booking with the caller's access to it; 404 when they may not see it (or it is trashed). */
export async function loadBookingFor(
  db: DbOrTx,
  id: string,
  actor: Actor,
): Promise<BookingWithSchedule & { access: BookingAccess }> {
  const found = await findBooking(db, id);
  if (!found) throw new NotFoundError(BOOKING_NOT_FOUND);
  const access = accessTo(actor, found);
  if (!access.isAdmin && !access.isOwner && !access.isCoach) throw new NotFoundError(BOOKING_NOT_FOUND);
  if (found.booking.deletedAt && !can(actor, 'bookings.restore')) throw new NotFoundError(BOOKING_NOT_FOUND);
  return { ...found, access };
}
