// How much goes back, by the policy in SPEC-DECISIONS: a booker who cancels at least
// REFUND_DEADLINE_HOURS before the start gets everything back, later nothing; a cancelled schedule
// refunds everyone in full; seats given back refund what was paid beyond the booking's new price (so a
// voucher's discount is worked out again for the seats kept); a super-admin may refund any amount up to
// what is left; a booker who turns down a moved schedule's new time gets everything back, and so does
// a booking moved to a dearer date once the booking that replaces it is paid. All amounts
// in minor units.
import { ADMIN_REFUND_DEFAULT_REASON } from '@coachwork/contracts';

export type RefundCause =
  /** The booker (or a super-admin acting by the policy) cancelled the whole booking. */
  | { kind: 'booking-cancelled' }
  /** Seats were given back; the booking now costs `newAmount` for the seats it keeps. */
  | { kind: 'seat-cancelled'; newAmount: number; reason?: string | null }
  /** Workshops cancelled the schedule. */
  | { kind: 'schedule-cancelled' }
  /** The schedule moved to a new time and the booker took the full refund its mail offered. */
  | { kind: 'schedule-moved' }
  /** The booking moved to a dearer date and was paid there in full by the booking that replaced it. */
  | { kind: 'booking-moved' }
  /** A super-admin names the amount, and may say why (printed on the credit note). */
  | { kind: 'admin'; amount: number; reason?: string | null };

/**
 * The reasons the service gives in its own words (the credit note's and the mails'); a German reader
 * gets them in German (mail/messages.ts), while a person's own words are shown as they wrote them.
 */
export const REFUND_REASONS = {
  scheduleCancelled: 'The schedule was cancelled',
  scheduleMoved: 'The session moved to a new time',
  bookingMoved: 'Moved to another date, paid there in full',
  bookingCancelled: 'Booking cancelled',
  seatCancelled: 'One seat cancelled',
  /** A booking cancelled because its booker turned a moved schedule's new time down. */
  scheduleMoveRefused: 'The new time of the session did not suit the booker.',
} as const;

export interface RefundContext {
  /** What the booking's payment brought in. */
  paid: number;
  /** Refunded already (earlier seats, earlier partial refunds). */
  refunded: number;
  startsAt: Date;
  now: Date;
  deadlineHours: number;
}

export interface RefundDecision {
  amount: number;
  /** Why, in words for the credit note and the booker. */
  reason: string;
}

/** Whether the booker is still early enough for their money back. */
export function withinRefundDeadline(startsAt: Date, now: Date, deadlineHours: number): boolean {
  return startsAt.getTime() - now.getTime() >= deadlineHours * 3_600_000;
}

export function refundDue(cause: RefundCause, ctx: RefundContext): RefundDecision {
  const left = Math.max(0, ctx.paid - ctx.refunded);
  const early = withinRefundDeadline(ctx.startsAt, ctx.now, ctx.deadlineHours);
  const late = `Cancelled less than ${ctx.deadlineHours} hours before the start: no refund`;
  switch (cause.kind) {
    case 'schedule-cancelled':
      return { amount: left, reason: REFUND_REASONS.scheduleCancelled };
    case 'schedule-moved':
      return { amount: left, reason: REFUND_REASONS.scheduleMoved };
    case 'booking-moved':
      return { amount: left, reason: REFUND_REASONS.bookingMoved };
    case 'booking-cancelled':
      return early ? { amount: left, reason: REFUND_REASONS.bookingCancelled } : { amount: 0, reason: late };
    case 'seat-cancelled': {
      if (!Number.isSafeInteger(cause.newAmount) || cause.newAmount < 0)
        throw new RangeError(`A booking's price is whole minor units ≥ 0, got ${cause.newAmount}`);
      // What was paid and not yet given back, beyond the new price: never more than is left, and the
      // booking keeps exactly its new price.
      const over = Math.max(0, left - cause.newAmount);
      return early
        ? { amount: over, reason: cause.reason?.trim() || REFUND_REASONS.seatCancelled }
        : { amount: 0, reason: late };
    }
    case 'admin':
      if (!Number.isSafeInteger(cause.amount) || cause.amount < 1 || cause.amount > left)
        throw new RangeError(`A refund is between 1 and ${left} minor units, got ${cause.amount}`);
      return { amount: cause.amount, reason: cause.reason?.trim() || ADMIN_REFUND_DEFAULT_REASON };
  }
}
