// POST /v1/bookings: seats are taken by one conditional UPDATE on the schedule copy in the same
// transaction that writes the booking, its seat rows and its events, so the capacity is never exceeded
// whatever the interleaving of requests: a booking whose UPDATE finds too few seats rolls back whole.
import {
  addToOutbox,
  AppError,
  can,
  ConflictError,
  ForbiddenError,
  ValidationError,
  type Actor,
  type DbOrTx,
} from '@coachwork/service-kit';
import {
  BOOK_FOR_YOURSELF,
  INVITEE_UNKNOWN,
  NOT_ENOUGH_SEATS,
  SCHEDULE_CANCELLED_NO_BOOKING,
  SCHEDULE_NOT_OPEN,
  SCHEDULE_STARTED,
  SCHEDULE_UNKNOWN,
  type BookingDto,
  type CreateBookingInput,
} from '@coachwork/contracts';
import { toBookingDto } from '../../data/booking.presenter';
import { findScheduleCopy, seatsLeftOf, takeSeats } from '../../data/schedule-copy.repository';
import { bookings, bookingSeats, eventStore, type BookingRow, type ScheduleCopyRow } from '../../data/schema';
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

export async function createBooking(
  ctx: BookingsContext,
  input: CreateBookingInput,
  actor: Actor,
  along?: AlongWithBooking,
  beforeCommit?: BeforeCommit,
): Promise<BookingDto> {
  const userId = input.userId.toLowerCase();
  if (userId !== actor.userId) {
    if (!can(actor, 'bookings.create')) throw new ForbiddenError(BOOK_FOR_YOURSELF);
    if (!(await usersByIds(ctx.db, [userId])).has(userId))
      throw new ValidationError({ userId: [INVITEE_UNKNOWN] });
  }
  const address = { ...input.address, addressLine2: input.address.addressLine2 ?? null };
  const voucherCode = input.voucherCode ? input.voucherCode.toUpperCase() : null;

  for (let attempt = 0; attempt < 3; attempt++) {
    const now = ctx.now();
    // A refusal costs no transaction (and a sold-out schedule's lock no wait): the copy as read now.
    const copy = await findScheduleCopy(ctx.db, input.workshopScheduleId);
    const why = refusal(copy, input.seats, now);
    if (why) throw why;
    const made = await ctx.db
      .transaction(async (tx) => {
        const price = priceBooking(
          toMinorUnits(Number(copy!.price), ctx.currency),
          input.seats,
          ctx.currency,
          null,
        );
        const free = price.amount === 0;
        const holdEnds = new Date(now.getTime() + ctx.holdMinutes * 60_000);
        const [inserted] = await tx
          .insert(bookings)
          .values({
            userId,
            workshopScheduleId: copy!.id,
            status: free ? 'CONFIRMED' : 'PENDING',
            // Set by applyVoucher below, with the use it reserves.
            voucherCode: null,
            currency: ctx.currency,
            ...price,
            notes: input.notes ?? null,
            address,
            meta: input.meta ?? null,
            // A hold never outlasts the start: nobody pays for a workshop that has begun.
            expiresAt: free ? null : holdEnds < copy!.startDate ? holdEnds : copy!.startDate,
            confirmedAt: free ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        // A voucher is applied in this transaction: its use is reserved (or the booking rolls back
        // with a 422 on voucherCode saying why), and one that makes the booking free confirms it.
        const booking =
          voucherCode && !free
            ? await applyVoucher(
                tx,
                inserted!,
                copy!,
                await findVoucherByCode(tx, voucherCode),
                now,
                'voucherCode',
                false,
              )
            : inserted;
        const seats = await tx
          .insert(bookingSeats)
          .values(
            Array.from({ length: input.seats }, (_, i) =>
              i === 0
                ? {
                    bookingId: booking!.id,
                    workshopScheduleId: copy!.id,
                    position: 1,
                    userId,
                    status: 'ACCEPTED' as const,
                    respondedAt: now,
                    createdAt: now,
                    updatedAt: now,
                  }
                : {
                    bookingId: booking!.id,
                    workshopScheduleId: copy!.id,
                    position: i + 1,
                    createdAt: now,
                    updatedAt: now,
                  },
            ),
          )
          .returning();
        await addToOutbox(tx, eventStore, 'bookings.booking.created', {
          ...bookingPayload(booking!),
          expiresAt: booking!.expiresAt ? booking!.expiresAt.toISOString() : null,
        });
        await audit(tx, {
          actor,
          onBehalfOf: booking!.userId,
          action: 'booking.created',
          objectType: 'booking',
          objectId: booking!.id,
          after: {
            workshopScheduleId: booking!.workshopScheduleId,
            seats: booking!.seats,
            status: booking!.status,
            amount: toMajorUnits(booking!.amount, booking!.currency),
            voucherCode: booking!.voucherCode,
          },
        });
        // Free from the start, or made free by its voucher.
        if (booking!.status === 'CONFIRMED')
          await addToOutbox(tx, eventStore, 'bookings.booking.confirmed', bookingPayload(booking!));
        if (along) await along(tx, booking!, copy!);
        // Seats last: the schedule's row stays locked only for this UPDATE and the commit, so bookings
        // of one schedule queue as briefly as possible. It takes nothing unless the price is still the
        // one charged and the seats are there; otherwise everything above rolls back.
        const taken = await takeSeats(tx, copy!.id, input.seats, now, copy!.price);
        if (!taken) throw new SeatsNotTaken();
        // The UPDATE checked what makes the schedule bookable; the rest of it is as read above.
        const schedule: ScheduleCopyRow = { ...copy!, ...taken };
        const dto = toBookingDto(booking!, schedule, can(actor, 'bookings.view') ? 'admin' : 'owner', now, {
          seats,
        });
        if (beforeCommit) await beforeCommit(tx, dto);
        return dto;
      })
      .catch((err: unknown) => {
        if (err instanceof SeatsNotTaken) return undefined;
        throw err;
      });
    if (made) return made;
  }
  // Seats kept coming and going between attempts: answer as if they were gone.
  const copy = await findScheduleCopy(ctx.db, input.workshopScheduleId);
  throw new ConflictError(NOT_ENOUGH_SEATS, { seatsLeft: copy ? seatsLeftOf(copy) : 0 });
}
