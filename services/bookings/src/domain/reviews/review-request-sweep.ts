// Review requests (issue 28 item 1): the day after a session, each person who attended it (see
// review-eligibility.ts) and has not reviewed it yet is asked once, by mail, with a link to the form.
// As with reminders, each request is claimed by inserting its row in `review_requests` (unique per
// schedule and person) in the transaction that writes bookings.review.requested, whose subscriber
// mails it; the schedules are taken FOR UPDATE SKIP LOCKED, so two sweepers share the work and nobody
// is asked twice, across restarts and replicas alike.
import { and, gt, isNull, lte, sql } from 'drizzle-orm';
import { addToOutbox } from '@coachwork/service-kit';
import { REVIEW_WINDOW_DAYS, type ReviewRequestedPayload } from '@coachwork/contracts';
import { eventStore, reviewRequests, scheduleCopies } from '../../data/schema';
import type { BookingsContext } from '../context';
import { attendedSeat } from './review-eligibility';

const DAY = 86_400_000;
const BATCH = 100;
/** A request is due this long after the session's end ("the day after"). */
export const REVIEW_REQUEST_AFTER_MS = DAY;

/** Claims one batch of schedules' due requests; returns the schedules taken and the requests written. */
export async function claimReviewRequests(
  ctx: BookingsContext,
  now = ctx.now(),
  after = '00000000-0000-0000-0000-000000000000',
): Promise<{ schedules: string[]; sent: number }> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: scheduleCopies.id, endDate: scheduleCopies.endDate })
      .from(scheduleCopies)
      .where(
        and(
          gt(scheduleCopies.id, after),
          lte(scheduleCopies.endDate, new Date(now.getTime() - REVIEW_REQUEST_AFTER_MS)),
          // Nobody is asked for what they can no longer do.
          gt(scheduleCopies.endDate, new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY)),
          isNull(scheduleCopies.cancelledAt),
          isNull(scheduleCopies.deletedAt),
        ),
      )
      .orderBy(scheduleCopies.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const s of due) {
      const claimed = (await tx.execute(sql`
        insert into ${reviewRequests} (workshop_schedule_id, user_id, sent_at)
        select distinct ${s.id}::uuid, seat.user_id, ${now}::timestamptz
        from bookings.booking_seats seat
        join bookings.bookings booking on booking.id = seat.booking_id
        where ${attendedSeat(s.id)}
          and not exists (
            select 1 from bookings.reviews r where r.workshop_schedule_id = ${s.id} and r.user_id = seat.user_id
          )
        on conflict (workshop_schedule_id, user_id) do nothing
        returning id, user_id
      `)) as unknown as { rows: { id: string; user_id: string }[] };
      for (const r of claimed.rows) {
        const payload: ReviewRequestedPayload = { requestId: r.id, workshopScheduleId: s.id, userId: r.user_id };
        await addToOutbox(tx, eventStore, 'bookings.review.requested', payload);
      }
      sent += claimed.rows.length;
    }
    return { schedules: due.map((d) => d.id), sent };
  });
}

/** Every due review request (the sweeper calls it); returns how many it wrote. */
export async function sweepReviewRequests(ctx: BookingsContext, now = ctx.now()): Promise<number> {
  let sent = 0;
  let after: string | undefined;
  for (;;) {
    const r = await claimReviewRequests(ctx, now, after);
    sent += r.sent;
    if (r.schedules.length < BATCH) break;
    after = r.schedules.at(-1);
  }
  return sent;
}
