// What the bookings service answers: the shapes the storefront, the booker area, the coach area and
// the console read. Amounts are major units with two decimals (like `price`); the service computes
// them, the client never sends them.
import type { BookingStatus, SeatStatus } from '../enums';

/** Minutes a booking with an amount to pay holds its seats (`BOOKING_HOLD_MINUTES`). */
export const BOOKING_HOLD_MINUTES_DEFAULT = 15;
/** Days an invitation link stays valid (never past the schedule's start). */
export const INVITATION_VALID_DAYS = 7;
/** Header of a create-or-pay POST that may be retried safely; replays carry `Idempotent-Replayed: true`. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export interface AddressDto {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
  /** ISO 3166-1 alpha-2 (`DE`). */
  country: string;
}

/** Bookings' copy of the schedule a booking is for (fed by workshops.schedule.* events). */
export interface BookingScheduleDto {
  id: string;
  workshopId: string;
  workshopTitle: string;
  coachId: string;
  startDate: string;
  endDate: string;
  timezone: string;
  mode: string;
  status: string;
  visibility: string;
  capacity: number;
  price: number;
  /** capacity − seats held or confirmed, never below 0. */
  seatsLeft: number;
  /**
   * The online room (ONLINE and HYBRID): only for confirmed attendees (the booker of a CONFIRMED or
   * COMPLETED booking, an ACCEPTED invitee on one), the schedule's coach and super-admins; else null.
   */
  meetingUrl: string | null;
  cancelledAt: string | null;
}

/** A person known to bookings (from identity's events): enough to show who holds a seat. */
export interface BookingPersonDto {
  id: string;
  username: string;
  /** How the person is addressed: first and last name, or the username when identity has no name. */
  name: string;
  /** Shown to the booking's owner, the schedule's coach and super-admins only. */
  email: string | null;
}

/**
 * One seat of a booking. A booking of N seats has N rows (`position` 1..N); the booker occupies
 * position 1. `status` is the invitation's state: null for an open seat nobody is invited to,
 * PENDING (invited), ACCEPTED (occupied: the booker's own seat is ACCEPTED from the start), DECLINED,
 * EXPIRED. A revoked invitation makes the seat open again.
 */
export interface BookingSeatDto {
  id: string;
  bookingId: string;
  workshopScheduleId: string;
  position: number;
  userId: string | null;
  email: string | null;
  inviterId: string | null;
  status: SeatStatus | null;
  invitedAt: string | null;
  invitationExpiresAt: string | null;
  respondedAt: string | null;
  attended: boolean | null;
  attendanceNotes: string | null;
  /** Set when this one seat was given back (the booking keeps its other seats). */
  cancelledAt: string | null;
  meta: Record<string, unknown> | null;
  /** With `include=user`: the occupant or invitee when they have an account. */
  user?: BookingPersonDto | null;
  /** With `include=schedule`: what the seat is for (an invitee's "my seats" list). */
  schedule?: BookingScheduleDto;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/**
 * What a booking costs and how it was paid: the booking's owner's and super-admins' only. The
 * schedule's coach sees the booking without any of these fields (not even as null).
 */
export interface BookingMoneyDto {
  voucherCode: string | null;
  currency: string;
  unitPrice: number;
  subtotal: number;
  discount: number;
  /** What is to be paid: subtotal − discount, never below 0. */
  amount: number;
  amountPaid: number | null;
  paymentMethod: string | null;
  paymentTransactionId: string | null;
}

/** Every field of BookingMoneyDto (the compiler checks none is missing): what the coach never gets. */
const MONEY_FIELDS: { [K in keyof BookingMoneyDto]-?: true } = {
  voucherCode: true,
  currency: true,
  unitPrice: true,
  subtotal: true,
  discount: true,
  amount: true,
  amountPaid: true,
  paymentMethod: true,
  paymentTransactionId: true,
};
export const BOOKING_MONEY_FIELDS = Object.keys(MONEY_FIELDS) as (keyof BookingMoneyDto)[];

export interface BookingDto extends Partial<BookingMoneyDto> {
  id: string;
  userId: string;
  workshopScheduleId: string;
  /** Seats the booking holds now (a cancelled seat no longer counts). */
  seats: number;
  status: BookingStatus;
  notes: string | null;
  /** Only for the schedule's coach and super-admins (null for the booker). */
  coachNotes: string | null;
  cancellationReason: string | null;
  cancelledAt: string | null;
  /** While PENDING: when the hold ends and the seats go back on sale. */
  expiresAt: string | null;
  confirmedAt: string | null;
  address: AddressDto;
  meta: { workshopResourcePreferences?: { id: string; isVisible?: boolean; isBroadcast?: boolean }[] } | null;
  /**
   * A held booking paying for a move to a dearer date (issue 27 item 3): the booking it ends, refunded
   * in full, once paid. Null otherwise.
   */
  replacesBookingId?: string | null;
  /** Always embedded. */
  schedule: BookingScheduleDto;
  /** With `include=seats`. */
  bookingSeats?: BookingSeatDto[];
  /** With `include=user` (owner, coach of the schedule, super-admin). */
  user?: BookingPersonDto | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** 409 answer of POST /v1/bookings when the schedule has fewer seats left than asked. */
export interface NotEnoughSeatsBody {
  message: 'Not enough seats left';
  seatsLeft: number;
}

/** GET /v1/invitations/{token}: what anyone holding the link may see. */
export interface InvitationDto {
  seatId: string;
  status: SeatStatus;
  /** The invited address, masked for display (`b***@example.com`); null when invited by account. */
  email: string | null;
  inviterUsername: string;
  expiresAt: string;
  workshopTitle: string;
  workshopScheduleId: string;
  startDate: string;
  endDate: string;
  timezone: string;
  mode: string;
}

/**
 * GET /v1/booking-seats/{id}/cancel-quote and GET /v1/bookings/{id}/cancel-quote: what giving the seat
 * back (or cancelling the booking) would refund now under the refund policy, without doing it. Major
 * units; `newAmount` is the booking's price afterwards (0 for a cancelled booking).
 */
export interface CancelQuoteDto {
  refund: number;
  newAmount: number;
  currency: string;
  /** The policy's words ('One seat cancelled', 'Cancelled less than 48 hours before the start: no refund'). */
  reason: string;
}

/** GET /v1/bookings/counts: how many bookings (not in the trash) a schedule has, as the caller's list sees them. */
export interface BookingCountDto {
  workshopScheduleId: string;
  bookings: number;
}

/**
 * GET /v1/bookings/{id}/move-options and /move-quote?workshopScheduleId=: what moving the booking to
 * another published date of its workshop would cost or give back (major units), worked out by the same
 * rules as the move. `newAmount` is the booking's price on that date (its voucher re-checked there);
 * `charge` is what is still to pay beyond what was paid, `refund` what goes back. `blockedReason` says
 * why the move cannot be made (a dearer date for a paid booking, too few seats), else null.
 */
export interface MoveQuoteDto {
  bookingId: string;
  workshopScheduleId: string;
  startDate: string;
  endDate: string;
  timezone: string;
  seatsLeft: number;
  seats: number;
  currency: string;
  currentAmount: number;
  newAmount: number;
  /** What the move costs on top of what was paid (newAmount − what is left of the payment). */
  charge: number;
  refund: number;
  /**
   * A paid booking moving to a dearer date is paid anew: `payNow` (the new date's full price) is
   * charged by a new booking that replaces this one, and `paidBack` (all that is left of this
   * booking's payment) is refunded once that payment succeeds. Both 0 for any other move.
   */
  payNow: number;
  paidBack: number;
  voucherCode: string | null;
  /** Why the voucher gives nothing on this date (it is dropped by the move), or null. */
  voucherMessage: string | null;
  blockedReason: string | null;
}

/** GET /v1/bookings/schedule-refunds/{token}: the full refund a moved schedule's mail offers, before the click that takes it. */
export interface ScheduleRefundOfferDto {
  bookingId: string;
  workshopTitle: string;
  startDate: string;
  timezone: string;
  amount: number;
  currency: string;
  /** When it was taken (the refund is made once), else null. */
  usedAt: string | null;
}
