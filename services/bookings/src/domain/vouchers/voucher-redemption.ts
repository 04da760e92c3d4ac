// A booking's use of a voucher: HELD with the hold (the use reserved by the voucher row's conditional
// UPDATE), CONFIRMED when the booking is paid or free, RELEASED when the hold expires or the booking is
// cancelled before it was paid (the use given back). Every move is a conditional UPDATE on the
// redemption's status in the caller's transaction, so a use is counted, confirmed or given back once.
import { and, eq, inArray } from 'drizzle-orm';
import { addToOutbox, type DbOrTx } from '@coachwork/service-kit';
import { releaseVoucherUse, takeVoucherUse } from '../../data/voucher.repository';
import { eventStore, voucherRedemptions, vouchers, type VoucherRedemptionRow } from '../../data/schema';
import type { VoucherRow } from '../../data/voucher.schema';
import { toMajorUnits } from '../money';

/**
 * Reserves one use of `voucher` for the booking. Undefined when no use was left (the caller rolls
 * back): the voucher row's own UPDATE decides, so of many racing for the last use exactly one gets it.
 */
export async function holdVoucherUse(
  tx: DbOrTx,
  voucher: VoucherRow,
  booking: { id: string; userId: string; status: 'PENDING' | 'CONFIRMED' },
  discount: number,
  now: Date,
): Promise<VoucherRedemptionRow | undefined> {
  const taken = await takeVoucherUse(tx, voucher.id, now);
  if (!taken) return undefined;
  const [row] = await tx
    .insert(voucherRedemptions)
    .values({
      voucherId: voucher.id,
      bookingId: booking.id,
      userId: booking.userId,
      status: booking.status === 'CONFIRMED' ? 'CONFIRMED' : 'HELD',
      discount,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

/** The booking was paid (or is free): its held use counts for good and `bookings.voucher.redeemed` is written. */
export async function confirmVoucherUse(tx: DbOrTx, bookingId: string, currency: string, now: Date) {
  const [row] = await tx
    .update(voucherRedemptions)
    .set({ status: 'CONFIRMED', updatedAt: now })
    .where(and(eq(voucherRedemptions.bookingId, bookingId), eq(voucherRedemptions.status, 'HELD')))
    .returning();
  if (row) await announceRedemption(tx, row, currency);
  return row;
}

export async function announceRedemption(tx: DbOrTx, row: VoucherRedemptionRow, currency: string) {
  const [voucher] = await tx
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(eq(vouchers.id, row.voucherId));
  await addToOutbox(tx, eventStore, 'bookings.voucher.redeemed', {
    voucherId: row.voucherId,
    code: voucher?.code ?? '',
    bookingId: row.bookingId,
    userId: row.userId,
    discount: toMajorUnits(row.discount, currency),
    currency,
  });
}

/** The booking was priced again (seats given back): its live use records the discount it gives now. */
export async function repriceVoucherUse(
  tx: DbOrTx,
  booking: { id: string; discount: number },
  now: Date,
): Promise<void> {
  await tx
    .update(voucherRedemptions)
    .set({ discount: booking.discount, updatedAt: now })
    .where(
      and(
        eq(voucherRedemptions.bookingId, booking.id),
        inArray(voucherRedemptions.status, ['HELD', 'CONFIRMED']),
      ),
    );
}

/** The bookings ended unpaid (hold expired, cancelled while held): their held uses go back. */
export async function releaseVoucherUses(tx: DbOrTx, bookingIds: string[], now: Date): Promise<number> {
  if (!bookingIds.length) return 0;
  const released = await tx
    .update(voucherRedemptions)
    .set({ status: 'RELEASED', updatedAt: now })
    .where(and(inArray(voucherRedemptions.bookingId, bookingIds), eq(voucherRedemptions.status, 'HELD')))
    .returning();
  for (const r of released) await releaseVoucherUse(tx, r.voucherId, now);
  return released.length;
}
