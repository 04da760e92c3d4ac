// minSeats (SPEC-DECISIONS): the seats a schedule needs to go ahead. 72 h before its start the sweeper
// looks once at each schedule that has a minimum: still short (confirmed seats below it), it writes
// `bookings.schedule.short`, whose subscriber mails the coach and the super-admins, who may cancel it
// with full refunds (a cancelled schedule refunds everyone who paid). `minSeatsCheckedAt` records the
// look, in the same transaction as the event, so a schedule is never told twice.
import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { addToOutbox } from '@coachwork/service-kit';
import type { ScheduleShortPayload } from '@coachwork/contracts';
import { bookings, eventStore, scheduleCopies } from '../../data/schema';
import type { BookingsContext } from '../context';

/** How long before its start a schedule must have its minimum. */
export const MIN_SEATS_NOTICE_MS = 72 * 3_600_000;
const BATCH = 100;

/** Looks at one batch of schedules reaching the 72 h mark; returns how many it looked at and found short. */
export async function checkMinimumSeats(
  ctx: BookingsContext,
  now = ctx.now(),
): Promise<{ checked: number; short: number }> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(scheduleCopies)
      .where(
        and(
          isNull(scheduleCopies.minSeatsCheckedAt),
          isNotNull(scheduleCopies.minSeats),
          gt(scheduleCopies.startDate, now),
          lte(scheduleCopies.startDate, new Date(now.getTime() + MIN_SEATS_NOTICE_MS)),
          // Drafts and archived schedules are not going ahead anyway.
          inArray(scheduleCopies.status, ['PUBLISHED', 'CLOSED']),
          isNull(scheduleCopies.cancelledAt),
          isNull(scheduleCopies.deletedAt),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let short = 0;
    for (const s of due) {
      const [row] = await tx
        .select({ seats: sql<number>`coalesce(sum(${bookings.seats}), 0)::int` })
        .from(bookings)
        .where(and(eq(bookings.workshopScheduleId, s.id), eq(bookings.status, 'CONFIRMED')));
      const seatsConfirmed = Number(row?.seats ?? 0);
      const isShort = seatsConfirmed < s.minSeats!;
      await tx
        .update(scheduleCopies)
        .set({ minSeatsCheckedAt: now, shortOfMinimum: isShort })
        .where(eq(scheduleCopies.id, s.id));
      if (!isShort) continue;
      const payload: ScheduleShortPayload = {
        workshopScheduleId: s.id,
        coachId: s.coachId,
        startDate: s.startDate.toISOString(),
        minSeats: s.minSeats!,
        seatsConfirmed,
      };
      await addToOutbox(tx, eventStore, 'bookings.schedule.short', payload);
      short += 1;
    }
    return { checked: due.length, short };
  });
}

/** Every schedule at the mark (the sweeper calls it); returns how many were found short. */
export async function sweepMinimumSeats(ctx: BookingsContext, now = ctx.now()): Promise<number> {
  let short = 0;
  for (let n = BATCH; n === BATCH;) {
    const r = await checkMinimumSeats(ctx, now);
    n = r.checked;
    short += r.short;
  }
  return short;
}
