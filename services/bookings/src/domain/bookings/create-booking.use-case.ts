// POST /v1/bookings: seats are taken by one conditional UPDATE on the schedule copy in the same
// statement (or, with a voucher, the same transaction) that writes the booking, its seat rows and its
// events, so the capacity is never exceeded whatever the interleaving of requests: a booking whose
// UPDATE finds too few seats rolls back whole.
import { randomUUID } from 'node:crypto';
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import {
  addToOutbox,
  AppError,
  auditRow,
  can,
  ConflictError,
  ForbiddenError,
  idempotencyClaimLost,
  idempotentAnswerClaim,
  idempotentAnswerSql,
  idempotentAnswerStored,
  storeIdempotentAnswer,
  isNotNullViolation,
  outboxRow,
  ValidationError,
  type Actor,
  type DbOrTx,
} from '@coachwork/service-kit';
import {
  BOOK_FOR_YOURSELF,
  IDEMPOTENCY_IN_FLIGHT,
  INVITEE_UNKNOWN,
  NOT_ENOUGH_SEATS,
  SEATS_GO_TO_WAITLIST,
  SCHEDULE_CANCELLED_NO_BOOKING,
  SCHEDULE_NOT_OPEN,
  SCHEDULE_STARTED,
  SCHEDULE_UNKNOWN,
  type BookingDto,
  type CreateBookingInput,
} from '@coachwork/contracts';
import { toBookingDto } from '../../data/booking.presenter';
import {
  findScheduleCopy,
  freshScheduleCopy,
  recentScheduleCopy,
  seatsLeftOf,
  seatsTakingCtes,
  seatsTakingValues,
  takeSeats,
  waitlistGoesFirst,
} from '../../data/schedule-copy.repository';
import {
  auditLog,
  bookings,
  bookingSeats,
  eventStore,
  type BookingRow,
  type BookingSeatRow,
  type ScheduleCopyRow,
} from '../../data/schema';
import { usersByIds } from '../../data/user-directory.repository';
import type { BookingsContext } from '../context';
import { bookingPayload } from './booking-events';
import { toMajorUnits, toMinorUnits } from '../money';
import { audit } from '../audit/audit';
import { findVoucherByCode } from '../../data/voucher.repository';
import { applyVoucher } from '../vouchers/voucher-checkout.use-cases';
import { priceBooking } from '../vouchers/voucher-rules';

/** Rolls the booking's transaction back when its seats could not be taken after all. */
class SeatsNotTaken extends Error {}

/** Why a schedule took no seats: 422 on workshopScheduleId for a schedule that is not bookable, else 409. */
export function refusal(copy: ScheduleCopyRow | undefined, seats: number, now: Date): AppError | null {
  const onSchedule = (message: string) => new ValidationError({ workshopScheduleId: [message] });
  // PRIVATE and trashed schedules are not shown to bookers, so they read as unknown.
  if (!copy || copy.deletedAt || copy.visibility === 'PRIVATE') return onSchedule(SCHEDULE_UNKNOWN);
  if (copy.cancelledAt) return onSchedule(SCHEDULE_CANCELLED_NO_BOOKING);
  if (copy.status !== 'PUBLISHED') return onSchedule(SCHEDULE_NOT_OPEN);
  if (copy.startDate <= now) return onSchedule(SCHEDULE_STARTED);
  const seatsLeft = seatsLeftOf(copy);
  if (seatsLeft < seats) return new ConflictError(NOT_ENOUGH_SEATS, { seatsLeft });
  return null;
}

/** More writes of the booking's own transaction (guest checkout's token and event). */
export type AlongWithBooking = (tx: DbOrTx, booking: BookingRow, schedule: ScheduleCopyRow) => Promise<void>;

/**
 * The last write of the booking's transaction, once the seats are taken, given the booking as it will
 * be answered: the route stores its Idempotency-Key answer here, so the booking and the answer a
 * retry replays commit together.
 */
export type BeforeCommit = (tx: DbOrTx, booking: BookingDto) => Promise<void>;

export interface CreateOptions {
  /**
   * The caller answers 201 `{ data: booking }`: a request with an Idempotency-Key has that answer
   * stored by the booking's own statement or transaction (the route's answer, committed with the
   * booking). Without `beforeCommit` only: that one stores its own.
   */
  idempotentAnswer?: boolean;
}

export async function createBooking(
  ctx: BookingsContext,
  input: CreateBookingInput,
  actor: Actor,
  along?: AlongWithBooking,
  beforeCommit?: BeforeCommit,
  options: CreateOptions = {},
): Promise<BookingDto> {
  const userId = input.userId.toLowerCase();
  if (userId !== actor.userId) {
    if (!can(actor, 'bookings.create')) throw new ForbiddenError(BOOK_FOR_YOURSELF);
    if (!(await usersByIds(ctx.db, [userId])).has(userId))
      throw new ValidationError({ userId: [INVITEE_UNKNOWN] });
  }
  const address = { ...input.address, addressLine2: input.address.addressLine2 ?? null };
  const voucherCode = input.voucherCode ? input.voucherCode.toUpperCase() : null;
  const viewer = can(actor, 'bookings.view') ? 'admin' : 'owner';

  for (let attempt = 0; attempt < 3; attempt++) {
    const now = ctx.now();
    // A refusal costs no transaction (and a sold-out schedule's lock no wait). The first attempt takes
    // the copy this process read within the last second (a sale reads it once, not once a booker);
    // the statement checks again all that matters, so a stale copy costs the next attempt, which reads
    // afresh, as a refusal does before it is answered.
    let copy = attempt === 0 ? await recentScheduleCopy(ctx.db, input.workshopScheduleId) : undefined;
    let why = copy ? refusal(copy, input.seats, now) : null;
    if (!copy || why) {
      copy = await freshScheduleCopy(ctx.db, input.workshopScheduleId);
      why = refusal(copy, input.seats, now);
    }
    // Sold out (the common reason the last attempt took nothing) is answered at once: when that
    // attempt's key was taken by another request's answer, the refusal gives way to it as it is sent.
    if (why) throw why;
    if (attempt > 0) {
      // The seats are there, yet the last attempt took none: the key is another request's (its
      // answer is sent, replayed), or the first person waiting who fits them has them first.
      if (options.idempotentAnswer && (await idempotencyClaimLost(ctx.db)))
        throw new ConflictError(IDEMPOTENCY_IN_FLIGHT);
      if (await waitlistGoesFirst(ctx.db, input.workshopScheduleId, input.seats))
        throw new ConflictError(SEATS_GO_TO_WAITLIST, { seatsLeft: seatsLeftOf(copy!) });
    }
    const draft = draftBooking(ctx, input, copy!, userId, address, now);
    const viaVoucher = voucherCode !== null && draft.booking.status === 'PENDING';
    const present = (made: Made) =>
      toBookingDto(made.booking, made.schedule, viewer, now, { seats: made.seats });
    let dto: BookingDto | undefined;
    if (!viaVoucher && !along && !beforeCommit) {
      // The common booking is one statement and no transaction: a single round trip to the database,
      // which also stores the idempotent answer when the request came with a key.
      const made = await bookInOneStatement(
        ctx.db,
        draft,
        copy!,
        actor,
        now,
        options.idempotentAnswer ? present : undefined,
      );
      dto = made && present(made);
    } else {
      dto = await ctx.db
        .transaction(async (tx) => {
          const made = viaVoucher
            ? await bookWithVoucher(tx, draft, copy!, voucherCode, actor, now)
            : await bookInOneStatement(tx, draft, copy!, actor, now);
          if (!made) throw new SeatsNotTaken();
          if (along) await along(tx, made.booking, made.schedule);
          const answer = present(made);
          if (beforeCommit) await beforeCommit(tx, answer);
          // The route's answer, committed with the booking (with claimWithWrite, this takes the key).
          else if (options.idempotentAnswer) await storeIdempotentAnswer(tx, 201, { data: answer });
          return answer;
        })
        .catch((err: unknown) => {
          if (err instanceof SeatsNotTaken) return undefined;
          throw err;
        });
    }
    if (dto) return dto;
  }
  // Seats kept coming and going between attempts: answer as if they were gone, unless someone waiting
  // has them first.
  const copy = await findScheduleCopy(ctx.db, input.workshopScheduleId);
  if (copy && (await waitlistGoesFirst(ctx.db, input.workshopScheduleId, input.seats)))
    throw new ConflictError(SEATS_GO_TO_WAITLIST, { seatsLeft: seatsLeftOf(copy) });
  throw new ConflictError(NOT_ENOUGH_SEATS, { seatsLeft: copy ? seatsLeftOf(copy) : 0 });
}

/** The booking and its seat rows as they will be written (ids made here, so one statement writes all). */
interface Draft {
  booking: BookingRow;
  seats: (typeof bookingSeats.$inferInsert)[];
}

/** A booking written, its seats as written, and the schedule as the seats were taken. */
interface Made {
  booking: BookingRow;
  seats: BookingSeatRow[];
  schedule: ScheduleCopyRow;
}

function draftBooking(
  ctx: BookingsContext,
  input: CreateBookingInput,
  copy: ScheduleCopyRow,
  userId: string,
  address: BookingRow['address'],
  now: Date,
): Draft {
  const price = priceBooking(toMinorUnits(Number(copy.price), ctx.currency), input.seats, ctx.currency, null);
  const free = price.amount === 0;
  const holdEnds = new Date(now.getTime() + ctx.holdMinutes * 60_000);
  const booking: BookingRow = {
    id: randomUUID(),
    userId,
    workshopScheduleId: copy.id,
    status: free ? 'CONFIRMED' : 'PENDING',
    // Set by applyVoucher, with the use it reserves.
    voucherCode: null,
    currency: ctx.currency,
    ...price,
    amountPaid: null,
    paymentMethod: null,
    paymentTransactionId: null,
    notes: input.notes ?? null,
    coachNotes: null,
    cancellationReason: null,
    cancelledAt: null,
    cancelledBy: null,
    // A hold never outlasts the start: nobody pays for a workshop that has begun.
    expiresAt: free ? null : holdEnds < copy.startDate ? holdEnds : copy.startDate,
    confirmedAt: free ? now : null,
    completedAt: null,
    noShowAt: null,
    address,
    meta: input.meta ?? null,
    replacesBookingId: null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
  const seats = Array.from({ length: input.seats }, (_, i) => ({
    id: randomUUID(),
    bookingId: booking.id,
    workshopScheduleId: copy.id,
    position: i + 1,
    // The booker's own seat is accepted from the start; the others are open.
    userId: i === 0 ? userId : null,
    status: i === 0 ? ('ACCEPTED' as const) : null,
    respondedAt: i === 0 ? now : null,
    createdAt: now,
    updatedAt: now,
  }));
  return { booking, seats };
}

function createdEvent(booking: BookingRow) {
  return {
    ...bookingPayload(booking),
    expiresAt: booking.expiresAt ? booking.expiresAt.toISOString() : null,
  };
}

function createdEntry(actor: Actor, booking: BookingRow) {
  return {
    actor,
    onBehalfOf: booking.userId,
    action: 'booking.created',
    objectType: 'booking' as const,
    objectId: booking.id,
    after: {
      workshopScheduleId: booking.workshopScheduleId,
      seats: booking.seats,
      status: booking.status,
      amount: toMajorUnits(booking.amount, booking.currency),
      voucherCode: booking.voucherCode,
    },
  };
}

/**
 * One statement takes the seats and writes the booking, its seat rows, its events and its audit entry,
 * each an INSERT beside the seats' UPDATE (common table expressions, so the schedule's row is locked
 * only for this statement, and its commit when there is no transaction around it). The booking names
 * its schedule as `(select id from taken)`: when the UPDATE took nothing (sold out, closed, or the
 * price changed), that is null, the booking's NOT NULL refuses it, and nothing of the statement stays.
 */
async function bookInOneStatement(
  db: DbOrTx,
  draft: Draft,
  copy: ScheduleCopyRow,
  actor: Actor,
  now: Date,
  present?: (made: Made) => BookingDto,
): Promise<Made | undefined> {
  const { booking } = draft;
  const claim = present && idempotentAnswerClaim();
  const rows: StatementRows = {
    booking,
    seats: draft.seats,
    created: outboxRow('bookings.booking.created', createdEvent(booking)),
    // Free from the start.
    confirmed:
      booking.status === 'CONFIRMED'
        ? outboxRow('bookings.booking.confirmed', bookingPayload(booking))
        : undefined,
    entry: auditRow(createdEntry(actor, booking)),
  };
  // One object, filled in place: it has a key per value of the statement (about 60 for one seat).
  const values: Record<string, unknown> = seatsTakingValues(copy.id, now, copy.price);
  slotValues(values, bookings, 'booking_', booking);
  slotValues(values, eventStore.outbox, 'created_', rows.created);
  if (rows.confirmed) slotValues(values, eventStore.outbox, 'confirmed_', rows.confirmed);
  slotValues(values, auditLog, 'audit_', rows.entry);
  draft.seats.forEach((seat, i) => slotValues(values, bookingSeats, `seat${i}_`, seat));
  if (claim) {
    Object.assign(values, claim.values);
    values.answerBody = answerBody(present!, draft, copy);
    values.capacity = copy.capacity;
  }
  try {
    const result = await bookingStatement(db, rows, claim?.shape).execute(values);
    if (claim) idempotentAnswerStored(201);
    const seats = result.map(({ seatsTaken: _t, seatsVersion: _v, ...seat }) => seat);
    const { seatsTaken, seatsVersion } = result[0]!;
    // The UPDATE checked what makes the schedule bookable; the rest of it is as read before.
    return { booking, seats, schedule: { ...copy, seatsTaken, seatsVersion } };
  } catch (err) {
    if (!isNotNullViolation(err, 'workshop_schedule_id')) throw err;
    // Sold out, closed, repriced, the waitlist first, or the key another request's (a claim taken
    // over, or with claimWithWrite an answer stored under it): createBooking reads which.
    return undefined;
  }
}

/** The rows one booking's statement writes besides the seats' UPDATE and its event. */
interface StatementRows {
  booking: BookingRow;
  seats: Draft['seats'];
  created: ReturnType<typeof outboxRow>;
  confirmed: ReturnType<typeof outboxRow> | undefined;
  entry: ReturnType<typeof auditRow>;
}

/** How a keyed request's answer is written (idempotentAnswerClaim): the SQL differs. */
type KeyShape = NonNullable<ReturnType<typeof idempotentAnswerClaim>>['shape'];

type SeatRows = BookingSeatRow & { seatsTaken: number; seatsVersion: number };
type BookingStatement = { execute(values: Record<string, unknown>): Promise<SeatRows[]> };

/** Per database, the booking's statement of each shape (see statementName), built once. */
const bookingStatements = new WeakMap<DbOrTx, Map<string, BookingStatement>>();

/**
 * The booking's statement for rows of this shape, with a placeholder for every value (bookInOneStatement
 * fills them): building it with drizzle cost about a tenth of the product's time in a sale, so a shape
 * is built once per database and its text reused. Bookings of more seats than MOST_PREPARED_SEATS are
 * built each time, unnamed.
 */
function bookingStatement(db: DbOrTx, rows: StatementRows, keyed?: KeyShape): BookingStatement {
  const name = statementName(rows, keyed);
  const built = name ? bookingStatements.get(db)?.get(name) : undefined;
  if (built) return built;
  const [taken, announced] = seatsTakingCtes(db, rows.seats.length);
  const answer =
    keyed &&
    idempotentAnswerSql(
      201,
      sql`jsonb_set(${sql.placeholder('answerBody')}::jsonb, '{data,schedule,seatsLeft}',
        to_jsonb(greatest(0, ${sql.placeholder('capacity')}::int - (select seats_taken from ${taken}))))`,
    );
  const answered = answer ? db.$with('answered', { scope: sql<string>`scope` }).as(answer) : undefined;
  // With an answer to store, the booking also needs the claim still held: else nothing stays.
  const scheduleId = answered
    ? sql`(select id from ${taken} where exists (select 1 from ${answered}))`
    : sql`(select id from ${taken})`;
  const inserts = [
    db.insert(bookings).values({ ...slots('booking_', rows.booking), workshopScheduleId: scheduleId }),
    db.insert(eventStore.outbox).values(slots('created_', rows.created)),
    db.insert(auditLog).values(slots('audit_', rows.entry)),
    ...(rows.confirmed ? [db.insert(eventStore.outbox).values(slots('confirmed_', rows.confirmed))] : []),
  ].map((insert, i) => db.$with(`written_${i}`, {}).as(insert.getSQL()));
  const query = db
    .with(taken, announced, ...(answered ? [answered] : []), ...inserts)
    .insert(bookingSeats)
    .values(rows.seats.map((seat, i) => slots(`seat${i}_`, seat) as typeof seat))
    .returning({
      ...getTableColumns(bookingSeats),
      seatsTaken: sql<number>`(select seats_taken from ${taken})`.mapWith(Number),
      seatsVersion: sql<number>`(select seats_version from ${taken})`.mapWith(Number),
    });
  if (!name) return query;
  const statement = query.prepare(name);
  let byName = bookingStatements.get(db);
  if (!byName) bookingStatements.set(db, (byName = new Map()));
  byName.set(name, statement);
  return statement;
}

/**
 * A placeholder for each field of `row`, named `prefix` + field. Each takes the value as slotValues
 * gives it (already the driver's), so a null is NULL and not the column's encoding of it. Every field
 * has one, undefined or not, so rows made by the same code always make the same statement.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function slots(prefix: string, row: object): any {
  const out: Record<string, SQL> = {};
  for (const field in row) out[field] = sql`${sql.placeholder(prefix + field)}`;
  return out;
}

/** Sets the values of `slots(prefix, row)` in `values`, each as drizzle would send it for its column of `table`. */
function slotValues(values: Record<string, unknown>, table: Table, prefix: string, row: object): void {
  const columns = getTableColumns(table);
  for (const field in row) {
    const value = (row as Record<string, unknown>)[field];
    values[prefix + field] =
      value === null || value === undefined ? null : columns[field]!.mapToDriverValue(value);
  }
}

/** Bookings of more seats than this are rare: their statements are not kept prepared. */
const MOST_PREPARED_SEATS = 10;

/**
 * The name PostgreSQL keeps the booking's statement under (per connection): its text differs only by
 * the seats' count (one VALUES row each), a free booking's second event, and a stored answer, so each
 * such shape is parsed once per connection and bound as a prepared statement from then on. In
 * PostgreSQL's log during a sale, the unnamed statement's parse and bind (where it is planned) took
 * 1.03 of its 1.67 ms; named, its bind took 0.29 ms and the parse happened once per connection. The
 * values are its parameters. PGlite is reached through node-postgres too (service-kit's
 * pglite-thread.ts), so the name keeps it parsed there as well.
 */
function statementName(rows: StatementRows, keyed?: KeyShape): string | undefined {
  const n = rows.seats.length;
  if (n > MOST_PREPARED_SEATS) return undefined;
  return `create_booking_${n}_${rows.confirmed ? 'free' : 'paid'}_${keyed ? `keyed_${keyed}` : 'unkeyed'}`;
}

/** A seat row as the database returns it when nothing but the draft's fields was set. */
const SEAT_UNSET = Object.fromEntries(
  Object.keys(getTableColumns(bookingSeats)).map((column) => [column, null]),
) as unknown as BookingSeatRow;

/**
 * The answer `{ data: booking }` made before the statement from the draft: all of it is known but the
 * schedule's seats left, which the statement sets from its own take (as in the answer the caller gets,
 * presented from the same take).
 */
function answerBody(present: (made: Made) => BookingDto, draft: Draft, copy: ScheduleCopyRow): string {
  const seats = draft.seats.map((seat) => ({ ...SEAT_UNSET, ...seat }) as BookingSeatRow);
  return JSON.stringify({ data: present({ booking: draft.booking, seats, schedule: copy }) });
}

/**
 * A booking with a voucher, step by step in the caller's transaction: the voucher's use is reserved
 * (or the booking rolls back with a 422 on voucherCode saying why), and one that makes the booking
 * free confirms it. Seats last: the schedule's row stays locked only for that UPDATE and the commit.
 */
async function bookWithVoucher(
  tx: DbOrTx,
  draft: Draft,
  copy: ScheduleCopyRow,
  voucherCode: string,
  actor: Actor,
  now: Date,
): Promise<Made | undefined> {
  const [inserted] = await tx.insert(bookings).values(draft.booking).returning();
  const booking = await applyVoucher(
    tx,
    inserted!,
    copy,
    await findVoucherByCode(tx, voucherCode),
    now,
    'voucherCode',
    false,
  );
  const seats = await tx.insert(bookingSeats).values(draft.seats).returning();
  await addToOutbox(tx, eventStore, 'bookings.booking.created', createdEvent(booking));
  await audit(tx, createdEntry(actor, booking));
  if (booking.status === 'CONFIRMED')
    await addToOutbox(tx, eventStore, 'bookings.booking.confirmed', bookingPayload(booking));
  // It takes nothing unless the price is still the one charged and the seats are there; otherwise
  // everything above rolls back.
  const taken = await takeSeats(tx, copy.id, booking.seats, now, { price: copy.price, waitlistFirst: true });
  if (!taken) return undefined;
  return { booking, seats, schedule: { ...copy, ...taken } };
}
