// Time-driven moves: unpaid holds past `expiresAt` are cancelled ('Hold expired') and their seats freed;
// confirmed bookings whose schedule has ended become COMPLETED; invitations past their expiry read
// EXPIRED; idempotency answers older than a day go; coach payouts are made and fall due; a schedule
// still short of its minimum seats 72 h before its start is flagged to its coach and super-admins;
// reminders due 24 h and 1 h before a start are claimed and mailed, and review requests the day after the end;
// seats free on a schedule with a waitlist are offered to its first fitting entry. Rows are claimed with FOR UPDATE SKIP LOCKED and
// moved by conditional UPDATEs, so two processes sweeping at once never apply a move twice.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { addToOutbox, purgeExpiredIdempotencyKeys, type Logger } from '@coachwork/service-kit';
import {
  bookings,
  bookingSeats,
  eventStore,
  idempotencyKeys,
  scheduleCopies,
  seatInvitations,
} from '../../data/schema';
import type { BookingsContext } from '../context';
import { bookingPayload } from './booking-events';
import { cancelActiveBookings } from './booking-state';
import { sweepPayouts } from '../payouts/payout-sweep';
import { sweepMinimumSeats } from './min-seats-sweep';
import { sweepReminders } from './reminder-sweep';
import { sweepReviewRequests } from '../reviews/review-request-sweep';
import { sweepWaitlists } from '../waitlist/waitlist-offers';

export const HOLD_EXPIRED = 'Hold expired';
const BATCH = 200;

/** Cancels one batch of expired holds; returns how many it cancelled. */
export async function expireHolds(ctx: BookingsContext, now = ctx.now()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.status, 'PENDING'), lte(bookings.expiresAt, now)))
      .orderBy(asc(bookings.expiresAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    const ended = await cancelActiveBookings(
      tx,
      and(
        inArray(
          bookings.id,
          due.map((d) => d.id),
        ),
        eq(bookings.status, 'PENDING'),
        lte(bookings.expiresAt, now),
      )!,
      HOLD_EXPIRED,
      null,
      now,
    );
    return ended.length;
  });
}

/** Marks one batch of confirmed bookings of ended schedules COMPLETED; returns how many. */
export async function completeEnded(ctx: BookingsContext, now = ctx.now()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'CONFIRMED'),
          // A subquery rather than a join: only the bookings are locked, never the schedule rows.
          inArray(
            bookings.workshopScheduleId,
            ctx.db
              .select({ id: scheduleCopies.id })
              .from(scheduleCopies)
              .where(lte(scheduleCopies.endDate, now)),
          ),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return 0;
    const done = await tx
      .update(bookings)
      .set({ status: 'COMPLETED', completedAt: now, updatedAt: now })
      .where(
        and(
          inArray(
            bookings.id,
            due.map((d) => d.id),
          ),
          eq(bookings.status, 'CONFIRMED'),
        ),
      )
      .returning();
    for (const b of done) await addToOutbox(tx, eventStore, 'bookings.booking.completed', bookingPayload(b));
    return done.length;
  });
}

/** Writes EXPIRED on invitations past their expiry (reads already show it; this keeps filters right). */
export async function expireInvitations(ctx: BookingsContext, now = ctx.now()): Promise<void> {
  await ctx.db
    .update(bookingSeats)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(bookingSeats.status, 'PENDING'), lte(bookingSeats.invitationExpiresAt, now)));
  await ctx.db
    .update(seatInvitations)
    .set({ status: 'EXPIRED' })
    .where(and(eq(seatInvitations.status, 'PENDING'), lte(seatInvitations.expiresAt, now)));
}

/** One full sweep (every batch). */
export interface SweepResult {
  expired: number;
  completed: number;
  /** Payouts that fell due (each wrote bookings.payout.due). */
  payoutsDue: number;
  /** Schedules found short of their minimum seats at the 72 h mark (each wrote bookings.schedule.short). */
  shortSchedules: number;
  /** Reminders that fell due (each wrote bookings.reminder.sent). */
  reminders: number;
  /** Review requests due the day after a session (each wrote bookings.review.requested). */
  reviewRequests: number;
  /** Waitlist offers made (each wrote bookings.waitlist.offered). */
  waitlistOffers: number;
}

export async function sweep(ctx: BookingsContext): Promise<SweepResult> {
  const now = ctx.now();
  let expired = 0;
  let completed = 0;
  // Captures the ledger never heard of (a payment nobody finalized) are settled first: a booking whose
  // money the processor took in time is confirmed, not expired.
  await ctx.refunds?.reconcileDue(now);
  for (let n = BATCH; n === BATCH; expired += n) n = await expireHolds(ctx, now);
  for (let n = BATCH; n === BATCH; completed += n) n = await completeEnded(ctx, now);
  await expireInvitations(ctx, now);
  // Refunds written while the processor could not be reached are asked for again (same key).
  await ctx.refunds?.retryPending(now);
  await purgeExpiredIdempotencyKeys(ctx.db, idempotencyKeys, now);
  const { due: payoutsDue } = await sweepPayouts(ctx, now);
  const shortSchedules = await sweepMinimumSeats(ctx, now);
  const reminders = await sweepReminders(ctx, now);
  const reviewRequests = await sweepReviewRequests(ctx, now);
  // After the holds expired above: their seats (an offer's too) go to the waitlist.
  const waitlistOffers = await sweepWaitlists(ctx, now);
  return { expired, completed, payoutsDue, shortSchedules, reminders, reviewRequests, waitlistOffers };
}

export interface Sweeper {
  /** Sweeps now (a run already under way is awaited instead of doubled). */
  runOnce(): Promise<SweepResult>;
  stop(): Promise<void>;
}

/** Runs work after whatever was queued before it (see startSweeper's `inTurn`). */
export type InTurn = <T>(work: () => Promise<T>) => Promise<T>;

const atOnce: InTurn = (work) => work();

/**
 * Sweeps every `intervalMs` (0: only when asked); started by the service's start(), stopped by stop().
 * `inTurn` queues each sweep behind other work that must not see one in its middle (the demo history
 * books on a past clock: a sweep between booking and paying would call the hold expired).
 */
export function startSweeper(
  ctx: BookingsContext,
  intervalMs: number,
  logger: Logger,
  afterWrite: () => void,
  inTurn: InTurn = atOnce,
): Sweeper {
  let running: Promise<SweepResult> | undefined;
  const runOnce = () => {
    running ??= inTurn(() => sweep(ctx))
      .then((r) => {
        if (
          r.expired ||
          r.completed ||
          r.payoutsDue ||
          r.shortSchedules ||
          r.reminders ||
          r.reviewRequests ||
          r.waitlistOffers
        )
          afterWrite();
        return r;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          runOnce().catch((err: unknown) => logger.warn({ err }, 'booking sweep failed'));
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
