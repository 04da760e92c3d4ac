// Vouchers at checkout: verify (what a code would take off, or why not), applying one to a held booking
// (POST /v1/vouchers/{id}/redeem, or the booking's own voucherCode), and the price that results. A use
// is reserved by the voucher row's conditional UPDATE in the same transaction as the booking's new
// amount, so maxUses holds however many bookers race for the last use.
import { and, desc, eq } from 'drizzle-orm';
import {
  addToOutbox,
  ConflictError,
  NotFoundError,
  ValidationError,
  type Actor,
  type DbOrTx,
} from '@coachwork/service-kit';
import {
  BOOKING_HAS_VOUCHER,
  SCHEDULE_UNKNOWN,
  VOUCHER_USED_UP,
  type BookingDto,
  type VoucherCheckDto,
  type VoucherRedemptionDto,
} from '@coachwork/contracts';
import { toBookingDto } from '../../data/booking.presenter';
import { findBooking } from '../../data/booking.repository';
import { findScheduleCopy } from '../../data/schedule-copy.repository';
import {
  bookings,
  eventStore,
  voucherRedemptions,
  type BookingRow,
  type ScheduleCopyRow,
} from '../../data/schema';
import { findVoucher, findVoucherByCode, voucherTerms } from '../../data/voucher.repository';
import type { VoucherRow } from '../../data/voucher.schema';
import { usersByIds } from '../../data/user-directory.repository';
import { BOOKING_NOT_FOUND } from '../bookings/booking-access';
import { assertPayable } from '../payments/booking-payment-intent.use-case';
import type { BookingsContext } from '../context';
import { bookingPayload } from '../bookings/booking-events';
import { toMajorUnits, toMinorUnits } from '../money';
import { announceRedemption, holdVoucherUse } from './voucher-redemption';
import { normalizeVoucherCode, priceBooking, voucherRefusal, type VoucherTarget } from './voucher-rules';
import { VOUCHER_NOT_FOUND_HTTP } from './vouchers.use-cases';

// Schedule copies do not carry their template (workshops' schedule events do not name it), so a
// template-scoped voucher applies nowhere until they do.
const targetOf = (schedule: ScheduleCopyRow): VoucherTarget => ({
  workshopScheduleId: schedule.id,
  workshopId: schedule.workshopId,
  workshopTemplateId: null,
});

/** 422 on `field` when the voucher gives nothing anywhere: unknown, expired or used up (no target to check). */
function refuseAnywhere(voucher: VoucherRow | undefined, now: Date, field: string) {
  const terms = voucher ? voucherTerms(voucher) : null;
  const why = voucherRefusal(terms && { ...terms, modelType: null, modelId: null }, {
    now,
    usesTaken: voucher?.uses ?? 0,
    target: { workshopScheduleId: '', workshopId: '', workshopTemplateId: null },
  });
  if (why) throw new ValidationError({ [field]: [why] });
}

/** 422 on `field` with the spec's words when the voucher gives nothing here. */
function refuse(voucher: VoucherRow | undefined, schedule: ScheduleCopyRow, now: Date, field: string) {
  const why = voucherRefusal(voucher ? voucherTerms(voucher) : null, {
    now,
    usesTaken: voucher?.uses ?? 0,
    target: targetOf(schedule),
  });
  if (why) throw new ValidationError({ [field]: [why] });
}

/**
 * A valid voucher's terms (GET /v1/vouchers/verify/{code}); with a schedule, also what it takes off
 * `seats` of it. Without one, whether it applies cannot be told, so only existence, expiry and uses
 * left are checked.
 */
export async function verifyVoucher(
  ctx: BookingsContext,
  code: string,
  query: { workshopScheduleId?: string; seats: number },
): Promise<VoucherCheckDto> {
  const schedule = query.workshopScheduleId ? await findScheduleCopy(ctx.db, query.workshopScheduleId) : null;
  if (query.workshopScheduleId && (!schedule || schedule.deletedAt || schedule.visibility === 'PRIVATE'))
    throw new ValidationError({ workshopScheduleId: [SCHEDULE_UNKNOWN] });
  const voucher = await findVoucherByCode(ctx.db, normalizeVoucherCode(code));
  if (schedule) refuse(voucher, schedule, ctx.now(), 'code');
  else refuseAnywhere(voucher, ctx.now(), 'code');
  const v = voucher!;
  const terms = {
    code: v.code,
    discountType: v.discountType,
    discountValue: v.discountType === 'free' ? null : v.discountValue,
    maxDiscount: v.maxDiscount,
    appliesTo: v.modelType ? { modelType: v.modelType, modelId: v.modelId } : null,
    usesLeft: v.maxUses === null ? null : Math.max(0, v.maxUses - v.uses),
    expiresAt: v.expiresAt ? v.expiresAt.toISOString() : null,
    currency: ctx.currency,
  };
  if (!schedule) return terms;
  const price = priceBooking(
    toMinorUnits(Number(schedule.price), ctx.currency),
    query.seats,
    ctx.currency,
    voucherTerms(v),
  );
  const major = (minor: number) => toMajorUnits(minor, ctx.currency);
  return {
    ...terms,
    subtotal: major(price.subtotal),
    discount: major(price.discount),
    amount: major(price.amount),
  };
}

/**
 * Reserves a use of `voucher` for `booking` in the caller's transaction and sets the booking's
 * discount and amount. A booking the voucher makes free is confirmed at once. Throws (rolling the
 * transaction back) when the voucher does not apply or its last use went to someone else.
 */
export async function applyVoucher(
  tx: DbOrTx,
  booking: BookingRow,
  schedule: ScheduleCopyRow,
  voucher: VoucherRow | undefined,
  now: Date,
  field: string,
  /** False when the caller writes booking.confirmed itself (a new booking: after booking.created). */
  announceConfirmed = true,
): Promise<BookingRow> {
  refuse(voucher, schedule, now, field);
  const price = priceBooking(booking.unitPrice, booking.seats, booking.currency, voucherTerms(voucher!));
  const free = price.amount === 0;
  const [updated] = await tx
    .update(bookings)
    .set({
      voucherCode: voucher!.code,
      discount: price.discount,
      amount: price.amount,
      ...(free && { status: 'CONFIRMED' as const, confirmedAt: now, expiresAt: null, amountPaid: 0 }),
      updatedAt: now,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'PENDING')))
    .returning();
  if (!updated) throw new ConflictError(BOOKING_HAS_VOUCHER);
  const held = await holdVoucherUse(
    tx,
    voucher!,
    { id: booking.id, userId: booking.userId, status: free ? 'CONFIRMED' : 'PENDING' },
    price.discount,
    now,
  );
  if (!held) throw new ValidationError({ [field]: [VOUCHER_USED_UP] });
  if (free) {
    await announceRedemption(tx, held, booking.currency);
    if (announceConfirmed)
      await addToOutbox(tx, eventStore, 'bookings.booking.confirmed', bookingPayload(updated));
  }
  return updated;
}

/** The bookings that hold or used the voucher (the console's voucher detail), newest first. */
export async function voucherRedemptionsOf(
  ctx: BookingsContext,
  voucherId: string,
): Promise<VoucherRedemptionDto[]> {
  if (!(await findVoucher(ctx.db, voucherId))) throw new NotFoundError(VOUCHER_NOT_FOUND_HTTP);
  const rows = await ctx.db
    .select({ r: voucherRedemptions, currency: bookings.currency })
    .from(voucherRedemptions)
    .innerJoin(bookings, eq(bookings.id, voucherRedemptions.bookingId))
    .where(eq(voucherRedemptions.voucherId, voucherId))
    .orderBy(desc(voucherRedemptions.createdAt))
    .limit(500);
  const people = await usersByIds(
    ctx.db,
    rows.map(({ r }) => r.userId),
  );
  return rows.map(({ r, currency }) => {
    const who = people.get(r.userId);
    return {
      id: r.id,
      bookingId: r.bookingId,
      userId: r.userId,
      status: r.status,
      discount: toMajorUnits(r.discount, currency),
      currency,
      booker: who ? { id: who.id, username: who.username, email: who.email } : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** POST /v1/vouchers/{id}/redeem: applies the voucher to the caller's own held booking. */
export async function redeemVoucher(
  ctx: BookingsContext,
  voucherId: string,
  bookingId: string,
  actor: Actor,
  /** Runs in the redemption's transaction with its answer (the route stores the idempotent reply). */
  inTx?: (tx: DbOrTx, answer: BookingDto) => Promise<void>,
): Promise<BookingDto> {
  const found = await findBooking(ctx.db, bookingId);
  if (!found || found.booking.deletedAt || found.booking.userId !== actor.userId)
    throw new ValidationError({ bookingId: [BOOKING_NOT_FOUND] });
  const now = ctx.now();
  assertPayable(found.booking, now);
  if (found.booking.voucherCode) throw new ConflictError(BOOKING_HAS_VOUCHER);
  const voucher = await findVoucher(ctx.db, voucherId);
  if (!voucher) throw new NotFoundError(VOUCHER_NOT_FOUND_HTTP);
  return ctx.db.transaction(async (tx) => {
    // Only a booking without a voucher takes one: the conditional UPDATE in applyVoucher is on status,
    // so the voucher is checked again under the row lock here.
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!locked || locked.voucherCode) throw new ConflictError(BOOKING_HAS_VOUCHER);
    const applied = await applyVoucher(tx, locked, found.schedule, voucher, now, 'code');
    const answer = toBookingDto(applied, found.schedule, 'owner', now);
    await inTx?.(tx, answer);
    return answer;
  });
}
