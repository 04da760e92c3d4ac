// Time-driven payout work, run by the sweeper: a PENDING payout for each ended, not cancelled schedule
// that took money; the figures of unpaid payouts kept up to date (refunds, carried adjustments);
// PENDING → DUE once the delay has passed (bookings.payout.due); a refund after a payout was PAID
// becomes a negative adjustment for the coach's next one. Each step locks what it moves, so two
// sweepers never apply a move twice, and the (coach, schedule) unique index makes creation idempotent.
import { and, eq, exists, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { addToOutbox, type DbOrTx } from '@coachwork/service-kit';
import {
  bookings,
  eventStore,
  payments,
  refunds,
  payoutAdjustments,
  payouts,
  scheduleCopies,
  type PayoutRow,
} from '../../data/schema';
import type { BookingsContext } from '../context';
import { platformFee, scheduleTakings } from './payout-figures';
import { payoutEvent } from './payout-events';

const DAY = 86_400_000;
const BATCH = 100;

/** Creates the payouts of ended schedules that have none; returns how many. */
export async function createEndedPayouts(ctx: BookingsContext, now = ctx.now()): Promise<number> {
  const ended = await ctx.db
    .select()
    .from(scheduleCopies)
    .where(
      and(
        lte(scheduleCopies.endDate, now),
        isNull(scheduleCopies.cancelledAt),
        // Only schedules that took money: the others would be looked at again on every sweep.
        exists(
          ctx.db
            .select({ one: sql`1` })
            .from(payments)
            .innerJoin(bookings, eq(bookings.id, payments.bookingId))
            .where(eq(bookings.workshopScheduleId, scheduleCopies.id)),
        ),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(payouts)
            .where(
              and(
                eq(payouts.workshopScheduleId, scheduleCopies.id),
                eq(payouts.coachId, scheduleCopies.coachId),
              ),
            ),
        ),
      ),
    )
    .limit(BATCH);
  let created = 0;
  for (const s of ended) {
    const made = await ctx.db.transaction(async (tx) => {
      const { gross, refunds } = await scheduleTakings(tx, s.id);
      if (gross === 0) return false;
      const fee = platformFee(gross - refunds, ctx.payouts.feePercent);
      const [row] = await tx
        .insert(payouts)
        .values({
          coachId: s.coachId,
          workshopScheduleId: s.id,
          workshopId: s.workshopId,
          workshopTitle: s.workshopTitle,
          scheduleStart: s.startDate,
          scheduleEnd: s.endDate,
          currency: ctx.currency,
          gross,
          refunds,
          feePercent: ctx.payouts.feePercent,
          fee,
          amount: gross - refunds - fee,
          status: 'PENDING',
          dueAt: new Date(s.endDate.getTime() + ctx.payouts.delayDays * DAY),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      await settle(tx, row, ctx, now);
      // Past its date already (a sweeper that was off, the demo's history): due at once, never seen PENDING.
      if (row.dueAt <= now) await fallDue(tx, row.id, now);
      return true;
    });
    if (made) created += 1;
  }
  return created;
}

/** Recomputes an unpaid payout (locked by the caller) and takes the coach's loose adjustments. */
export async function settle(tx: DbOrTx, p: PayoutRow, ctx: BookingsContext, now: Date): Promise<PayoutRow> {
  await tx
    .update(payoutAdjustments)
    .set({ appliedPayoutId: p.id })
    .where(and(eq(payoutAdjustments.coachId, p.coachId), isNull(payoutAdjustments.appliedPayoutId)));
  const [adj] = await tx
    .select({ sum: sql<number>`coalesce(sum(${payoutAdjustments.amount}), 0)::int` })
    .from(payoutAdjustments)
    .where(eq(payoutAdjustments.appliedPayoutId, p.id));
  const { gross, refunds } = await scheduleTakings(tx, p.workshopScheduleId);
  const fee = platformFee(gross - refunds, p.feePercent);
  const adjustments = Number(adj?.sum ?? 0);
  const [row] = await tx
    .update(payouts)
    .set({ gross, refunds, fee, adjustments, amount: gross - refunds - fee + adjustments, updatedAt: now })
    .where(eq(payouts.id, p.id))
    .returning();
  return row!;
}

/** PENDING → DUE with its `bookings.payout.due` event; false when it was no longer PENDING. */
async function fallDue(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const [moved] = await tx
    .update(payouts)
    .set({ status: 'DUE', updatedAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'PENDING')))
    .returning();
  if (moved) await addToOutbox(tx, eventStore, 'bookings.payout.due', payoutEvent(moved));
  return !!moved;
}

/** Keeps unpaid payouts current and moves those past their date to DUE; returns how many fell due. */
export async function advancePayouts(ctx: BookingsContext, now = ctx.now()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(payouts)
      .where(inArray(payouts.status, ['PENDING', 'DUE', 'ON_HOLD']))
      .limit(BATCH * 10)
      .for('update', { skipLocked: true });
    let due = 0;
    for (const p of open) {
      const fresh = await settle(tx, p, ctx, now);
      if (fresh.status === 'PENDING' && fresh.dueAt <= now && (await fallDue(tx, p.id, now))) due += 1;
    }
    return due;
  });
}

/** Refunds of a schedule after its payout was paid: carried, once, as a negative adjustment. */
export async function carryLateRefunds(ctx: BookingsContext, now = ctx.now()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const paid = await tx
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.status, 'PAID'),
          exists(
            tx
              .select({ one: sql`1` })
              .from(refunds)
              .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
              .where(
                and(
                  eq(bookings.workshopScheduleId, payouts.workshopScheduleId),
                  gt(refunds.createdAt, payouts.paidAt),
                ),
              ),
          ),
        ),
      )
      .for('update', { skipLocked: true });
    let carried = 0;
    for (const p of paid) {
      const { refunds } = await scheduleTakings(tx, p.workshopScheduleId);
      const late = refunds - p.refunds - p.refundsAfterPaid;
      if (late <= 0) continue;
      // The coach gives back what they were paid of it: the refund less the fee the platform returns.
      const amount = -(late - platformFee(late, p.feePercent));
      await tx.insert(payoutAdjustments).values({
        coachId: p.coachId,
        sourcePayoutId: p.id,
        amount,
        reason: `Refunded after payout for ${p.workshopTitle} (${p.scheduleStart.toISOString().slice(0, 10)})`,
        createdAt: now,
      });
      await tx
        .update(payouts)
        .set({ refundsAfterPaid: p.refundsAfterPaid + late, updatedAt: now })
        .where(eq(payouts.id, p.id));
      carried += 1;
    }
    return carried;
  });
}

/** One payout pass (the sweeper calls it); returns whether it wrote events. */
export async function sweepPayouts(ctx: BookingsContext, now = ctx.now()): Promise<{ due: number }> {
  await carryLateRefunds(ctx, now);
  for (let n = BATCH; n === BATCH;) n = await createEndedPayouts(ctx, now);
  return { due: await advancePayouts(ctx, now) };
}
