import {
  DEMO_PAST_SCHEDULE_ID,
  DEMO_SOLD_OUT_SCHEDULE_ID,
  type EventEnvelope,
  type WorkshopSchedulePayload,
} from '@coachwork/contracts';
import { handleOnce, type MailMessage, type Subscription } from '@coachwork/service-kit';
import { eq } from 'drizzle-orm';
import { bookings, eventStore } from '../data/schema';
import {
  findScheduleCopy,
  forgetRecentScheduleCopy,
  upsertScheduleCopy,
} from '../data/schedule-copy.repository';
import { nothingAfterCommit, type BookingsContext } from '../domain/context';
import { cancelActiveBookings } from '../domain/bookings/booking-state';
import { scheduleCancelledMails, scheduleMovedMails } from './schedule-change-mail';

export const SCHEDULE_CANCELLED_REASON = 'The workshop schedule was cancelled.';

const CONSUMER = 'bookings-workshop-schedules';
/** The demo's fixed dates whose bookings this service seeds (demo mode only). */
const DEMO_SCHEDULE_IDS = new Set([DEMO_PAST_SCHEDULE_ID, DEMO_SOLD_OUT_SCHEDULE_ID]);

/**
 * Keeps bookings' schedule copies in step with workshops.schedule.* (each carries the full state;
 * the newer `updatedAt` wins), each event applied once. A cancellation also cancels every held or
 * confirmed booking of the schedule and frees their seats, in the same transaction, with the refunds
 * of the paid ones. Everyone on those bookings is mailed when a schedule is cancelled or moved (this
 * consumer alone sees the copy as it was before), once: the mails are built in the inbox transaction.
 */
export function workshopScheduleSubscription(
  ctx: BookingsContext,
  options: { afterDemoSchedule?: () => Promise<void> } = {},
): Subscription {
  return {
    durable: CONSUMER,
    subject: 'workshops.schedule.*',
    async handler(event: EventEnvelope) {
      const schedule = event.data as WorkshopSchedulePayload;
      let refund = nothingAfterCommit;
      let mails: MailMessage[] = [];
      await handleOnce(ctx.db, eventStore, CONSUMER, event, async (tx) => {
        mails = [];
        const before = await findScheduleCopy(tx, schedule.id);
        await upsertScheduleCopy(tx, schedule);
        const after = await findScheduleCopy(tx, schedule.id);
        if (event.subject !== 'workshops.schedule.cancelled')
          mails = await scheduleMovedMails(ctx, tx, before, after);
        if (event.subject === 'workshops.schedule.cancelled') {
          const now = ctx.now();
          const ended = await cancelActiveBookings(
            tx,
            eq(bookings.workshopScheduleId, schedule.id),
            SCHEDULE_CANCELLED_REASON,
            schedule.cancelledBy,
            now,
          );
          // Everyone who paid is refunded in full (credit notes in this transaction).
          if (ctx.refunds)
            refund = await ctx.refunds.bookingsCancelled(tx, ended, 'schedule', schedule.cancelledBy, now);
          if (after) mails = await scheduleCancelledMails(ctx, tx, schedule, after, ended);
        }
      });
      // Again after the commit: a booking may have read the copy between the upsert and the commit.
      forgetRecentScheduleCopy(schedule.id);
      for (const mail of mails) ctx.mailer.dispatch(mail);
      await refund();
      // Demo mode: the ended demo schedule has arrived, so its history can be recorded. Not awaited:
      // the bus goes on to the schedule's other consumers (the dashboard's read model learns its coach)
      // instead of waiting for the whole history. The history logs its own failure.
      if (options.afterDemoSchedule && DEMO_SCHEDULE_IDS.has(schedule.id)) void options.afterDemoSchedule();
    },
  };
}
