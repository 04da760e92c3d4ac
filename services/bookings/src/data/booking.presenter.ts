// Rows → the answer shapes of packages/contracts/src/dto/bookings.ts, with what each viewer may see.
import type { BookingDto, BookingMoneyDto, BookingPersonDto, BookingSeatDto, SeatStatus } from '@coachwork/contracts';
import { toMajorUnits } from '../domain/money';
import { toScheduleDto } from './schedule-copy.repository';
import type { BookingRow, BookingSeatRow, ScheduleCopyRow, UserDirectoryRow } from './schema';
import { personName } from './user-directory.repository';

/**
 * How the caller relates to a booking: it decides what they see and may do. 'owning-coach' is the
 * schedule's coach who booked it: a coach's view plus their own booking's money.
 */
export type BookingViewer = 'admin' | 'owner' | 'coach' | 'owning-coach' | 'invitee';

/** The schedule's staff: they see its coach notes and meeting link whatever the booking's state. */
const isStaff = (viewer: BookingViewer) =>
  viewer === 'admin' || viewer === 'coach' || viewer === 'owning-coach';

/**
 * What a booking cost and how it was paid is its owner's and super-admins' business: the schedule's
 * coach (and an invitee) get the booking without a single money field.
 */
export const seesMoney = (viewer: BookingViewer) =>
  viewer === 'admin' || viewer === 'owner' || viewer === 'owning-coach';

/** Bookings whose people are going: their meeting link is shown to them. */
const GOING: readonly string[] = ['CONFIRMED', 'COMPLETED'];

/**
 * Who may see the schedule's meeting link: its staff always; the booker once the booking is confirmed
 * (not while it is held for payment); an invitee once they accepted a seat of a confirmed booking.
 */
export function seesMeetingUrl(viewer: BookingViewer, booking: BookingRow, seat?: BookingSeatRow): boolean {
  if (isStaff(viewer)) return true;
  if (!GOING.includes(booking.status) || booking.deletedAt) return false;
  if (viewer === 'owner') return true;
  return !!seat && seat.status === 'ACCEPTED' && !seat.cancelledAt && !seat.deletedAt;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPersonDto(user: UserDirectoryRow | undefined, showEmail: boolean): BookingPersonDto | null {
  if (!user) return null;
  return { id: user.id, username: user.username, name: personName(user), email: showEmail ? user.email : null };
}

/** A PENDING invitation past its expiry reads EXPIRED even before the sweeper writes it. */
export function seatStatusAt(seat: BookingSeatRow, now: Date): SeatStatus | null {
  if (seat.status === 'PENDING' && seat.invitationExpiresAt && seat.invitationExpiresAt <= now)
    return 'EXPIRED';
  return seat.status;
}

export function toSeatDto(
  seat: BookingSeatRow,
  now: Date,
  embed?: { users: Map<string, UserDirectoryRow>; viewer: BookingViewer; viewerId: string | null },
  /** `include=schedule`: the seat's booking and schedule, and how the caller relates to the seat. */
  of?: { booking: BookingRow; schedule: ScheduleCopyRow; viewer: BookingViewer },
): BookingSeatDto {
  const dto: BookingSeatDto = {
    id: seat.id,
    bookingId: seat.bookingId,
    workshopScheduleId: seat.workshopScheduleId,
    position: seat.position,
    userId: seat.userId,
    email: seat.email,
    inviterId: seat.inviterId,
    status: seatStatusAt(seat, now),
    invitedAt: iso(seat.invitedAt),
    invitationExpiresAt: iso(seat.invitationExpiresAt),
    respondedAt: iso(seat.respondedAt),
    attended: seat.attended,
    attendanceNotes: seat.attendanceNotes,
    cancelledAt: iso(seat.cancelledAt),
    meta: seat.meta ?? null,
    createdAt: seat.createdAt.toISOString(),
    updatedAt: seat.updatedAt.toISOString(),
    deletedAt: iso(seat.deletedAt),
  };
  if (embed) {
    const user = seat.userId ? embed.users.get(seat.userId) : undefined;
    // An invitee sees the other people on the booking by name only.
    dto.user = toPersonDto(user, embed.viewer !== 'invitee' || seat.userId === embed.viewerId);
  }
  if (of) dto.schedule = toScheduleDto(of.schedule, seesMeetingUrl(of.viewer, of.booking, seat));
  return dto;
}

function toBookingMoneyDto(row: BookingRow): BookingMoneyDto {
  return {
    voucherCode: row.voucherCode,
    currency: row.currency,
    unitPrice: toMajorUnits(row.unitPrice, row.currency),
    subtotal: toMajorUnits(row.subtotal, row.currency),
    discount: toMajorUnits(row.discount, row.currency),
    amount: toMajorUnits(row.amount, row.currency),
    amountPaid: row.amountPaid === null ? null : toMajorUnits(row.amountPaid, row.currency),
    paymentMethod: row.paymentMethod,
    paymentTransactionId: row.paymentTransactionId,
  };
}

/** A booking as its owner or a super-admin got it: its money fields are there. */
export function withMoney(dto: BookingDto): BookingDto & BookingMoneyDto {
  if (dto.amount === undefined || dto.currency === undefined)
    throw new Error(`booking ${dto.id} was presented without its money`);
  return dto as BookingDto & BookingMoneyDto;
}

export interface BookingEmbeds {
  seats?: BookingSeatRow[];
  users?: Map<string, UserDirectoryRow>;
  includeUser?: boolean;
}

export function toBookingDto(
  row: BookingRow,
  schedule: ScheduleCopyRow,
  viewer: BookingViewer,
  now: Date,
  embeds: BookingEmbeds = {},
): BookingDto {
  const dto: BookingDto = {
    id: row.id,
    userId: row.userId,
    workshopScheduleId: row.workshopScheduleId,
    seats: row.seats,
    status: row.status,
    ...(seesMoney(viewer) && toBookingMoneyDto(row)),
    notes: row.notes,
    coachNotes: isStaff(viewer) ? row.coachNotes : null,
    cancellationReason: row.cancellationReason,
    cancelledAt: iso(row.cancelledAt),
    expiresAt: row.status === 'PENDING' ? iso(row.expiresAt) : null,
    confirmedAt: iso(row.confirmedAt),
    address: row.address,
    meta: row.meta ?? null,
    // The booker's (and super-admins') only, like the money: the coach is not told of the booker's other booking.
    ...(seesMoney(viewer) && { replacesBookingId: row.replacesBookingId ?? null }),
    schedule: toScheduleDto(schedule, seesMeetingUrl(viewer, row)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
  };
  const users = embeds.users ?? new Map<string, UserDirectoryRow>();
  if (embeds.seats) {
    // Each seat names its person only when `include=user` asks, like the booking itself.
    const people = embeds.includeUser ? { users, viewer, viewerId: null } : undefined;
    dto.bookingSeats = embeds.seats
      .filter((s) => s.bookingId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((s) => toSeatDto(s, now, people));
  }
  if (embeds.includeUser) dto.user = toPersonDto(users.get(row.userId), viewer !== 'invitee');
  return dto;
}
