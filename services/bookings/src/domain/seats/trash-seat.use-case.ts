// DELETE /v1/booking-seats/{id} and /restore (super-admins): hides a seat row; like a booking's
// trash it is not a cancellation, so the seat count is left alone.
import { NotFoundError, restore, softDelete, type Actor } from '@coachwork/service-kit';
import type { BookingSeatDto } from '@coachwork/contracts';
import { toSeatDto } from '../../data/booking.presenter';
import { bookingSeats } from '../../data/schema';
import type { BookingsContext } from '../context';

export async function deleteSeat(ctx: BookingsContext, id: string, _actor: Actor): Promise<BookingSeatDto> {
  const row = await softDelete(ctx.db, bookingSeats, id);
  if (!row) throw new NotFoundError('Booking seat not found.');
  return toSeatDto(row, ctx.now());
}

export async function restoreSeat(ctx: BookingsContext, id: string, _actor: Actor): Promise<BookingSeatDto> {
  const row = await restore(ctx.db, bookingSeats, id);
  if (!row) throw new NotFoundError('Booking seat not found in the trash.');
  return toSeatDto(row, ctx.now());
}
