import { and, arrayContains, isNull } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE, type ScheduleShortPayload } from '@coachwork/contracts';
import type { MailMessage, Subscription } from '@coachwork/service-kit';
import { findScheduleCopy } from '../data/schedule-copy.repository';
import { userDirectory, type UserDirectoryRow } from '../data/schema';
import type { BookingsContext } from '../domain/context';
import { scheduleShortMail } from '../mail/schedule-short.mail';
import { mailOnce } from './after-sale-mail.subscriber';
import { liveUser, recipient } from './mail-recipients';

/**
 * A schedule short of its minimum seats 72 h before its start (bookings.schedule.short): its coach
 * (a link to the coach area) and every super-admin (a link to the console) are mailed, once each, even
 * when the event is delivered twice (the inbox). A coach who is also a super-admin gets one mail.
 */
// Only this subject: the busy bookings.schedule.seats-changed never reaches this consumer.
const SHORT = { durable: 'bookings-schedule-short-mail', subject: 'bookings.schedule.short' } as const;

export function scheduleShortMailSubscription(ctx: BookingsContext): Subscription {
  return mailOnce(
    ctx,
    SHORT.durable,
    SHORT.subject,
    (e) => e.subject === SHORT.subject,
    async (tx, event) => {
      const p = event.data as ScheduleShortPayload;
      const schedule = await findScheduleCopy(tx, p.workshopScheduleId);
      if (!schedule || schedule.cancelledAt || schedule.deletedAt) return [];
      const coach = await liveUser(tx, schedule.coachId);
      const admins: UserDirectoryRow[] = await tx
        .select()
        .from(userDirectory)
        .where(and(arrayContains(userDirectory.roles, [SUPER_ADMIN_ROLE]), isNull(userDirectory.deletedAt)));
      const session = { workshopTitle: schedule.workshopTitle, startDate: schedule.startDate };
      const facts = { session, minSeats: p.minSeats, seatsConfirmed: p.seatsConfirmed };
      const mails: MailMessage[] = [];
      if (coach)
        mails.push(
          scheduleShortMail({
            ...facts,
            to: recipient(coach, schedule),
            link: new URL(`/c/schedules/${schedule.id}`, ctx.appUrl).href,
          }),
        );
      for (const admin of admins) {
        if (admin.id === coach?.id) continue;
        mails.push(
          scheduleShortMail({
            ...facts,
            to: recipient(admin, schedule),
            link: new URL('/admin/workshop-schedules', ctx.appUrl).href,
          }),
        );
      }
      return mails;
    },
  );
}
