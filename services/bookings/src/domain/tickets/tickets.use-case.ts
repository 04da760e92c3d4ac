// A confirmed seat's ticket (issue 27 item 4): its signed code and QR, for the booker area (every seat
// of one's own booking, one's own seat when invited) and as a PDF (downloaded, and attached to the
// confirmation mail).
import { ConflictError, NotFoundError, type Actor, type DbOrTx } from '@coachwork/service-kit';
import {
  DEFAULT_LANGUAGE,
  TICKET_NOT_CONFIRMED,
  TICKET_SEAT_GONE,
  type Language,
  type TicketDto,
} from '@coachwork/contracts';
import { findSeat, type SeatWithBooking } from '../../data/booking-seat.repository';
import { bookings, bookingSeats, type BookingSeatRow, type UserDirectoryRow } from '../../data/schema';
import { personName, usersByIds } from '../../data/user-directory.repository';
import { translator } from '../../mail/translator';
import type { BookingsContext } from '../context';
import { loadSeatFor, SEAT_NOT_FOUND } from '../seats/seat-access';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { renderTicketsPdf, type TicketPage } from './ticket-pdf';
import { qrDataUrl } from './qr';

/** Bookings whose seats hold a ticket: confirmed, or completed (the session is over). */
export const TICKET_STATUSES = ['CONFIRMED', 'COMPLETED'] as const;

/** The name on a seat: its person, else the address invited, else whose guest it is (in `lang`). */
export function holderNameOf(
  seat: Pick<BookingSeatRow, 'userId' | 'email'>,
  bookerId: string,
  users: Map<string, UserDirectoryRow>,
  lang: Language = DEFAULT_LANGUAGE,
): string {
  const person = seat.userId ? users.get(seat.userId) : undefined;
  if (person) return personName(person);
  if (seat.email) return seat.email;
  const booker = users.get(bookerId);
  const { t } = translator(lang);
  return booker ? t('ticket.guestOf', { name: personName(booker) }) : t('ticket.guest');
}

/** Refuses a seat without a ticket: given back, trashed, or on a booking that is not (or no longer) on. */
export function assertHasTicket(s: SeatWithBooking): void {
  if (s.seat.cancelledAt || s.seat.deletedAt || s.booking.deletedAt)
    throw new ConflictError(TICKET_SEAT_GONE);
  if (s.booking.status === 'PENDING') throw new ConflictError(TICKET_NOT_CONFIRMED);
  if (!(TICKET_STATUSES as readonly string[]).includes(s.booking.status))
    throw new ConflictError(TICKET_SEAT_GONE);
}

function venueOf(s: SeatWithBooking): string | null {
  if (s.schedule.mode === 'ONLINE') return null;
  const parts = [s.schedule.venueName, s.schedule.venueAddress, s.schedule.venueCity].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * The language a seat's ticket PDF is written in: its holder's, else (an open seat, an address without
 * an account) the booker's.
 */
async function ticketLanguage(db: DbOrTx, s: SeatWithBooking): Promise<Language> {
  const users = await usersByIds(db, [s.seat.userId, s.booking.userId]);
  const holder = s.seat.userId ? users.get(s.seat.userId) : undefined;
  return (holder ?? users.get(s.booking.userId))?.language ?? DEFAULT_LANGUAGE;
}

/** The seat's ticket; a seat without a person is named in `lang` ('Guest of …'). */
async function ticketOf(
  ctx: BookingsContext,
  db: DbOrTx,
  s: SeatWithBooking,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<Omit<TicketDto, 'qr'>> {
  const users = await usersByIds(db, [s.seat.userId, s.booking.userId]);
  const code = ctx.tickets.issue(s.seat.id);
  return {
    seatId: s.seat.id,
    bookingId: s.booking.id,
    workshopScheduleId: s.schedule.id,
    code,
    workshopTitle: s.schedule.workshopTitle,
    startDate: s.schedule.startDate.toISOString(),
    endDate: s.schedule.endDate.toISOString(),
    timezone: s.schedule.timezone,
    mode: s.schedule.mode,
    venue: venueOf(s),
    holderName: holderNameOf(s.seat, s.booking.userId, users, lang),
    position: s.seat.position,
    checkedInAt: s.seat.checkedInAt ? s.seat.checkedInAt.toISOString() : null,
  };
}

/**
 * A seat whose ticket `actor` may have: the booker every seat of their booking, the person on a seat
 * their own, super-admins any.
 */
async function ticketSeatFor(ctx: BookingsContext, seatId: string, actor: Actor): Promise<SeatWithBooking> {
  const s = await loadSeatFor(ctx.db, seatId, actor);
  if (!s.access.isAdmin && !s.access.isOwner && !s.access.isInvitee) throw new NotFoundError(SEAT_NOT_FOUND);
  assertHasTicket(s);
  return s;
}

/**
 * GET /v1/booking-seats/{id}/ticket: the booker sees every seat of their booking, the person on a seat
 * their own, super-admins any; the coach checks tickets in but is not handed them (404).
 */
export async function showTicket(ctx: BookingsContext, seatId: string, actor: Actor): Promise<TicketDto> {
  const ticket = await ticketOf(ctx, ctx.db, await ticketSeatFor(ctx, seatId, actor));
  return { ...ticket, qr: qrDataUrl(ticket.code) };
}

function pageOf(t: Omit<TicketDto, 'qr'>): TicketPage {
  return { ...t, startDate: new Date(t.startDate), endDate: new Date(t.endDate) };
}

/** GET /v1/booking-seats/{id}/ticket.pdf: the same ticket on an A6 page, in its holder's language. */
export async function ticketPdf(ctx: BookingsContext, seatId: string, actor: Actor): Promise<Buffer> {
  const s = await ticketSeatFor(ctx, seatId, actor);
  const lang = await ticketLanguage(ctx.db, s);
  return renderTicketsPdf([pageOf(await ticketOf(ctx, ctx.db, s, lang))], lang);
}

/** Every live seat's ticket of a confirmed booking, one page each (the confirmation mail's attachment). */
export async function bookingTicketsPdf(
  ctx: BookingsContext,
  db: DbOrTx,
  bookingId: string,
  /** The reader's: the booker's, whom the confirmation mail goes to. */
  lang: Language = DEFAULT_LANGUAGE,
): Promise<Buffer | null> {
  const seats = await db
    .select({ id: bookingSeats.id })
    .from(bookingSeats)
    .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .where(
      and(
        eq(bookingSeats.bookingId, bookingId),
        isNull(bookingSeats.cancelledAt),
        isNull(bookingSeats.deletedAt),
      ),
    )
    .orderBy(asc(bookingSeats.position));
  const pages: TicketPage[] = [];
  for (const { id } of seats) {
    const s = await findSeat(db, id);
    if (!s || s.booking.status !== 'CONFIRMED') continue;
    pages.push(pageOf(await ticketOf(ctx, db, s, lang)));
  }
  return pages.length ? renderTicketsPdf(pages, lang) : null;
}
