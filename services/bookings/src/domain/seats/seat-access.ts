// Object rules of seats: the booking's owner manages its seats and invitations, the schedule's coach
// records attendance on the seats of attending bookings, the person on a seat sees it, and holders of
// booking-seats.* (super-admins) do everything. A seat the caller may not see is a 404.
import { can, NotFoundError, type Actor, type DbOrTx } from '@coachwork/service-kit';
import type { BookingViewer } from '../../data/booking.presenter';
import { ATTENDING_STATUSES, findSeat, type SeatWithBooking } from '../../data/booking-seat.repository';

export const SEAT_NOT_FOUND = 'Booking seat not found.';

export interface SeatAccess {
  isAdmin: boolean;
  isOwner: boolean;
  isCoach: boolean;
  isInvitee: boolean;
  viewer: BookingViewer;
}

export function seatAccess(
  actor: Actor,
  s: SeatWithBooking,
  adminPermission = 'booking-seats.view',
): SeatAccess {
  const me = actor.userId;
  const isAdmin = can(actor, adminPermission);
  const live = !s.booking.deletedAt;
  const isOwner = live && me !== null && s.booking.userId === me;
  const isCoach =
    live &&
    me !== null &&
    s.schedule.coachId === me &&
    (ATTENDING_STATUSES as readonly string[]).includes(s.booking.status) &&
    !s.seat.cancelledAt;
  const isInvitee = live && me !== null && s.seat.userId === me;
  const viewer: BookingViewer = isAdmin ? 'admin' : isCoach ? 'coach' : isOwner ? 'owner' : 'invitee';
  return { isAdmin, isOwner, isCoach, isInvitee, viewer };
}

/**
 * The seat with the caller's access; 404 when they may not see it. A trashed seat (or a seat of a
 * trashed booking) is shown only to restore holders (`showTrashed`) and takes no actions.
 */
export async function loadSeatFor(
  db: DbOrTx,
  id: string,
  actor: Actor,
  options: { showTrashed?: boolean } = {},
): Promise<SeatWithBooking & { access: SeatAccess }> {
  const found = await findSeat(db, id);
  if (!found) throw new NotFoundError(SEAT_NOT_FOUND);
  const access = seatAccess(actor, found);
  if (!access.isAdmin && !access.isOwner && !access.isCoach && !access.isInvitee)
    throw new NotFoundError(SEAT_NOT_FOUND);
  const trashed = Boolean(found.seat.deletedAt || found.booking.deletedAt);
  if (trashed && !(options.showTrashed && can(actor, 'booking-seats.restore')))
    throw new NotFoundError(SEAT_NOT_FOUND);
  return { ...found, access };
}
