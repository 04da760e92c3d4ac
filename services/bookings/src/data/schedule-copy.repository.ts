// Bookings' copy of the schedules and the seat counter on it. Taking and freeing seats are single
// conditional UPDATEs, each writing `bookings.schedule.seats-changed` in the caller's transaction, so
// no interleaving of requests can take more than the capacity or free a seat twice.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { addToOutbox, currentTraceparent, type Db, type DbOrTx } from '@coachwork/service-kit';
import {
  EVENT_VERSION,
  type BookingScheduleDto,
  type EventEnvelope,
  type WorkshopSchedulePayload,
} from '@coachwork/contracts';
import { eventStore, scheduleCopies, waitlistEntries, type ScheduleCopyRow } from './schema';

/** Upserts the schedule's state unless a newer one is already here; never touches the seat counter. */
export async function upsertScheduleCopy(tx: DbOrTx, s: WorkshopSchedulePayload): Promise<void> {
  forgetRecentScheduleCopy(s.id);
  const state = {
    workshopId: s.workshopId,
    workshopTitle: s.workshopTitle,
    coachId: s.coachId,
    startDate: new Date(s.startDate),
    endDate: new Date(s.endDate),
    timezone: s.timezone,
    status: s.status,
    visibility: s.visibility,
    mode: s.mode,
    capacity: s.capacity,
    price: s.price,
    // Events written before the field existed leave the link as it was.
    ...(s.meetingUrl !== undefined ? { meetingUrl: s.meetingUrl } : {}),
    ...(s.minSeats !== undefined ? { minSeats: s.minSeats } : {}),
    ...(s.venue !== undefined
      ? {
          venueName: s.venue?.name ?? null,
          venueAddress: s.venue?.address ?? null,
          venueCity: s.venue?.city ?? null,
          venueCountry: s.venue?.country ?? null,
        }
      : {}),
    ...(s.remindDayBefore !== undefined ? { remindDayBefore: s.remindDayBefore } : {}),
    ...(s.remindHourBefore !== undefined ? { remindHourBefore: s.remindHourBefore } : {}),
    ...(s.waitlistWindowHours !== undefined ? { waitlistWindowHours: s.waitlistWindowHours } : {}),
    cancelledAt: s.cancelledAt ? new Date(s.cancelledAt) : null,
    deletedAt: s.deletedAt ? new Date(s.deletedAt) : null,
    sourceUpdatedAt: new Date(s.updatedAt),
    receivedAt: new Date(),
  };
  await tx
    .insert(scheduleCopies)
    .values({ id: s.id, ...state })
    .onConflictDoUpdate({
      target: scheduleCopies.id,
      set: state,
      setWhere: sql`${scheduleCopies.sourceUpdatedAt} <= ${state.sourceUpdatedAt}`,
    });
}

export async function findScheduleCopy(db: DbOrTx, id: string): Promise<ScheduleCopyRow | undefined> {
  const [row] = await db.select().from(scheduleCopies).where(eq(scheduleCopies.id, id)).limit(1);
  return row;
}

/**
 * findScheduleCopy outside any transaction, as a statement prepared once per database (parsed and
 * planned once): the first read of every booking.
 */
export async function findScheduleCopyPrepared(db: Db, id: string): Promise<ScheduleCopyRow | undefined> {
  let query = copyQueries.get(db);
  if (!query) {
    query = db
      .select()
      .from(scheduleCopies)
      .where(eq(scheduleCopies.id, sql.placeholder('id')))
      .limit(1)
      .prepare('bookings_schedule_copy');
    copyQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row;
}

const copyQueries = new WeakMap<Db, { execute(p: { id: string }): Promise<ScheduleCopyRow[]> }>();

/** How long a copy read for a booking serves the next ones (real time). */
const RECENT_MS = 1000;
const RECENT_MAX = 1000;
const recentCopies = new Map<string, { db: Db; row: ScheduleCopyRow; at: number }>();

/** Drops the recent copy of a schedule whose copy changed. */
export function forgetRecentScheduleCopy(id: string): void {
  recentCopies.delete(id);
}

/** Drops every recent copy (a change to many schedules at once: their workshop's price or title). */
export function forgetRecentScheduleCopies(): void {
  recentCopies.clear();
}

/**
 * The copy as this process read it within the last second (else read now): the first read of a
 * booking, which a sale repeats for every booker of one schedule. It may be a second old, which the
 * booking's statement makes harmless: that statement checks again, in the database, everything a
 * booking depends on (bookable, not started, the seats, the price it was quoted), so a stale copy
 * costs a retry with a fresh read, never a wrong booking; and a refusal is answered only from a fresh
 * read (create-booking). A change this process applies to the copy drops it at once.
 */
export async function recentScheduleCopy(db: Db, id: string): Promise<ScheduleCopyRow | undefined> {
  const hit = recentCopies.get(id);
  if (hit && hit.db === db && Date.now() - hit.at < RECENT_MS) return hit.row;
  return freshScheduleCopy(db, id);
}

/**
 * The copy read now, which also serves the next second's bookings as the recent copy. After a sale
 * sells out, the crowd that keeps asking then reads "sold out" from it, and is answered after one
 * fresh read instead of a booking statement that fails first.
 */
export async function freshScheduleCopy(db: Db, id: string): Promise<ScheduleCopyRow | undefined> {
  const at = Date.now();
  const row = await findScheduleCopyPrepared(db, id);
  if (recentCopies.size >= RECENT_MAX) recentCopies.clear();
  if (row) recentCopies.set(id, { db, row, at });
  else recentCopies.delete(id);
  return row;
}

export async function scheduleCopiesByIds(db: DbOrTx, ids: string[]): Promise<Map<string, ScheduleCopyRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(scheduleCopies)
    .where(inArray(scheduleCopies.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

const SEATS_CHANGED = 'bookings.schedule.seats-changed';

async function announceSeats(tx: DbOrTx, row: { id: string; seatsTaken: number; seatsVersion: number }) {
  await addToOutbox(tx, eventStore, 'bookings.schedule.seats-changed', {
    workshopScheduleId: row.id,
    seatsTaken: row.seatsTaken,
    version: Number(row.seatsVersion),
  });
}

/** Seats taken on a schedule and their version, as a take left them. */
export interface SeatsTaken {
  seatsTaken: number;
  seatsVersion: number;
}

/**
 * What a seat take asks besides seats left: the price it was quoted at, and whether the waitlist goes
 * first (new bookings and moves: seats that free up are the first waiting entry's whose number fits
 * them, and the waitlist's offer takes them itself, without this).
 */
export interface TakeTerms {
  price?: number;
  waitlistFirst?: boolean;
}

/**
 * Takes `n` seats when the schedule is bookable (SPEC-DECISIONS: PUBLISHED, PUBLIC or UNLISTED, not
 * cancelled or trashed, not started), has them left, (when given) still has `price` and (with
 * `waitlistFirst`) nobody waiting fits in the seats left; otherwise changes nothing and returns
 * undefined. The row stays locked until the caller's transaction ends.
 *
 * One statement takes the seats and writes their `bookings.schedule.seats-changed` to the outbox: every
 * booking of a schedule waits for the one before it to commit, so each round trip made while holding
 * the row's lock is paid once per booking by all of them (under load each is also a turn of a busy
 * event loop).
 */
export async function takeSeats(
  tx: DbOrTx,
  scheduleId: string,
  n: number,
  now: Date,
  terms: TakeTerms = {},
): Promise<SeatsTaken | undefined> {
  const result = (await tx.execute(sql`
    with taken as (${seatsTakingUpdate(scheduleId, n, now, terms)})
    ${seatsTakenAnnouncement()}
    returning envelope
  `)) as unknown as { rows: { envelope: EventEnvelope<typeof SEATS_CHANGED> | string }[] };
  const [row] = result.rows;
  if (!row) return undefined;
  const envelope = typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope;
  return { seatsTaken: Number(envelope.data.seatsTaken), seatsVersion: Number(envelope.data.version) };
}

/**
 * The common table expressions of a statement that takes `n` seats as takeSeats does (price checked,
 * waitlist first): `taken` (the UPDATE; its id, seats_taken and seats_version, no row when the seats
 * were not there) and the `bookings.schedule.seats-changed` written from it. A booking's own rows join
 * them in one statement (create-booking), naming `(select id from taken)` where they need the schedule.
 * Their values are placeholders, so a statement built once serves every booking of `n` seats:
 * `seatsTakingValues` gives them.
 */
export function seatsTakingCtes(db: DbOrTx, n: number) {
  const p = sql.placeholder;
  const taken = db
    .$with('taken', {
      id: sql<string>`id`,
      seatsTaken: sql<number>`seats_taken`.mapWith(Number),
      seatsVersion: sql<number>`seats_version`.mapWith(Number),
    })
    .as(seatsTakingUpdate(p('scheduleId'), n, p('now'), { price: p('price'), waitlistFirst: true }));
  const announced = db
    .$with('seats_changed', {})
    .as(seatsTakenAnnouncement(p('seatsChangedId'), p('seatsChangedTrace')));
  return [taken, announced] as const;
}

/** The values of seatsTakingCtes' placeholders: seats of `scheduleId` at `price`, bookable at `now`. */
export function seatsTakingValues(scheduleId: string, now: Date, price: number) {
  return {
    scheduleId,
    now: now.toISOString(),
    price: String(price),
    seatsChangedId: randomUUID(),
    seatsChangedTrace: currentTraceparent() ?? null,
  };
}

/** A value of the statement, or a placeholder for it. */
type Slot<T> = T | Placeholder;

function seatsTakingUpdate(
  scheduleId: Slot<string>,
  n: number,
  now: Slot<Date>,
  { price, waitlistFirst }: Omit<TakeTerms, 'price'> & { price?: Slot<number> | undefined },
): SQL {
  const bookable = and(
    eq(scheduleCopies.id, scheduleId),
    sql`${scheduleCopies.seatsTaken} + ${n} <= ${scheduleCopies.capacity}`,
    eq(scheduleCopies.status, 'PUBLISHED'),
    inArray(scheduleCopies.visibility, ['PUBLIC', 'UNLISTED']),
    isNull(scheduleCopies.cancelledAt),
    isNull(scheduleCopies.deletedAt),
    gt(scheduleCopies.startDate, now),
    price === undefined ? undefined : eq(scheduleCopies.price, price),
    waitlistFirst ? nobodyWaitingFits() : undefined,
  );
  return sql`
      update ${scheduleCopies}
      set seats_taken = seats_taken + ${n}, seats_version = seats_version + 1
      where ${bookable}
      -- When the seats were taken (after any wait for the row's lock): the relay publishes in this
      -- order, which is the versions' order, and the bench measures the lag from it.
      returning id, seats_taken, seats_version, clock_timestamp() as at`;
}

/**
 * No waiting entry of the schedule asks for at most the seats left (the waitlist's queue index); the
 * condition the database checks in the take itself, so no booking slips in between a cancellation
 * and the waitlist's offer.
 */
function nobodyWaitingFits(): SQL {
  return sql`not exists (
    select 1 from ${waitlistEntries} w
    where w.workshop_schedule_id = ${scheduleCopies.id} and w.status = 'WAITING'
      and w.seats <= ${scheduleCopies.capacity} - ${scheduleCopies.seatsTaken})`;
}

/** Whether a take of `n` seats with `waitlistFirst` is refused because someone waiting fits (refusals only). */
export async function waitlistGoesFirst(db: DbOrTx, scheduleId: string, n: number): Promise<boolean> {
  const [row] = await db
    .select({ id: scheduleCopies.id })
    .from(scheduleCopies)
    .where(
      and(
        eq(scheduleCopies.id, scheduleId),
        sql`${scheduleCopies.seatsTaken} + ${n} <= ${scheduleCopies.capacity}`,
        sql`not (${nobodyWaitingFits()})`,
      ),
    )
    .limit(1);
  return !!row;
}

/** The outbox INSERT of `bookings.schedule.seats-changed` from the `taken` CTE (nothing when it is empty). */
function seatsTakenAnnouncement(
  id: Slot<string> = randomUUID(),
  trace: Slot<string | null> = currentTraceparent() ?? null,
): SQL {
  return sql`
    insert into ${eventStore.outbox} (id, subject, envelope, occurred_at, trace_context)
    select ${id}, ${SEATS_CHANGED}, jsonb_build_object(
      'id', ${id}::text,
      'subject', ${SEATS_CHANGED}::text,
      'occurredAt', to_char(taken.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'version', ${EVENT_VERSION}::int,
      'data', jsonb_build_object(
        'workshopScheduleId', taken.id,
        'seatsTaken', taken.seats_taken,
        'version', taken.seats_version
      )
    ), taken.at, ${trace}
    from taken`;
}

/**
 * Gives `n` seats back. Callers free seats only after a conditional UPDATE of the booking or seat
 * proved this transaction is the one that ends them, so a seat is never freed twice; the CHECK
 * (seats_taken >= 0) turns any slip into a failed transaction rather than a wrong count.
 */
export async function freeSeats(tx: DbOrTx, scheduleId: string, n: number): Promise<void> {
  if (n <= 0) return;
  const [row] = await tx
    .update(scheduleCopies)
    .set({
      seatsTaken: sql`${scheduleCopies.seatsTaken} - ${n}`,
      seatsVersion: sql`${scheduleCopies.seatsVersion} + 1`,
    })
    .where(eq(scheduleCopies.id, scheduleId))
    .returning({
      id: scheduleCopies.id,
      seatsTaken: scheduleCopies.seatsTaken,
      seatsVersion: scheduleCopies.seatsVersion,
    });
  if (row) await announceSeats(tx, row);
}

/** Capacity lowered below what is taken shows 0, never a negative number. */
export const seatsLeftOf = (row: Pick<ScheduleCopyRow, 'capacity' | 'seatsTaken'>): number =>
  Math.max(0, row.capacity - row.seatsTaken);

/** `withMeetingUrl`: the caller is one of the schedule's confirmed attendees or its staff. */
export function toScheduleDto(row: ScheduleCopyRow, withMeetingUrl = false): BookingScheduleDto {
  return {
    id: row.id,
    workshopId: row.workshopId,
    workshopTitle: row.workshopTitle,
    coachId: row.coachId,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    timezone: row.timezone,
    mode: row.mode,
    status: row.status,
    visibility: row.visibility,
    capacity: row.capacity,
    price: Number(row.price),
    seatsLeft: seatsLeftOf(row),
    meetingUrl: withMeetingUrl ? row.meetingUrl : null,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
  };
}
