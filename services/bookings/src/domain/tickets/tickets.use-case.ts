// A confirmed seat's ticket (issue 27 item 4): its signed code and QR, for the booker area (every seat
// of one's own booking, one's own seat when invited) and as a PDF (downloaded, and attached to the
// confirmation mail).
import QRCode from 'qrcode';
import { ConflictError, NotFoundError, type Actor, type DbOrTx } from '@coachwork/service-kit';
import { TICKET_NOT_CONFIRMED, TICKET_SEAT_GONE, type TicketDto } from '@coachwork/contracts';
import { findSeat, type SeatWithBooking } from '../../data/booking-seat.repository';
import { bookings, bookingSeats, type BookingSeatRow, type UserDirectoryRow } from '../../data/schema';
import { personName, usersByIds } from '../../data/user-directory.repository';
import type { BookingsContext } from '../context';
import { loadSeatFor, SEAT_NOT_FOUND } from '../seats/seat-access';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { renderTicketsPdf, type TicketPage } from './ticket-pdf';

/** Bookings whose seats hold a ticket: confirmed, or completed (the session is over). */
export const TICKET_STATUSES = ['CONFIRMED', 'COMPLETED'] as const;

/** The name on a seat: its person, else the address invited, else whose guest it is. */
export function holderNameOf(
  seat: Pick<BookingSeatRow, 'userId' | 'email'>,
  bookerId: string,
  users: Map<string, UserDirectoryRow>,
): string {
  const person = seat.userId ? users.get(seat.userId) : undefined;
  if (person) return personName(person);
  if (seat.email) return seat.email;
  const booker = users.get(bookerId);
  return booker ? `Guest of ${personName(booker)}` : 'Guest';
}

/** Refuses a seat without a ticket: given back, trashed, or on a booking that is not (or no longer) on. */
export function assertHasTicket(s: SeatWithBooking): void {
  if (s.seat.cancelledAt || s.seat.deletedAt || s.booking.deletedAt) throw new ConflictError(TICKET_SEAT_GONE);
  if (s.booking.status === 'PENDING') throw new ConflictError(TICKET_NOT_CONFIRMED);
  if (!(TICKET_STATUSES as readonly string[]).includes(s.booking.status)) throw new ConflictError(TICKET_SEAT_GONE);
}

function venueOf(s: SeatWithBooking): string | null {
  if (s.schedule.mode === 'ONLINE') return null;
  const parts = [s.schedule.venueName, s.schedule.venueAddress, s.schedule.venueCity].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

async function ticketOf(ctx: BookingsContext, db: DbOrTx, s: SeatWithBooking): Promise<TicketDto> {
  const users = await usersByIds(db, [s.seat.userId, s.booking.userId]);
  const code = ctx.tickets.issue(s.seat.id);
  return {
    seatId: s.seat.id,
    bookingId: s.booking.id,
    workshopScheduleId: s.schedule.id,
    code,
    qr: await QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 320 }),
    workshopTitle: s.schedule.workshopTitle,
    startDate: s.schedule.startDate.toISOString(),
    endDate: s.schedule.endDate.toISOString(),
    timezone: s.schedule.timezone,
    mode: s.schedule.mode,
    venue: venueOf(s),
    holderName: holderNameOf(s.seat, s.booking.userId, users),
    position: s.seat.position,
    checkedInAt: s.seat.checkedInAt ? s.seat.checkedInAt.toISOString() : null,
  };
}

/**
 * GET /v1/booking-seats/{id}/ticket: the booker sees every seat of their booking, the person on a seat
 * their own, super-admins any; the coach checks tickets in but is not handed them (404).
 */
export async function showTicket(ctx: BookingsContext, seatId: string, actor: Actor): Promise<TicketDto> {
  const s = await loadSeatFor(ctx.db, seatId, actor);
  if (!s.access.isAdmin && !s.access.isOwner && !s.access.isInvitee) throw new NotFoundError(SEAT_NOT_FOUND);
  assertHasTicket(s);
  return ticketOf(ctx, ctx.db, s);
}

function pageOf(t: TicketDto): TicketPage {
  return { ...t, startDate: new Date(t.startDate), endDate: new Date(t.endDate) };
}

/** GET /v1/booking-seats/{id}/ticket.pdf: the same ticket on an A6 page. */
export async function ticketPdf(ctx: BookingsContext, seatId: string, actor: Actor): Promise<Buffer> {
  const ticket = await showTicket(ctx, seatId, actor);
  return renderTicketsPdf([pageOf(ticket)]);
}

/** Every live seat's ticket of a confirmed booking, one page each (the confirmation mail's attachment). */
export async function bookingTicketsPdf(
  ctx: BookingsContext,
  db: DbOrTx,
  bookingId: string,
): Promise<Buffer | null> {
  const seats = await db
    .select({ id: bookingSeats.id })
    .from(bookingSeats)
    .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .where(
      and(eq(bookingSeats.bookingId, bookingId), isNull(bookingSeats.cancelledAt), isNull(bookingSeats.deletedAt)),
    )
    .orderBy(asc(bookingSeats.position));
  const pages: TicketPage[] = [];
  for (const { id } of seats) {
    const s = await findSeat(db, id);
    if (!s || s.booking.status !== 'CONFIRMED') continue;
    pages.push(pageOf(await ticketOf(ctx, db, s)));
  }
  return pages.length ? renderTicketsPdf(pages) : null;
}
