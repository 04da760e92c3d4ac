// The one price of a booking for the seats it holds: seats × unit price, less its voucher by the
// voucher's rule (a percentage applied again, a fixed amount capped at the subtotal, `maxDiscount`
// respected). Every path that changes a booking's seats asks this, so giving seats back never keeps a
// discount that was worked out for more seats. The database checks the sum (bookings_price_check).
import type { DbOrTx } from '@coachwork/service-kit';
import type { BookingRow } from '../../data/schema';
import { findVoucherByCode, voucherTerms } from '../../data/voucher.repository';
import { priceBooking, type BookingPrice } from '../vouchers/voucher-rules';

/**
 * What `booking` costs with `seats` seats. The voucher's terms are read as they are now, but a
 * voucher edited since the booking was made never gives more than it gave then: the discount is at
 * most the booking's own. A voucher that is gone (it cannot be deleted while redeemed, but a row may
 * predate that rule) keeps its share per seat.
 */
export async function priceForSeats(tx: DbOrTx, booking: BookingRow, seats: number): Promise<BookingPrice> {
  const base = priceBooking(booking.unitPrice, seats, booking.currency, null);
  if (!booking.voucherCode || booking.discount <= 0) return base;
  const voucher = await findVoucherByCode(tx, booking.voucherCode);
  const byRule = voucher
    ? priceBooking(booking.unitPrice, seats, booking.currency, voucherTerms(voucher)).discount
    : Math.floor((booking.discount * seats) / Math.max(1, booking.seats));
  const discount = Math.max(0, Math.min(byRule, booking.discount, base.subtotal));
  return { ...base, discount, amount: base.subtotal - discount };
}
