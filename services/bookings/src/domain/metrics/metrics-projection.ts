// How one event moves the dashboard's read model. Pure bookkeeping on the metrics_* tables, run inside
// the transaction that records the event (live) or while replaying the log (rebuild), so both paths
// give the same figures.
import { and, eq, sql } from 'drizzle-orm';
import type {
  BookingCancelledPayload,
  BookingCreatedPayload,
  BookingEventPayload,
  BookingMovedPayload,
  EventEnvelope,
  PaymentFinalizedPayload,
  PaymentRefundedPayload,
  ScheduleSeatsChangedPayload,
  SeatEventPayload,
  UserPayload,
  VoucherRedeemedPayload,
  WorkshopSchedulePayload,
} from '@coachwork/contracts';
import type { DbOrTx } from '@coachwork/service-kit';
import {
  bookings,
  metricsBookings,
  metricsDaily,
  metricsPlatformDaily,
  metricsSchedules,
} from '../../data/schema';
import { toMinorUnits } from '../money';

type DailyCounter = Exclude<keyof typeof metricsDaily.$inferInsert, 'day' | 'workshopScheduleId'>;

/** UTC calendar day of an instant. */
export const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

async function addDaily(
  tx: DbOrTx,
  day: string,
  scheduleId: string,
  deltas: Partial<Record<DailyCounter, number>>,
): Promise<void> {
  const entries = Object.entries(deltas).filter(([, v]) => v) as [DailyCounter, number][];
  if (!entries.length) return;
  const set = Object.fromEntries(entries.map(([k, v]) => [k, sql`${metricsDaily[k]} + ${v}`])) as Record<
    DailyCounter,
    ReturnType<typeof sql>
  >;
  await tx
    .insert(metricsDaily)
    .values({ day, workshopScheduleId: scheduleId, ...Object.fromEntries(entries) })
    .onConflictDoUpdate({ target: [metricsDaily.day, metricsDaily.workshopScheduleId], set });
}

/** A schedule row exists before any counter touches it (events of a schedule may come first). */
async function ensureSchedule(tx: DbOrTx, id: string): Promise<void> {
  await tx.insert(metricsSchedules).values({ id }).onConflictDoNothing();
}

async function moveSeatsSold(tx: DbOrTx, scheduleId: string, delta: number): Promise<void> {
  if (!delta) return;
  await ensureSchedule(tx, scheduleId);
  await tx
    .update(metricsSchedules)
    .set({ seatsSold: sql`${metricsSchedules.seatsSold} + ${delta}` })
    .where(eq(metricsSchedules.id, scheduleId));
}

async function applySchedule(tx: DbOrTx, event: EventEnvelope): Promise<void> {
  const s = event.data as WorkshopSchedulePayload;
  await ensureSchedule(tx, s.id);
  const [before] = await tx.select().from(metricsSchedules).where(eq(metricsSchedules.id, s.id));
  // The newer state wins (events of one schedule may arrive out of order across consumers).
  if (!before?.updatedAt || before.updatedAt <= new Date(s.updatedAt)) {
    await tx
      .update(metricsSchedules)
      .set({
        workshopId: s.workshopId,
        workshopTitle: s.workshopTitle,
        coachId: s.coachId,
        startDate: new Date(s.startDate),
        endDate: new Date(s.endDate),
        capacity: s.capacity,
        status: s.status,
        cancelledAt: s.cancelledAt ? new Date(s.cancelledAt) : null,
        deletedAt: s.deletedAt ? new Date(s.deletedAt) : null,
        updatedAt: new Date(s.updatedAt),
      })
      .where(eq(metricsSchedules.id, s.id));
  }
  if (event.subject === 'workshops.schedule.published' && !before?.publishedAt) {
    await tx
      .update(metricsSchedules)
      .set({ publishedAt: new Date(event.occurredAt) })
      .where(eq(metricsSchedules.id, s.id));
    await addDaily(tx, dayOf(event.occurredAt), s.id, { schedulesPublished: 1 });
  }
}

async function bookingOf(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(metricsBookings).where(eq(metricsBookings.id, id));
  return row;
}

async function applyBooking(tx: DbOrTx, event: EventEnvelope): Promise<void> {
  const day = dayOf(event.occurredAt);
  switch (event.subject) {
    case 'bookings.booking.created': {
      const b = event.data as BookingCreatedPayload;
      await tx
        .insert(metricsBookings)
        .values({
          id: b.bookingId,
          workshopScheduleId: b.workshopScheduleId,
          seats: b.seats,
          status: b.status,
        })
        .onConflictDoNothing();
      await addDaily(tx, day, b.workshopScheduleId, { bookingsCreated: 1 });
      // A free booking is created CONFIRMED; its confirmed event counts the seats.
      return;
    }
    case 'bookings.booking.confirmed': {
      const b = event.data as BookingEventPayload;
      await tx
        .insert(metricsBookings)
        .values({
          id: b.bookingId,
          workshopScheduleId: b.workshopScheduleId,
          seats: b.seats,
          status: 'CONFIRMED',
        })
        .onConflictDoUpdate({ target: metricsBookings.id, set: { seats: b.seats, status: 'CONFIRMED' } });
      await addDaily(tx, day, b.workshopScheduleId, { bookingsConfirmed: 1, seatsSold: b.seats });
      await moveSeatsSold(tx, b.workshopScheduleId, b.seats);
      return;
    }
    case 'bookings.booking.cancelled': {
      const b = event.data as BookingCancelledPayload;
      const known = await bookingOf(tx, b.bookingId);
      const wasConfirmed = (b.previousStatus ?? known?.status) === 'CONFIRMED';
      await tx
        .insert(metricsBookings)
        .values({
          id: b.bookingId,
          workshopScheduleId: b.workshopScheduleId,
          seats: b.seats,
          status: 'CANCELLED',
        })
        .onConflictDoUpdate({ target: metricsBookings.id, set: { status: 'CANCELLED' } });
      // A hold that ends unpaid was never a booking the dashboard counted: only a confirmed booking
      // cancelled counts as cancelled, and gives back its seats sold.
      if (!wasConfirmed) return;
      await addDaily(tx, day, b.workshopScheduleId, { bookingsCancelled: 1, seatsSold: -b.seats });
      await moveSeatsSold(tx, b.workshopScheduleId, -b.seats);
      return;
    }
    case 'bookings.booking.moved': {
      // The same booking on another date of its workshop: its seats sold leave the old schedule's
      // figures and join the new one's, on the day of the move (money follows its own events).
      const b = event.data as BookingMovedPayload;
      const known = await bookingOf(tx, b.bookingId);
      if (!known || known.workshopScheduleId === b.workshopScheduleId) return;
      await tx
        .update(metricsBookings)
        .set({ workshopScheduleId: b.workshopScheduleId })
        .where(eq(metricsBookings.id, b.bookingId));
      if (known.status !== 'CONFIRMED') return;
      await addDaily(tx, day, known.workshopScheduleId, { seatsSold: -known.seats });
      await moveSeatsSold(tx, known.workshopScheduleId, -known.seats);
      await addDaily(tx, day, b.workshopScheduleId, { seatsSold: known.seats });
      await moveSeatsSold(tx, b.workshopScheduleId, known.seats);
      return;
    }
    case 'bookings.booking.completed':
    case 'bookings.booking.no-show': {
      const b = event.data as BookingEventPayload;
      const status = event.subject === 'bookings.booking.completed' ? 'COMPLETED' : 'NO_SHOW';
      await tx.update(metricsBookings).set({ status }).where(eq(metricsBookings.id, b.bookingId));
      await addDaily(
        tx,
        day,
        b.workshopScheduleId,
        status === 'COMPLETED' ? { bookingsCompleted: 1 } : { bookingsNoShow: 1 },
      );
      return;
    }
  }
}

async function applySeatCancelled(tx: DbOrTx, event: EventEnvelope): Promise<void> {
  const seat = event.data as SeatEventPayload;
  const known = await bookingOf(tx, seat.bookingId);
  await tx
    .update(metricsBookings)
    .set({ seats: sql`greatest(${metricsBookings.seats} - 1, 0)` })
    .where(eq(metricsBookings.id, seat.bookingId));
  // Only a seat that had been sold makes one fewer sold.
  if (known?.status !== 'CONFIRMED') return;
  await addDaily(tx, dayOf(event.occurredAt), seat.workshopScheduleId, { seatsSold: -1 });
  await moveSeatsSold(tx, seat.workshopScheduleId, -1);
}

async function applySeatsChanged(tx: DbOrTx, event: EventEnvelope): Promise<void> {
  const p = event.data as ScheduleSeatsChangedPayload;
  await ensureSchedule(tx, p.workshopScheduleId);
  await tx
    .update(metricsSchedules)
    .set({ seatsTaken: p.seatsTaken, seatsVersion: p.version })
    .where(
      and(
        eq(metricsSchedules.id, p.workshopScheduleId),
        sql`${metricsSchedules.seatsVersion} < ${p.version}`,
      ),
    );
}

async function applyMoney(tx: DbOrTx, event: EventEnvelope): Promise<void> {
  const day = dayOf(event.occurredAt);
  if (event.subject === 'bookings.payment.finalized') {
    const p = event.data as PaymentFinalizedPayload;
    await addDaily(tx, day, p.workshopScheduleId, { gross: toMinorUnits(p.amount, p.currency) });
    return;
  }
  const p = event.data as PaymentRefundedPayload | VoucherRedeemedPayload;
  // Events of different subjects may overtake each other (one durable consumer per subject): a booking
  // the model has not heard of yet is looked up in bookings' own table, where its schedule never changes.
  const booking =
    (await bookingOf(tx, p.bookingId)) ??
    (
      await tx
        .select({ workshopScheduleId: bookings.workshopScheduleId })
        .from(bookings)
        .where(eq(bookings.id, p.bookingId))
    )[0];
  if (!booking) return;
  if (event.subject === 'bookings.payment.refunded') {
    const r = p as PaymentRefundedPayload;
    await addDaily(tx, day, booking.workshopScheduleId, { refunds: toMinorUnits(r.amount, r.currency) });
  } else if (event.subject === 'bookings.voucher.redeemed') {
    const v = p as VoucherRedeemedPayload;
    await addDaily(tx, day, booking.workshopScheduleId, { discounts: toMinorUnits(v.discount, v.currency) });
  }
}

/** Applies one event to the read model; events it does not count change nothing. */
export async function applyMetricsEvent(tx: DbOrTx, event: EventEnvelope): Promise<void> {
  const { subject } = event;
  if (subject === 'identity.user.registered') {
    const u = event.data as UserPayload;
    if (u.deletedAt) return;
    await tx
      .insert(metricsPlatformDaily)
      .values({ day: dayOf(event.occurredAt), newUsers: 1 })
      .onConflictDoUpdate({
        target: metricsPlatformDaily.day,
        set: { newUsers: sql`${metricsPlatformDaily.newUsers} + 1` },
      });
  } else if (subject.startsWith('workshops.schedule.')) await applySchedule(tx, event);
  else if (subject.startsWith('bookings.booking.')) await applyBooking(tx, event);
  else if (subject === 'bookings.seat.cancelled') await applySeatCancelled(tx, event);
  else if (subject === 'bookings.schedule.seats-changed') await applySeatsChanged(tx, event);
  else if (
    subject === 'bookings.payment.finalized' ||
    subject === 'bookings.payment.refunded' ||
    subject === 'bookings.voucher.redeemed'
  )
    await applyMoney(tx, event);
}

/**
 * Applies events in order, with what applyMetricsEvent one by one would leave, folding a sale's burst:
 * a run of bookings created writes their rows in one INSERT and each day's count in one upsert, and
 * of a run of seat counts only each schedule's newest is applied (an older version changes nothing
 * after a newer one). The live consumer's batches; the rebuild replays one by one, so the two agree
 * only if this is right (the dashboard test compares them).
 */
export async function applyMetricsEvents(tx: DbOrTx, events: readonly EventEnvelope[]): Promise<void> {
  for (let i = 0; i < events.length;) {
    const subject = events[i]!.subject;
    let end = i + 1;
    while (end < events.length && events[end]!.subject === subject) end++;
    const run = events.slice(i, end);
    i = end;
    if (run.length > 1 && subject === 'bookings.booking.created') await applyCreatedRun(tx, run);
    else if (run.length > 1 && subject === 'bookings.schedule.seats-changed') {
      const newest = new Map<string, EventEnvelope>();
      for (const e of run) {
        const p = e.data as ScheduleSeatsChangedPayload;
        const seen = newest.get(p.workshopScheduleId)?.data as ScheduleSeatsChangedPayload | undefined;
        if (!seen || seen.version < p.version) newest.set(p.workshopScheduleId, e);
      }
      for (const e of newest.values()) await applySeatsChanged(tx, e);
    } else for (const e of run) await applyMetricsEvent(tx, e);
  }
}

async function applyCreatedRun(tx: DbOrTx, run: readonly EventEnvelope[]): Promise<void> {
  const created = run.map((e) => ({ day: dayOf(e.occurredAt), b: e.data as BookingCreatedPayload }));
  await tx
    .insert(metricsBookings)
    .values(
      created.map(({ b }) => ({
        id: b.bookingId,
        workshopScheduleId: b.workshopScheduleId,
        seats: b.seats,
        status: b.status,
      })),
    )
    .onConflictDoNothing();
  const perDay = new Map<string, { day: string; workshopScheduleId: string; bookingsCreated: number }>();
  for (const { day, b } of created) {
    const key = `${day} ${b.workshopScheduleId}`;
    const row = perDay.get(key) ?? { day, workshopScheduleId: b.workshopScheduleId, bookingsCreated: 0 };
    row.bookingsCreated += 1;
    perDay.set(key, row);
  }
  await tx
    .insert(metricsDaily)
    .values([...perDay.values()])
    .onConflictDoUpdate({
      target: [metricsDaily.day, metricsDaily.workshopScheduleId],
      set: { bookingsCreated: sql`${metricsDaily.bookingsCreated} + excluded.bookings_created` },
    });
}
