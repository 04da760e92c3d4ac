// Waitlist offers (issue 27 item 1). Nothing hooks the many ways seats come free (a cancellation, a
// seat given back, a hold expiring, the capacity raised, a booking moved away): per schedule with
// entries waiting, the free seats are recomputed (capacity − taken, where a held offer counts as
// taken) under the schedule copy's row lock, and the first waiting entry whose seats fit is offered
// them. The offer is a PENDING booking for the entry's person whose hold ends with the offer window, so
// the seat-taking UPDATE every booking goes through counts it, the existing payment flow takes it, and
// the hold-expiry sweep ends it; two sweepers lock the same row in turn (or skip it), so the same seats
// are never offered twice nor sold past an offer.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, exists, gte, inArray, lte, sql } from 'drizzle-orm';
import { addToOutbox, type Actor, type DbOrTx } from '@coachwork/service-kit';
import type { WaitlistEntryPayload } from '@coachwork/contracts';
import {
  bookings,
  bookingSeats,
  eventStore,
  scheduleCopies,
  waitlistEntries,
  type BookingRow,
  type ScheduleCopyRow,
  type WaitlistEntryRow,
} from '../../data/schema';
import { seatsLeftOf, takeSeats } from '../../data/schedule-copy.repository';
import type { BookingsContext } from '../context';
import { bookingPayload } from '../bookings/booking-events';
import { HOLD_EXPIRED } from '../bookings/booking-sweeper';
import { toMajorUnits, toMinorUnits } from '../money';
import { priceBooking } from '../vouchers/voucher-rules';
import { audit } from '../audit/audit';

export const WAITLIST_OPEN = ['WAITING', 'OFFERED'] as const;

export function waitlistPayload(entry: WaitlistEntryRow): WaitlistEntryPayload {
  return {
    entryId: entry.id,
    workshopScheduleId: entry.workshopScheduleId,
    userId: entry.userId,
    seats: entry.seats,
    status: entry.status,
    bookingId: entry.bookingId,
    offerExpiresAt: entry.offerExpiresAt ? entry.offerExpiresAt.toISOString() : null,
  };
}

/** Whether a schedule takes bookings now (the seat-taking UPDATE's own conditions). */
export const isBookable = (copy: ScheduleCopyRow, now: Date) =>
  copy.status === 'PUBLISHED' &&
  (copy.visibility === 'PUBLIC' || copy.visibility === 'UNLISTED') &&
  !copy.cancelledAt &&
  !copy.deletedAt &&
  copy.startDate > now;

/**
 * Brings a schedule's open entries up to date with their bookings: an offer paid is BOOKED; one whose
 * hold ended is EXPIRED (DECLINED when its person cancelled it); a waiting entry whose person booked the
 * schedule since joining is BOOKED (so a booking cancelled later is not offered again).
 */
export async function settleEntries(tx: DbOrTx, scheduleId: string, now: Date): Promise<void> {
  const offered = and(eq(waitlistEntries.workshopScheduleId, scheduleId), eq(waitlistEntries.status, 'OFFERED'));
  const offerBooking = (statuses: BookingRow['status'][], extra?: ReturnType<typeof sql>) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(bookings)
        .where(and(eq(bookings.id, waitlistEntries.bookingId), inArray(bookings.status, statuses), extra)),
    );
  // Paid is BOOKED for good, even when the booking was cancelled since (it is not offered again).
  await tx
    .update(waitlistEntries)
    .set({ status: 'BOOKED', updatedAt: now })
    .where(
      and(
        offered,
        offerBooking(['CONFIRMED', 'COMPLETED', 'NO_SHOW', 'CANCELLED'], sql`${bookings.confirmedAt} is not null`),
      ),
    );
  await tx
    .update(waitlistEntries)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(offered, offerBooking(['CANCELLED'], sql`${bookings.cancellationReason} = ${HOLD_EXPIRED}`)));
  await tx
    .update(waitlistEntries)
    .set({ status: 'DECLINED', updatedAt: now })
    .where(and(offered, offerBooking(['CANCELLED'])));
  await tx
    .update(waitlistEntries)
    .set({ status: 'BOOKED', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.workshopScheduleId, scheduleId),
        eq(waitlistEntries.status, 'WAITING'),
        exists(
          tx
            .select({ one: sql`1` })
            .from(bookings)
            .where(
              and(
                eq(bookings.workshopScheduleId, scheduleId),
                eq(bookings.userId, waitlistEntries.userId),
                gte(bookings.createdAt, waitlistEntries.joinedAt),
              ),
            ),
        ),
      ),
    );
}

/** The first waiting entry (in order of joining) whose seats fit in `free`. */
async function firstFitting(tx: DbOrTx, scheduleId: string, free: number): Promise<WaitlistEntryRow | undefined> {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.workshopScheduleId, scheduleId),
        eq(waitlistEntries.status, 'WAITING'),
        lte(waitlistEntries.seats, free),
      ),
    )
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
    .limit(1);
  return entry;
}

/**
 * Holds `entry`'s seats for its person (in `tx`, the schedule's row locked by the caller) and writes
 * bookings.waitlist.offered; undefined when the seats are not there after all. A free session's
 * offer is a confirmed booking at once (nothing to pay).
 */
export async function makeOffer(
  ctx: BookingsContext,
  tx: DbOrTx,
  copy: ScheduleCopyRow,
  entry: WaitlistEntryRow,
  now: Date,
  offeredBy: Actor | 'system',
): Promise<WaitlistEntryRow | undefined> {
  const taken = await takeSeats(tx, copy.id, entry.seats, now);
  if (!taken) return undefined;
  const price = priceBooking(toMinorUnits(Number(copy.price), ctx.currency), entry.seats, ctx.currency, null);
  const free = price.amount === 0;
  const windowEnds = new Date(now.getTime() + copy.waitlistWindowHours * 3_600_000);
  const holdEnds = windowEnds < copy.startDate ? windowEnds : copy.startDate;
  const [last] = await tx
    .select({ address: bookings.address })
    .from(bookings)
    .where(eq(bookings.userId, entry.userId))
    .orderBy(sql`${bookings.createdAt} desc`)
    .limit(1);
  const [booking] = await tx
    .insert(bookings)
    .values({
      id: randomUUID(),
      userId: entry.userId,
      workshopScheduleId: copy.id,
      status: free ? 'CONFIRMED' : 'PENDING',
      currency: ctx.currency,
      ...price,
      expiresAt: free ? null : holdEnds,
      confirmedAt: free ? now : null,
      // The checkout asks for the billing address; the person's last one (if any) starts it.
      address: last?.address ?? { addressLine1: '', addressLine2: null, city: '', state: '', zip: '', country: '' },
      meta: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(bookingSeats).values(
    Array.from({ length: entry.seats }, (_, i) => ({
      bookingId: booking!.id,
      workshopScheduleId: copy.id,
      position: i + 1,
      userId: i === 0 ? entry.userId : null,
      status: i === 0 ? ('ACCEPTED' as const) : null,
      respondedAt: i === 0 ? now : null,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await addToOutbox(tx, eventStore, 'bookings.booking.created', {
    ...bookingPayload(booking!),
    expiresAt: booking!.expiresAt ? booking!.expiresAt.toISOString() : null,
  });
  if (free) await addToOutbox(tx, eventStore, 'bookings.booking.confirmed', bookingPayload(booking!));
  const [offered] = await tx
    .update(waitlistEntries)
    .set({
      status: free ? 'BOOKED' : 'OFFERED',
      bookingId: booking!.id,
      offeredAt: now,
      offerExpiresAt: free ? null : holdEnds,
      updatedAt: now,
    })
    .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'WAITING')))
    .returning();
  // The entry was claimed under the schedule's lock, so it is still waiting; a slip rolls back all.
  if (!offered) throw new Error(`waitlist entry ${entry.id} was no longer waiting`);
  await addToOutbox(tx, eventStore, 'bookings.waitlist.offered', waitlistPayload(offered));
  await audit(tx, {
    actor: offeredBy,
    onBehalfOf: entry.userId,
    action: 'waitlist.offered',
    objectType: 'booking',
    objectId: booking!.id,
    after: {
      workshopScheduleId: copy.id,
      waitlistEntryId: entry.id,
      seats: entry.seats,
      amount: toMajorUnits(booking!.amount, booking!.currency),
      offerExpiresAt: offered.offerExpiresAt?.toISOString() ?? null,
    },
  });
  return offered;
}

/**
 * Offers a schedule's free seats to its waitlist, first fitting entry first, until none fits; returns
 * the offers made. `skipLocked`: a schedule whose row another transaction holds is left for the next
 * sweep (the sweeper); otherwise it waits its turn (a nudge after a write that freed seats).
 */
export async function offerFreedSeats(
  ctx: BookingsContext,
  scheduleId: string,
  { skipLocked = false, now = ctx.now() }: { skipLocked?: boolean; now?: Date } = {},
): Promise<WaitlistEntryRow[]> {
  return ctx.db.transaction(async (tx) => {
    const [copy] = await tx
      .select()
      .from(scheduleCopies)
      .where(eq(scheduleCopies.id, scheduleId))
      .for('update', skipLocked ? { skipLocked: true } : {});
    if (!copy) return [];
    await settleEntries(tx, scheduleId, now);
    if (!isBookable(copy, now)) return [];
    const offers: WaitlistEntryRow[] = [];
    let current = copy;
    for (;;) {
      const free = seatsLeftOf(current);
      if (free <= 0) break;
      const entry = await firstFitting(tx, scheduleId, free);
      if (!entry) break;
      const offered = await makeOffer(ctx, tx, current, entry, now, 'system');
      if (!offered) break;
      offers.push(offered);
      current = { ...current, seatsTaken: current.seatsTaken + entry.seats };
    }
    return offers;
  });
}

/**
 * The sweeper's turn: every schedule with an open entry is settled and offered its free seats (a
 * capacity raised, a hold expired, anything a nudge missed). Returns how many offers were made.
 */
export async function sweepWaitlists(ctx: BookingsContext, now = ctx.now()): Promise<number> {
  const schedules = await ctx.db
    .selectDistinct({ id: waitlistEntries.workshopScheduleId })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.status, [...WAITLIST_OPEN]));
  let offers = 0;
  for (const { id } of schedules)
    offers += (await offerFreedSeats(ctx, id, { skipLocked: true, now })).length;
  return offers;
}

/** Whether a schedule has anybody waiting (so a write that freed its seats nudges the waitlist). */
export async function hasWaiting(db: DbOrTx, scheduleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.workshopScheduleId, scheduleId), eq(waitlistEntries.status, 'WAITING')))
    .limit(1);
  return Boolean(row);
}
