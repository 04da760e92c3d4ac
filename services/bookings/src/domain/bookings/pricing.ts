// What a booking costs, computed on the server from bookings' copy of the schedule; the client never
// sends an amount. Vouchers (the Payments issue) plug in here, inside the booking's transaction, so a
// held booking can reserve a voucher use atomically with its seats.
import type { DbOrTx } from '@coachwork/service-kit';
import { toMinor } from '../context';
import type { ScheduleCopyRow } from '../../data/schema';

export interface BookingPrice {
  unitPrice: number;
  subtotal: number;
  discount: number;
  amount: number;
}

/** Minor units. `amount` = subtotal − discount, never below 0. */
export async function priceBooking(
  _tx: DbOrTx,
  schedule: Pick<ScheduleCopyRow, 'price'>,
  seats: number,
  _voucherCode: string | null,
): Promise<BookingPrice> {
  const unitPrice = toMinor(Number(schedule.price));
  const subtotal = unitPrice * seats;
  const discount = 0;
  return { unitPrice, subtotal, discount, amount: Math.max(0, subtotal - discount) };
}
