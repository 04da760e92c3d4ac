// DELETE /v1/bookings/{id} and /restore (super-admins): the trash hides a booking from bookers and
// coaches; it is not a cancellation, so it leaves the status and the seats as they are.
import { NotFoundError, restore, softDelete, type Actor } from '@coachwork/service-kit';
import type { BookingDto } from '@coachwork/contracts';
import { toBookingDto } from '../../data/booking.presenter';
import { findScheduleCopy } from '../../data/schedule-copy.repository';
import { bookings, type BookingRow } from '../../data/schema';
import type { BookingsContext } from '../context';

async function present(ctx: BookingsContext, row: BookingRow): Promise<BookingDto> {
  return toBookingDto(row, (await findScheduleCopy(ctx.db, row.workshopScheduleId))!, 'admin', ctx.now());
}

export async function deleteBooking(ctx: BookingsContext, id: string, _actor: Actor): Promise<BookingDto> {
  const row = await softDelete(ctx.db, bookings, id);
  if (!row) throw new NotFoundError('Booking not found.');
  return present(ctx, row);
}

export async function restoreBooking(ctx: BookingsContext, id: string, _actor: Actor): Promise<BookingDto> {
  const row = await restore(ctx.db, bookings, id);
  if (!row) throw new NotFoundError('Booking not found in the trash.');
  return present(ctx, row);
}
