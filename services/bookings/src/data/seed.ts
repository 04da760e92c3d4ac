// Demo mode only: the history of the demo's ended schedule (DEMO_PAST_SCHEDULE_ID, created by workshops
// with dates in the past), so a fresh start has revenue on the dashboard and a payout with a statement.
//
// The bookings are made through the live use cases, the same calls the storefront's routes make:
// createBooking, the booking's payment intent, the sandbox's card form and confirmation with the 4242
// test card, finalizeBookingPayment, and the booker's own cancelBooking for the refund. Only the clock is
// different: each step runs with `now` set to when it would have happened before the start, so every
// rule (bookable, not started, hold running, refund deadline) is checked against that moment, and the
// rows carry those dates (booked, paid, invoice and credit note issued, cancelled). Events are stamped
// when they are written, so the dashboard counts this history on the day of the seed.
import type { Actor } from '@coachwork/service-kit';
import { and, eq, isNull } from 'drizzle-orm';
import { DEMO_PAST_SCHEDULE_ID, DEMO_SOLD_OUT_SCHEDULE_ID } from '@coachwork/contracts';
import { cancelBooking } from '../domain/bookings/booking-transitions.use-case';
import { createBooking } from '../domain/bookings/create-booking.use-case';
import { openBookingIntent } from '../domain/payments/booking-payment-intent.use-case';
import { finalizeBookingPayment } from '../domain/payments/finalize-payment.use-case';
import type { PaymentsContext } from '../domain/payments/payments-context';
import { confirmSandboxIntent, createSandboxCard } from '../domain/payments/sandbox-checkout.use-cases';
import { findBooking } from './booking.repository';
import { findScheduleCopy } from './schedule-copy.repository';
import { bookings, userDirectory } from './schema';

/** The demo booker's username (identity's DEMO_ACCOUNTS); bookings knows users only through events. */
export const DEMO_BOOKER_USERNAME = 'booker';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADDRESS = {
  addressLine1: '12 Clerkenwell Road',
  addressLine2: null,
  city: 'London',
  state: 'Greater London',
  zip: 'EC1M 5PQ',
  country: 'GB',
};

async function demoBooker(ctx: PaymentsContext): Promise<Actor | undefined> {
  const [row] = await ctx.db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(and(eq(userDirectory.username, DEMO_BOOKER_USERNAME), isNull(userDirectory.deletedAt)))
    .limit(1);
  return row && { userId: row.id, sessionId: null, roles: [], permissions: [] };
}

/** Whether the schedule's copy is here, published and kept, and nobody has booked it yet. */
async function unbookedDemoSchedule(ctx: PaymentsContext, id: string) {
  const schedule = await findScheduleCopy(ctx.db, id);
  if (!schedule || schedule.cancelledAt || schedule.deletedAt || schedule.status !== 'PUBLISHED') return null;
  const [booked] = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.workshopScheduleId, id))
    .limit(1);
  return booked ? null : schedule;
}

/** The use cases' context with the clock stopped at `at`. */
const asOf = (ctx: PaymentsContext, at: Date): PaymentsContext => ({ ...ctx, now: () => at });

/** A paid booking, through the checkout's steps: book, open the intent, pay with 4242, finalize. */
async function bookAndPay(
  ctx: PaymentsContext,
  booker: Actor,
  workshopScheduleId: string,
  seats: number,
  notes: string,
  at: Date,
): Promise<string> {
  const past = asOf(ctx, at);
  const booking = await createBooking(
    past,
    { workshopScheduleId, seats, address: ADDRESS, notes, userId: booker.userId! },
    booker,
  );
  const intent = await openBookingIntent(past, booking.id, booker.userId);
  const card = await createSandboxCard(past, {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
  });
  const charged = await confirmSandboxIntent(past, intent.paymentIntentId, {
    clientSecret: intent.clientSecret!,
    paymentMethodId: card.id,
  });
  if (charged.status !== 'succeeded') throw new Error(`demo payment ${charged.status}`);
  const found = (await findBooking(ctx.db, booking.id))!;
  await finalizeBookingPayment(past, found, intent.paymentIntentId);
  return booking.id;
}

/**
 * Records the ended demo schedule's history once: the demo booker books 3 seats and pays (the booking
 * completes when the sweeper sees the schedule has ended), and books 1 more seat, pays, and cancels in
 * time for a full refund (with its credit note). Does nothing while the schedule's copy or the booker
 * has not arrived (it runs again when they do), without the sandbox, or once the schedule has any
 * booking at all. Returns whether it wrote the history.
 */
export async function seedDemoHistory(ctx: PaymentsContext): Promise<boolean> {
  if (!ctx.sandbox) return false;
  const schedule = await unbookedDemoSchedule(ctx, DEMO_PAST_SCHEDULE_ID);
  if (!schedule) return false;
  const booker = await demoBooker(ctx);
  if (!booker) return false;

  const start = schedule.startDate.getTime();
  // Cancelled a day past the refund deadline (SPEC-DECISIONS: full refund up to then), at least 6 days ahead.
  const cancelAt = start - Math.max(6 * DAY, (ctx.options.refundDeadlineHours + 24) * HOUR);
  const refundedAt = cancelAt - 2 * DAY;
  const keptAt = refundedAt - 5 * DAY;
  await bookAndPay(ctx, booker, DEMO_PAST_SCHEDULE_ID, 3, 'Three of us from the product team.', new Date(keptAt));
  const refunded = await bookAndPay(ctx, booker, DEMO_PAST_SCHEDULE_ID, 1, 'One more seat for our new lead.', new Date(refundedAt));
  await cancelBooking(asOf(ctx, new Date(cancelAt)), refunded, 'Our new lead starts later.', booker);
  return true;
}

/**
 * Fills the sold-out demo date once: the demo booker books both of its seats and pays (4242, through
 * the checkout's steps), so the storefront offers its waitlist, and a cancellation in /b refunds them
 * and offers the seats to the first person waiting. Does nothing until the schedule's copy and the
 * booker have arrived, without the sandbox, once anyone has booked it, or once it has started. Returns
 * whether it booked.
 */
export async function seedDemoSoldOut(ctx: PaymentsContext): Promise<boolean> {
  if (!ctx.sandbox) return false;
  const schedule = await unbookedDemoSchedule(ctx, DEMO_SOLD_OUT_SCHEDULE_ID);
  if (!schedule || schedule.startDate <= ctx.now()) return false;
  const booker = await demoBooker(ctx);
  if (!booker) return false;
  await bookAndPay(ctx, booker, schedule.id, schedule.capacity, 'Both seats for our team lead and me.', ctx.now());
  return true;
}
