// Reminders (issue 27 item 2): 24 h and 1 h before a session, every holder of a confirmed seat (the
// booker and each accepted invitee) is reminded by mail, unless the workshop turned that reminder off.
// Nothing is scheduled ahead: each sweep works out which reminders are due from the seats and the
// schedule as they are now, so a seat cancelled, declined or handed on has none left, and a moved
// schedule (a new start) has new ones. The 24 h reminder is due from 24 h to 1 h before the start, the
// 1 h one until the start. Each reminder is claimed by inserting its row in `reminders` (unique per seat,
// holder, kind and start) in the transaction that writes `bookings.reminder.sent`, whose subscriber
// mails it; the schedules are taken FOR UPDATE SKIP LOCKED, so two sweepers share the work and the
// unique key makes sure that nothing is claimed twice, across restarts and replicas alike.
import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { addToOutbox } from '@coachwork/service-kit';
import type { ReminderSentPayload } from '@coachwork/contracts';
import { eventStore, reminders, scheduleCopies, type ReminderKind } from '../../data/schema';
import type { BookingsContext } from '../context';

const HOUR = 3_600_000;
const BATCH = 100;

/** When each reminder is due: from `before` the start until `until` before it. */
export const REMINDERS: Record<ReminderKind, { before: number; until: number }> = {
  '24h': { before: 24 * HOUR, until: HOUR },
  '1h': { before: HOUR, until: 0 },
};

const switchOf = (kind: ReminderKind): SQL =>
  kind === '24h' ? eq(scheduleCopies.remindDayBefore, true) : eq(scheduleCopies.remindHourBefore, true);

/**
 * Claims the due reminders of one batch of schedules for one kind; returns how many schedules it took
 * (a full batch means there may be more) and how many reminders it wrote.
 */
export async function claimReminders(
  ctx: BookingsContext,
  kind: ReminderKind,
  now = ctx.now(),
  after = '00000000-0000-0000-0000-000000000000',
): Promise<{ schedules: string[]; sent: number }> {
  const { before, until } = REMINDERS[kind];
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: scheduleCopies.id, startDate: scheduleCopies.startDate })
      .from(scheduleCopies)
      .where(
        and(
          gt(scheduleCopies.id, after),
          switchOf(kind),
          lte(scheduleCopies.startDate, new Date(now.getTime() + before)),
          gt(scheduleCopies.startDate, new Date(now.getTime() + until)),
          inArray(scheduleCopies.status, ['PUBLISHED', 'CLOSED']),
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
        insert into ${reminders} (seat_id, booking_id, workshop_schedule_id, user_id, kind, start_date, sent_at)
        select seat.id, seat.booking_id, seat.workshop_schedule_id, seat.user_id, ${kind}, ${s.startDate}, ${now}
        from bookings.booking_seats seat
        join bookings.bookings booking on booking.id = seat.booking_id
        where seat.workshop_schedule_id = ${s.id}
          and booking.workshop_schedule_id = ${s.id}
          and booking.status = 'CONFIRMED'
          and seat.status = 'ACCEPTED'
          and seat.user_id is not null
          and seat.cancelled_at is null
          and seat.deleted_at is null
          and booking.deleted_at is null
        order by booking.created_at, seat.position
        on conflict (seat_id, user_id, kind, start_date) do nothing
        returning id, seat_id, booking_id, user_id
      `)) as unknown as { rows: { id: string; seat_id: string; booking_id: string; user_id: string }[] };
      for (const r of claimed.rows) {
        const payload: ReminderSentPayload = {
          reminderId: r.id,
          seatId: r.seat_id,
          bookingId: r.booking_id,
          workshopScheduleId: s.id,
          userId: r.user_id,
          kind,
          startDate: s.startDate.toISOString(),
        };
        await addToOutbox(tx, eventStore, 'bookings.reminder.sent', payload);
      }
      sent += claimed.rows.length;
    }
    return { schedules: due.map((d) => d.id), sent };
  });
}

/** Every due reminder of both kinds (the sweeper calls it); returns how many it wrote. */
export async function sweepReminders(ctx: BookingsContext, now = ctx.now()): Promise<number> {
  let sent = 0;
  for (const kind of Object.keys(REMINDERS) as ReminderKind[]) {
    let after: string | undefined;
    for (;;) {
      const r = await claimReminders(ctx, kind, now, after);
      sent += r.sent;
      if (r.schedules.length < BATCH) break;
      after = r.schedules.at(-1);
    }
  }
  return sent;
}
