// DELETE /v1/bookings/{id} and /restore (super-admins): the trash hides a booking from bookers and
// coaches; it is not a cancellation, so it leaves the status and the seats as they are.
import { NotFoundError, restore, softDelete, type Actor } from '@coachwork/service-kit';
import type { BookingDto } from '@coachwork/contracts';
import { toBookingDto } from '../../data/booking.presenter';
import { findScheduleCopy } from '../../data/schedule-copy.repository';
import { bookings, type BookingRow } from '../../data/schema';
import type { BookingsContext } from '../context';
import { audit } from '../audit/audit';

async function present(ctx: BookingsContext, row: BookingRow): Promise<BookingDto> {
  return toBookingDto(row, (await findScheduleCopy(ctx.db, row.workshopScheduleId))!, 'admin', ctx.now());
}

/** Trashes or restores with its audit entry in one transaction. */
function move(ctx: BookingsContext, id: string, actor: Actor, to: 'trashed' | 'restored') {
  return ctx.db.transaction(async (tx) => {
    const row = await (to === 'trashed' ? softDelete : restore)(tx, bookings, id);
    if (row)
      await audit(tx, {
        actor,
        onBehalfOf: row.userId,
        action: `booking.${to}`,
        objectType: 'booking',
        objectId: id,
        before: { deletedAt: to === 'trashed' ? null : 'trashed' },
        after: { deletedAt: row.deletedAt },
      });
    return row;
  });
}

export async function deleteBooking(ctx: BookingsContext, id: string, actor: Actor): Promise<BookingDto> {
  const row = await move(ctx, id, actor, 'trashed');
  if (!row) throw new NotFoundError('Booking not found.');
  return present(ctx, row);
}

export async function restoreBooking(ctx: BookingsContext, id: string, actor: Actor): Promise<BookingDto> {
  const row = await move(ctx, id, actor, 'restored');
  if (!row) throw new NotFoundError('Booking not found in the trash.');
  return present(ctx, row);
}
